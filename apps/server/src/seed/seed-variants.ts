import { and, count, eq } from 'drizzle-orm';
import { rupeesToPaise } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import { variantTitle } from '@shop/shared/schemas/variants';
import type { Db } from '../db/client';
import { productOptions, products, productVariants } from '../db/schema';

/*
 * Sizes and colours for the demo's clothes and shoes (issue 36, docs/decisions/217-product-variants.md): each
 * combination has its own stock (one of them sold out, one nearly), some a higher price, and each colour its
 * own pictures, drawn like the other demo pictures in that colour.
 */

export interface SeedColour {
  name: string;
  hex: string;
}

interface SeedVariantPlan {
  sku: string;
  /** Sizes first (the title names it: "Size M / Maroon"); a product with colours only has none. */
  sizes: readonly string[];
  colours: readonly SeedColour[];
  /** Stock of each combination, sizes slowest; sizes x colours numbers (colours alone for no sizes). */
  stock: readonly number[];
  /** Extra rupees on the MRP and selling price of these sizes. */
  surcharge?: Readonly<Record<string, number>>;
  /** First 10 digits of the variants' EAN-13 barcodes (two digits of position and the check digit follow). */
  barcodeStem?: string;
}

export const SEED_VARIANT_PLANS: readonly SeedVariantPlan[] = [
  {
    sku: 'FASH-KUR-001',
    sizes: ['S', 'M', 'L', 'XL'],
    colours: [
      { name: 'Maroon', hex: '#7f1d1d' },
      { name: 'Indigo', hex: '#3730a3' },
      { name: 'Mustard', hex: '#ca8a04' },
    ],
    // L in Maroon is sold out, M in Maroon low ("Only 6 left"): enough for the browser specs that buy it at
    // both widths on one demo shop (variants, exchanges).
    stock: [12, 9, 7, 6, 14, 11, 0, 10, 6, 8, 5, 0],
    surcharge: { XL: 100 },
    barcodeStem: '8901234501',
  },
  {
    sku: 'FASH-TSH-002',
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    colours: [
      { name: 'Navy', hex: '#1e3a8a' },
      { name: 'White', hex: '#e2e8f0' },
      { name: 'Black', hex: '#111827' },
    ],
    stock: [20, 18, 15, 30, 25, 22, 28, 26, 24, 16, 14, 12, 6, 0, 3],
    surcharge: { XXL: 50 },
  },
  {
    sku: 'FASH-SAR-003',
    sizes: [],
    colours: [
      { name: 'Maroon', hex: '#881337' },
      { name: 'Royal Blue', hex: '#1d4ed8' },
      { name: 'Green', hex: '#15803d' },
    ],
    stock: [4, 2, 0],
  },
  {
    sku: 'FASH-SHO-004',
    sizes: ['UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'],
    colours: [
      { name: 'Grey', hex: '#4b5563' },
      { name: 'Black', hex: '#111827' },
    ],
    stock: [6, 5, 9, 8, 12, 10, 7, 6, 0, 2],
  },
];

/** EAN-13 check digit (GS1 General Specifications, 7.9.1: weights 1 and 3 from the left). */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const part = (value: string) => value.replace(/[^A-Za-z0-9]+/g, '').toUpperCase();

/** The picture files of one colour, drawn by the caller (seed.ts draws every demo picture). */
export type DrawColour = (plan: SeedVariantPlan, colour: SeedColour) => Promise<string[]>;

/** Idempotent: a product that already has options (from an earlier seed or the merchant) is left alone. */
export async function seedDemoVariants(db: Db, productIds: ReadonlyMap<string, string>, draw: DrawColour) {
  for (const plan of SEED_VARIANT_PLANS) {
    const productId = productIds.get(plan.sku);
    if (!productId) continue;
    const [existing] = await db
      .select({ n: count() })
      .from(productOptions)
      .where(eq(productOptions.productId, productId));
    if ((existing?.n ?? 0) > 0) continue;
    const pictures = new Map<string, string[]>();
    for (const colour of plan.colours) pictures.set(colour.name, await draw(plan, colour));
    await db.transaction(async (tx) => {
      const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
      if (!product) return;
      const options = [
        ...(plan.sizes.length > 0 ? [{ name: 'Size', values: [...plan.sizes] }] : []),
        { name: 'Colour', values: plan.colours.map((c) => c.name) },
      ];
      await tx.insert(productOptions).values(options.map((o, i) => ({ productId, position: i + 1, ...o })));
      await tx
        .delete(productVariants)
        .where(and(eq(productVariants.productId, productId), eq(productVariants.isDefault, true)));
      const sizes = plan.sizes.length > 0 ? plan.sizes : [null];
      const rows = sizes.flatMap((size, s) =>
        plan.colours.map((colour, c) => {
          const index = s * plan.colours.length + c;
          const values = size === null ? [colour.name] : [size, colour.name];
          const extra = rupeesToPaise(size === null ? 0 : (plan.surcharge?.[size] ?? 0));
          return {
            productId,
            position: index,
            optionValues: values,
            title: variantTitle(
              options.map((o) => o.name),
              values,
            ),
            sku: [plan.sku, ...values.map(part)].join('-'),
            barcode: plan.barcodeStem ? ean13(`${plan.barcodeStem}${String(index).padStart(2, '0')}`) : null,
            mrpPaise: product.mrpPaise + extra,
            sellingPricePaise: product.sellingPricePaise === null ? null : product.sellingPricePaise + extra,
            stock: plan.stock[index] ?? 0,
            weightGrams: product.weightGrams,
            images: pictures.get(colour.name) ?? [],
          };
        }),
      );
      await tx.insert(productVariants).values(rows);
      // The product row's prices follow its cheapest variant (decision 217), as the admin's writes keep them.
      const cheapest = rows.reduce((low, row) =>
        effectivePrice({ mrp: row.mrpPaise, sellingPrice: row.sellingPricePaise }) <
        effectivePrice({ mrp: low.mrpPaise, sellingPrice: low.sellingPricePaise })
          ? row
          : low,
      );
      await tx
        .update(products)
        .set({ mrpPaise: cheapest.mrpPaise, sellingPricePaise: cheapest.sellingPricePaise })
        .where(eq(products.id, productId));
    });
  }
}
