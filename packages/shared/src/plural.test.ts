import { describe, expect, it } from 'vitest';
import { plural, stockNote } from './plural';

describe('plural', () => {
  it('says "1 item" and "2 items", and "0 items"', () => {
    expect(plural(1, 'item')).toBe('1 item');
    expect(plural(2, 'item')).toBe('2 items');
    expect(plural(0, 'item')).toBe('0 items');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'category', 'categories')).toBe('1 category');
    expect(plural(3, 'category', 'categories')).toBe('3 categories');
  });
});

describe('stockNote', () => {
  it('never says "Only 0 left": zero or less is out of stock', () => {
    expect(stockNote(0)).toBe('Out of Stock');
    expect(stockNote(-2)).toBe('Out of Stock');
    expect(stockNote(Number.NaN)).toBe('Out of Stock');
  });

  it('counts down under the threshold, and says nothing above it', () => {
    expect(stockNote(1)).toBe('Only 1 left');
    expect(stockNote(9)).toBe('Only 9 left');
    expect(stockNote(10)).toBeNull();
    expect(stockNote(3, 2)).toBeNull();
  });
});
