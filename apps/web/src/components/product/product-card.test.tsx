import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardProduct } from '../../test/catalog';
import { type CardProduct, ProductCard } from './product-card';
import { PRODUCT_PLACEHOLDER_SRC } from './product-image';

/** Headphones with two pictures, 12 in stock. */
const product = (overrides: Partial<CardProduct> = {}) =>
  cardProduct({
    name: 'Sonora Rockwave 450 Wireless Bluetooth Headphones',
    category: 'Electronics',
    images: ['/uploads/products/hp-1.webp', '/uploads/products/hp-2.webp'],
    stock: 12,
    ...overrides,
  });

function renderCard(p: CardProduct, onAddToCart = vi.fn()) {
  render(
    <MemoryRouter>
      <ProductCard product={p} onAddToCart={onAddToCart} />
    </MemoryRouter>,
  );
  return { card: screen.getByTestId('product-card'), onAddToCart };
}

describe('ProductCard', () => {
  afterEach(cleanup);

  it('shows the rounded percent off when the selling price is below the MRP', () => {
    const { card } = renderCard(product({ mrp: 3000, sellingPrice: 2000 }));
    expect(within(card).getByTestId('discount-badge').textContent).toBe('33% OFF');
    expect(within(card).getByTestId('product-price').textContent).toBe('₹2,000.00');
    expect(card.querySelector('del')?.textContent).toContain('₹3,000.00');
  });

  it('shows no badge and only the MRP without a selling price', () => {
    const { card } = renderCard(product({ sellingPrice: undefined, mrp: 123456.5 }));
    expect(within(card).queryByTestId('discount-badge')).toBeNull();
    expect(within(card).getByTestId('product-price').textContent).toBe('₹1,23,456.50');
    expect(card.querySelector('del')).toBeNull();
  });

  it('shows no badge when the selling price is not below the MRP', () => {
    const { card } = renderCard(product({ mrp: 999, sellingPrice: 999 }));
    expect(within(card).queryByTestId('discount-badge')).toBeNull();
    expect(card.querySelector('del')).toBeNull();
  });

  it('in stock: no overlay, the stock line, and an enabled Add to Cart that passes the product', () => {
    const p = product({ stock: 7 });
    const { card, onAddToCart } = renderCard(p);
    expect(within(card).queryByTestId('out-of-stock-overlay')).toBeNull();
    expect(within(card).getByText('Stock: 7 items')).toBeTruthy();
    const button = within(card).getByRole<HTMLButtonElement>('button', { name: /Add to Cart/ });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onAddToCart).toHaveBeenCalledWith(p);
  });

  it('at stock 0: the Out of Stock overlay and a disabled button reading Out of Stock', () => {
    const { card, onAddToCart } = renderCard(product({ stock: 0 }));
    expect(within(card).getByTestId('out-of-stock-overlay').textContent).toBe('Out of Stock');
    const button = within(card).getByRole<HTMLButtonElement>('button', { name: 'Out of Stock' });
    expect(button.disabled).toBe(true);
    expect(within(card).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    fireEvent.click(button);
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(within(card).getByText('Stock: 0 items')).toBeTruthy();
  });

  it('fills stars up to the floor of the rating and shows the review count', () => {
    const { card } = renderCard(product({ rating: 3.9, reviews: 4821 }));
    const stars = within(card).getByRole('img', { name: 'Rated 3.9 out of 5' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(stars.querySelectorAll('svg.fill-amber-400')).toHaveLength(3);
    expect(card.textContent).toContain('(4,821 reviews)');
  });

  it('says "No reviews yet" in words for a product nobody has reviewed, not five grey stars', () => {
    const { card } = renderCard(product({ rating: 0, reviews: 0 }));
    expect(within(card).getByText('No reviews yet')).toBeTruthy();
    expect(within(card).queryByRole('img', { name: /out of 5/ })).toBeNull();
    expect(card.textContent).not.toContain('(0 reviews)');
  });

  it('links name and picture to the product page', () => {
    const { card } = renderCard(product({ _id: 'abc-123' }));
    expect(
      within(card)
        .getByRole('link', { name: /Sonora Rockwave/ })
        .getAttribute('href'),
    ).toBe('/products/abc-123');
  });

  it('uses the first picture at 400 px with a srcSet of the resized variants', () => {
    const { card } = renderCard(product());
    const img = card.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/products/hp-1.webp?w=400');
    expect(img?.getAttribute('srcset')).toBe(
      '/uploads/products/hp-1.webp?w=400 400w, /uploads/products/hp-1.webp?w=800 800w',
    );
    expect(img?.getAttribute('width')).toBe('400');
    expect(img?.getAttribute('height')).toBe('400');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('falls back to the local placeholder without pictures or when the picture fails', () => {
    const { card } = renderCard(product({ images: [] }));
    expect(card.querySelector('img')?.getAttribute('src')).toBe(PRODUCT_PLACEHOLDER_SRC);
    cleanup();
    const second = renderCard(product());
    const img = second.card.querySelector('img');
    if (!img) throw new Error('no img');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PRODUCT_PLACEHOLDER_SRC);
    expect(img.getAttribute('srcset')).toBeNull();
  });
});
