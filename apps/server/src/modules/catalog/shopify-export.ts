import { paiseToRupees } from '@shop/shared/money';
import type { Db } from '../../db/client';
import { neutraliseFormula } from '../../lib/csv-formula';
import { SHOPIFY_COLUMNS, textToHtml, type ShopifyColumn } from './shopify-csv';
import { createShopifyImportRepository } from './shopify-import.repository';

/*
 * The shop's live products as Shopify's product CSV (docs/decisions/224-shopify-product-csv.md): one row per
 * active variant, product fields on the first, then one row per further picture. Importing the file back
 * changes nothing.
 */

type Product = Awaited<ReturnType<ReturnType<typeof createShopifyImportRepository>['exportRows']>>[number];
type Cells = Partial<Record<ShopifyColumn, string | number>>;

const money = (paise: number) => paiseToRupees(paise).toFixed(2);
const cell = (value: string | number | undefined) =>
  `"${neutraliseFormula(value === undefined ? '' : String(value)).replaceAll('"', '""')}"`;
const line = (cells: Cells) => `${SHOPIFY_COLUMNS.map((c) => cell(cells[c])).join(',')}\r\n`;

/** "Linen Shirt" -> "linen-shirt"; a second product of the same name gets "-2". */
function handles(products: Product[]): Map<string, string> {
  const used = new Set<string>();
  const out = new Map<string, string>();
  for (const p of products) {
    const base =
      p.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'product';
    let handle = base;
    for (let n = 2; used.has(handle); n++) handle = `${base}-${n}`;
    used.add(handle);
    out.set(p.id, handle);
  }
  return out;
}

function productLines(p: Product, handle: string): string {
  const optionNames = p.options.map((o) => o.name);
  const rows = p.variants.map((v, i): Cells => {
    const product: Cells =
      i === 0
        ? {
            Title: p.name,
            'Body (HTML)': textToHtml(p.description),
            Type: p.category,
            Tags: p.tags.join(', '),
            Published: 'TRUE',
            Status: 'active',
            'Option1 Name': optionNames[0] ?? 'Title',
            'Option2 Name': optionNames[1],
            'Option3 Name': optionNames[2],
            'Gift Card': 'FALSE',
          }
        : {};
    return {
      Handle: handle,
      ...product,
      'Option1 Value': v.isDefault ? 'Default Title' : v.optionValues[0],
      'Option2 Value': v.optionValues[1],
      'Option3 Value': v.optionValues[2],
      'Variant SKU': v.sku,
      'Variant Grams': v.weightGrams,
      'Variant Inventory Tracker': 'shopify',
      'Variant Inventory Qty': v.stock,
      'Variant Inventory Policy': 'deny',
      'Variant Fulfillment Service': 'manual',
      'Variant Price': money(v.sellingPricePaise ?? v.mrpPaise),
      'Variant Compare At Price': money(v.mrpPaise),
      'Variant Requires Shipping': 'TRUE',
      'Variant Taxable': 'TRUE',
      'Variant Barcode': v.barcode ?? undefined,
      'Variant Image': v.images[0],
      'Variant Weight Unit': 'g',
      'Image Src': p.images[i],
      'Image Position': p.images[i] ? i + 1 : undefined,
    };
  });
  for (let i = rows.length; i < p.images.length; i++)
    rows.push({ Handle: handle, 'Image Src': p.images[i], 'Image Position': i + 1 });
  return rows.map(line).join('');
}

export async function exportShopifyCsv(db: Db): Promise<string> {
  const products = await createShopifyImportRepository(db).exportRows();
  const names = handles(products);
  return `\uFEFF${line(Object.fromEntries(SHOPIFY_COLUMNS.map((c) => [c, c])))}${products
    .map((p) => productLines(p, names.get(p.id)!))
    .join('')}`;
}
