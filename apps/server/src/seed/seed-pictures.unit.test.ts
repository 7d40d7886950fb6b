import { describe, expect, it } from 'vitest';
import { illustrationSvg } from '../lib/product-illustration';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './seed-data';
import { DEMO_CATEGORY_PICTURES, DEMO_PRODUCT_ICONS, PICTURE_VIEWS } from './seed-pictures';

describe('demo pictures', () => {
  it('draws every demo product and category with an icon of its own', () => {
    expect(SEED_PRODUCTS.filter((p) => !DEMO_PRODUCT_ICONS[p.sku]).map((p) => p.sku)).toEqual([]);
    expect(SEED_CATEGORIES.filter((name) => !DEMO_CATEGORY_PICTURES[name])).toEqual([]);
    expect(Math.max(...SEED_PRODUCTS.map((p) => p.imageCount))).toBeLessThanOrEqual(PICTURE_VIEWS.length);
  });

  it('bakes no text into a picture: the page labels it', () => {
    for (const view of PICTURE_VIEWS) {
      const svg = illustrationSvg(DEMO_PRODUCT_ICONS['ELEC-BT-HP-001']!, '#1f2937', view);
      expect(svg).not.toMatch(/<text/);
      expect(svg).toMatch(/<path d="M3 14h3/);
    }
  });
});
