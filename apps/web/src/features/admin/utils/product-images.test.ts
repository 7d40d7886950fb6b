import { describe, expect, it } from 'vitest';
import { existingImageItems, type ImageItem, moveItem, planImageUpload, savedImageOrder } from './product-images';

const file = (name: string) => new File([name], name, { type: 'image/png' });
const fresh = (name: string): ImageItem => ({ key: name, kind: 'new', file: file(name) });

describe('moveItem', () => {
  it('moves left and right and stays put at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('planImageUpload', () => {
  it('splits kept paths from files in screen order', () => {
    const items = [...existingImageItems(['/x', '/y']), fresh('n1.png')];
    const plan = planImageUpload(items);
    expect(plan.existingImages).toEqual(['/x', '/y']);
    expect(plan.files.map((f) => f.name)).toEqual(['n1.png']);
    expect(plan.needsReorder).toBe(false);
  });

  it('asks for a second pass when a new picture comes before a kept one', () => {
    const [x] = existingImageItems(['/x']);
    expect(planImageUpload([fresh('n1.png'), x as ImageItem]).needsReorder).toBe(true);
  });
});

describe('savedImageOrder', () => {
  it('maps uploads to their new paths in screen order', () => {
    const [x, y] = existingImageItems(['/x', '/y']);
    const items = [fresh('n1.png'), x as ImageItem, fresh('n2.png'), y as ImageItem];
    expect(savedImageOrder(items, ['/x', '/y'], ['/x', '/y', '/n1', '/n2'])).toEqual(['/n1', '/x', '/n2', '/y']);
  });

  it('gives up when the answer does not line up', () => {
    expect(savedImageOrder([fresh('n1.png')], [], [])).toBeNull();
  });
});
