import { describe, expect, it } from 'vitest';
import { itemName } from './item-name';

describe('itemName', () => {
  it('names the variant beside the product, and the product alone without one', () => {
    expect(itemName('Cotton Kurta', 'Size M / Maroon')).toBe('Cotton Kurta (Size M / Maroon)');
    expect(itemName('Steel Bottle', '')).toBe('Steel Bottle');
    expect(itemName('Steel Bottle', null)).toBe('Steel Bottle');
  });
});
