import type { OrderItem } from '@shop/shared/schemas/order';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoreLabel, splitThumbnails } from '../utils/order-thumbnails';
import { OrderThumbnails } from './order-thumbnails';

function items(count: number): OrderItem[] {
  return Array.from({ length: count }, (_, i) => ({
    product: { _id: `p${i}`, name: `Product ${i}`, sku: `SKU-${i}`, images: [`/uploads/p${i}.webp`] },
    name: `Product ${i}`,
    sku: `SKU-${i}`,
    price: 100,
    mrp: 120,
    quantity: 1,
  }));
}

describe('splitThumbnails', () => {
  it('shows up to 5 and counts the rest', () => {
    expect(splitThumbnails([1, 2, 3])).toEqual({ shown: [1, 2, 3], hiddenCount: 0 });
    expect(splitThumbnails([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], hiddenCount: 0 });
    expect(splitThumbnails([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], hiddenCount: 2 });
    expect(splitThumbnails([], 5)).toEqual({ shown: [], hiddenCount: 0 });
  });

  it("labels the rest '+N', and nothing when none are left out", () => {
    expect(formatMoreLabel(2)).toBe('+2');
    expect(formatMoreLabel(0)).toBeNull();
  });
});

describe('OrderThumbnails', () => {
  afterEach(cleanup);

  it("renders five pictures then '+N'", () => {
    render(<OrderThumbnails items={items(8)} />);
    const list = screen.getByRole('list', { name: 'Items' });
    expect(within(list).getAllByRole('img')).toHaveLength(5);
    expect(within(list).getByText('+3')).toBeTruthy();
  });

  it("renders no '+N' for five items or fewer", () => {
    render(<OrderThumbnails items={items(5)} />);
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.queryByTestId('more-items')).toBeNull();
  });
});
