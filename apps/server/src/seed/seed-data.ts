/**
 * Demo catalogue for ShopKart, used by the database seed and by tests. The products themselves are data, in
 * seed-products.json, checked against the schema below when this module loads.
 *
 * All brand names are fictional. Prices are in whole rupees; `sellingPriceRupees` is present only
 * when the product is discounted. Exactly one product is out of stock and several are low on stock,
 * so the storefront's stock and free-shipping (above ₹999) rules can be exercised both ways.
 */

import { z } from 'zod';
import seedProducts from './seed-products.json' with { type: 'json' };

/** One demo product as the seed writes it (money in whole rupees). */
const seedProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  mrpRupees: z.number(),
  sellingPriceRupees: z.number().optional(),
  stock: z.number(),
  rating: z.number(),
  reviews: z.number(),
  tags: z.array(z.string()),
  specialFeatures: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  hsn: z.string(),
  /** A current GST slab for goods (docs/decisions/050-gst-calculation.md). */
  gstRatePercent: z.union([z.literal(0), z.literal(5), z.literal(18), z.literal(40)]),
  related: z.array(z.string()),
  color: z.string(),
  imageCount: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

export type SeedProduct = z.infer<typeof seedProductSchema>;

export const SEED_CATEGORIES: readonly string[] = [
  'Electronics',
  'Fashion',
  'Home',
  'Sports',
  'Beauty',
  'Books',
  'Toys',
  'Automotive',
  'Food',
  'Health',
  'Pets',
  'Office',
];

export const SEED_PRODUCTS: readonly SeedProduct[] = z.array(seedProductSchema).parse(seedProducts);

/**
 * Packed weight of one unit in grams (product plus box), by SKU: what courier quotes and the Shiprocket parcel
 * use (docs/decisions/064-parcel-weight.md).
 */
export const SEED_WEIGHT_GRAMS: Readonly<Record<string, number>> = {
  'ELEC-BT-HP-001': 450,
  'ELEC-MOB-SP-002': 480,
  'ELEC-PB-003': 520,
  'ELEC-SPK-004': 650,
  'FASH-KUR-001': 300,
  'FASH-TSH-002': 250,
  'FASH-SAR-003': 750,
  'FASH-SHO-004': 900,
  'HOME-CKW-001': 3200,
  'HOME-BED-002': 1100,
  'HOME-FUR-003': 14500,
  'HOME-LMP-004': 250,
  'SPRT-CRK-001': 1500,
  'SPRT-YOG-002': 1300,
  'SPRT-BAD-003': 600,
  'SPRT-DMB-004': 10800,
  'BEAU-SUN-001': 90,
  'BEAU-KAJ-002': 40,
  'BEAU-HOL-003': 280,
  'BEAU-TRM-004': 350,
  'BOOK-FIC-001': 320,
  'BOOK-EXM-002': 900,
  'BOOK-KID-003': 700,
  'BOOK-COOK-004': 850,
  'TOYS-BLK-001': 1200,
  'TOYS-RC-002': 1600,
  'TOYS-BRD-003': 1000,
  'TOYS-SOF-004': 1400,
  'AUTO-DCM-001': 400,
  'AUTO-INF-002': 1100,
  'AUTO-MOB-003': 200,
  'AUTO-CVR-004': 700,
  'FOOD-TEA-001': 560,
  'FOOD-CFE-002': 560,
  'FOOD-DRY-003': 1250,
  'FOOD-GHE-004': 1050,
  'HLTH-WHY-001': 1150,
  'HLTH-BPM-002': 750,
  'HLTH-VIT-003': 120,
  'HLTH-OXI-004': 150,
  'PETS-DOG-001': 3150,
  'PETS-CAT-002': 1300,
  'PETS-BED-003': 2800,
  'PETS-LSH-004': 250,
  'OFF-NTB-001': 750,
  'OFF-PEN-002': 150,
  'OFF-CHR-003': 13500,
  'OFF-DSK-004': 19000,
};

/**
 * Warranty in months for the demo products that carry one (the product page's warranty badge,
 * docs/decisions/140-texts-from-data.md). Clothing, beauty, books, food and consumables have none.
 */
export const SEED_WARRANTY_MONTHS: Readonly<Record<string, number>> = {
  'ELEC-BT-HP-001': 12,
  'ELEC-MOB-SP-002': 12,
  'ELEC-PB-003': 6,
  'ELEC-SPK-004': 12,
  'HOME-CKW-001': 24,
  'HOME-FUR-003': 12,
  'HOME-LMP-004': 6,
  'SPRT-CRK-001': 6,
  'SPRT-BAD-003': 3,
  'TOYS-RC-002': 6,
  'AUTO-DCM-001': 12,
  'AUTO-INF-002': 12,
  'AUTO-MOB-003': 6,
  'HLTH-BPM-002': 24,
  'HLTH-OXI-004': 12,
  'OFF-CHR-003': 36,
  'OFF-DSK-004': 12,
};
