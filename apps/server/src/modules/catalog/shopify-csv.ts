import { rupeesToPaise } from '@shop/shared/money';
import { MAX_PRICE_RUPEES, MAX_STOCK, MAX_WEIGHT_GRAMS } from '@shop/shared/schemas/product-form';
import { MAX_PRODUCT_OPTIONS, MAX_VARIANTS, VARIANT_MESSAGES } from '@shop/shared/schemas/variants';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../../lib/csv-parse';

/*
 * Shopify's product CSV (https://help.shopify.com/en/manual/products/import-export/using-csv), read into the
 * shop's products and variants: docs/decisions/224-shopify-product-csv.md. One row per variant, rows grouped by
 * Handle; rows with only an image belong to the product above. Every problem names its line and column.
 */

export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'Variant Image',
  'Variant Weight Unit',
  'Status',
] as const;
export type ShopifyColumn = (typeof SHOPIFY_COLUMNS)[number];

export const MAX_IMPORT_LINES = 5000;

export interface ImportIssue {
  line: number;
  column: string | null;
  message: string;
  /** An error stops the import; a note says what the shop assumed (a default, a column it does not keep). */
  level: 'error' | 'note';
}

export interface CsvVariant {
  line: number;
  values: string[];
  sku: string | null;
  grams: number | null;
  stock: number;
  pricePaise: number;
  mrpPaise: number;
  barcode: string | null;
  image: string | null;
}

export interface CsvProduct {
  handle: string;
  line: number;
  title: string;
  description: string;
  category: string;
  tags: string[];
  optionNames: string[];
  variants: CsvVariant[];
  images: { line: number; src: string; position: number }[];
}

type Row = { line: number; get: (column: ShopifyColumn) => string };

const DEFAULT_OPTION = { name: 'title', value: 'default title' };

/** Plain text from Shopify's HTML description: paragraphs and breaks become line breaks, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const textToHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function rowsOf(records: CsvRecord[], issues: ImportIssue[]): Row[] {
  const [header, ...body] = records;
  if (!header) {
    issues.push({ line: 1, column: null, message: 'The file is empty', level: 'error' });
    return [];
  }
  const index = new Map(header.fields.map((name, i) => [name.trim().toLowerCase(), i]));
  for (const required of ['Handle', 'Title', 'Variant Price'] as const) {
    if (!index.has(required.toLowerCase()))
      issues.push({ line: 1, column: required, message: `The column ${required} is missing`, level: 'error' });
  }
  if (body.length > MAX_IMPORT_LINES)
    issues.push({
      line: 1,
      column: null,
      message: `Import at most ${MAX_IMPORT_LINES} rows at a time`,
      level: 'error',
    });
  return body.map((record) => ({
    line: record.line,
    get: (column) => unneutralise((record.fields[index.get(column.toLowerCase()) ?? -1] ?? '').trim()),
  }));
}

/** The export quotes a cell that a spreadsheet would run as a formula ('=…); reading it back drops the quote. */
const unneutralise = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

type Problem = (column: ShopifyColumn, message: string) => void;

function rupeesCell(row: Row, column: ShopifyColumn, problem: Problem, required: boolean): number | null {
  const text = row.get(column).replace(/,/g, '');
  if (!text) {
    if (required) problem(column, `${column} is required: the selling price in rupees, e.g. 1499.00`);
    return null;
  }
  const value = Number(text);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || value <= 0 || value > MAX_PRICE_RUPEES) {
    problem(column, `${column} must be an amount in rupees from 0.01 to ${MAX_PRICE_RUPEES}, not "${text}"`);
    return null;
  }
  return rupeesToPaise(value);
}

function wholeCell(row: Row, column: ShopifyColumn, max: number, problem: Problem): number | null {
  const text = row.get(column);
  if (!text) return null;
  // Shopify writes grams as "250.0" in some exports.
  const value = Number(text);
  if (!/^\d+(\.0+)?$/.test(text) || value > max) {
    problem(column, `${column} must be a whole number from 0 to ${max.toLocaleString('en-IN')}, not "${text}"`);
    return null;
  }
  return value;
}

export const COMPARE_AT_BELOW_PRICE =
  'The Compare At Price is below the Variant Price (no sale in Shopify): imported with the MRP at the price';

/**
 * Shopify writes the weight in grams converted from the merchant's unit, with decimals ("226.796185" for 8 oz,
 * in its own sample file): rounded to the nearest gram (decision 266).
 */
function gramsCell(row: Row, problem: Problem): number | null {
  const text = row.get('Variant Grams');
  if (!text) return null;
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || Math.round(value) > MAX_WEIGHT_GRAMS) {
    const most = MAX_WEIGHT_GRAMS.toLocaleString('en-IN');
    problem('Variant Grams', `Variant Grams must be a weight in grams from 0 to ${most}, not "${text}"`);
    return null;
  }
  return Math.round(value);
}

function readVariant(row: Row, optionCount: number, issues: ImportIssue[]): CsvVariant | null {
  const before = issues.length;
  const problem: Problem = (column, message) => issues.push({ line: row.line, column, message, level: 'error' });
  const price = rupeesCell(row, 'Variant Price', problem, true);
  const compareAt = rupeesCell(row, 'Variant Compare At Price', problem, false);
  const barcode = row.get('Variant Barcode');
  if (barcode && !/^(\d{8}|\d{12,14})$/.test(barcode)) problem('Variant Barcode', VARIANT_MESSAGES.barcode);
  const sku = row.get('Variant SKU');
  if (sku.length > 64) problem('Variant SKU', VARIANT_MESSAGES.sku);
  const grams = gramsCell(row, problem);
  const stock = wholeCell(row, 'Variant Inventory Qty', MAX_STOCK, problem);
  const values = (['Option1 Value', 'Option2 Value', 'Option3 Value'] as const)
    .slice(0, optionCount)
    .map((c) => row.get(c));
  values.forEach((value, i) => {
    if (!value) problem(`Option${i + 1} Value` as ShopifyColumn, `Give the value of option ${i + 1} for this variant`);
  });
  if (issues.length > before || price === null) return null;
  // Shopify shows a Compare At Price below the price as no sale at all (its own sample file has one); an MRP below
  // the selling price is not allowed here, so the MRP is the price, as with an empty cell (decision 266).
  const isBelowPrice = compareAt !== null && compareAt < price;
  if (isBelowPrice)
    issues.push({ line: row.line, column: 'Variant Compare At Price', message: COMPARE_AT_BELOW_PRICE, level: 'note' });
  return {
    line: row.line,
    values,
    sku: sku || null,
    grams: grams || null,
    stock: stock ?? 0,
    pricePaise: price,
    mrpPaise: isBelowPrice ? price : (compareAt ?? price),
    barcode: barcode || null,
    image: row.get('Variant Image') || null,
  };
}

function startProduct(row: Row, issues: ImportIssue[]): CsvProduct {
  const problem: Problem = (column, message) => issues.push({ line: row.line, column, message, level: 'error' });
  const title = row.get('Title');
  if (!title || title.length > 200) problem('Title', 'Title is required, at most 200 characters');
  const category = row.get('Type') || (row.get('Product Category').split('>').pop() ?? '').trim();
  if (!category) problem('Type', "Give a Type (the shop's category) or a Product Category");
  const names = (['Option1 Name', 'Option2 Name', 'Option3 Name'] as const).map((c) => row.get(c)).filter(Boolean);
  const isDefault =
    names.length === 1 &&
    names[0]!.toLowerCase() === DEFAULT_OPTION.name &&
    row.get('Option1 Value').toLowerCase() === DEFAULT_OPTION.value;
  if (names.length > MAX_PRODUCT_OPTIONS) problem('Option1 Name', VARIANT_MESSAGES.tooManyOptions);
  const status = row.get('Status').toLowerCase();
  const isDraft =
    (status && status !== 'active' && status !== 'archived') || row.get('Published').toUpperCase() === 'FALSE';
  if (isDraft && status !== 'archived')
    issues.push({
      line: row.line,
      column: row.get('Status') ? 'Status' : 'Published',
      message: 'The shop has no drafts: this product is imported on sale',
      level: 'note',
    });
  return {
    handle: row.get('Handle'),
    line: row.line,
    title,
    description: htmlToText(row.get('Body (HTML)')),
    category: category.slice(0, 100),
    tags: row
      .get('Tags')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    optionNames: isDefault ? [] : names,
    variants: [],
    images: [],
  };
}

function checkGrid(product: CsvProduct, issues: ImportIssue[]) {
  const seen = new Set<string>();
  for (const v of product.variants) {
    const key = v.values.join('\u0000').toLowerCase();
    if (seen.has(key))
      issues.push({
        line: v.line,
        column: 'Option1 Value',
        message: `${product.handle} has this combination twice`,
        level: 'error',
      });
    seen.add(key);
  }
  if (product.optionNames.length === 0 && product.variants.length > 1)
    issues.push({
      line: product.variants[1]!.line,
      column: 'Option1 Name',
      message: 'A product without options has one variant: name the options (e.g. Size) to import several',
      level: 'error',
    });
  // A product whose rows were all refused already has its errors.
  if (product.variants.length === 0 && !issues.some((i) => i.level === 'error' && i.line === product.line))
    issues.push({
      line: product.line,
      column: 'Variant Price',
      message: `${product.handle} has no variant row: give at least one row with a Variant Price`,
      level: 'error',
    });
  if (product.variants.length > MAX_VARIANTS)
    issues.push({ line: product.line, column: null, message: VARIANT_MESSAGES.tooManyVariants, level: 'error' });
}

function isVariantRow(row: Row): boolean {
  return Boolean(row.get('Variant Price') || row.get('Option1 Value') || row.get('Variant SKU'));
}

/** The products of a Shopify CSV, and every problem found (no database needed). */
export function readShopifyCsv(text: string): { products: CsvProduct[]; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { products: [], issues: [{ line: error.line, column: null, message: error.message, level: 'error' }] };
  }
  const rows = rowsOf(records, issues);
  if (issues.some((i) => i.level === 'error')) return { products: [], issues };
  const byHandle = new Map<string, CsvProduct>();
  // Shopify's archived products are off sale there and kept for its records: not brought over (decision 224).
  const archived = new Set<string>();
  for (const row of rows) {
    const handle = row.get('Handle');
    if (!handle) {
      issues.push({
        line: row.line,
        column: 'Handle',
        message: 'Every row needs the Handle of its product',
        level: 'error',
      });
      continue;
    }
    let product = byHandle.get(handle.toLowerCase());
    if (!product) {
      product = startProduct(row, issues);
      byHandle.set(handle.toLowerCase(), product);
      if (row.get('Status').toLowerCase() === 'archived') archived.add(handle.toLowerCase());
    }
    const src = row.get('Image Src');
    if (src)
      product.images.push({
        line: row.line,
        src,
        position: Number(row.get('Image Position')) || product.images.length + 1,
      });
    if (!isVariantRow(row)) continue;
    const variant = readVariant(row, Math.max(product.optionNames.length, 0), issues);
    if (variant) product.variants.push(variant);
  }
  const products = [...byHandle.values()].filter((product) => {
    if (!archived.has(product.handle.toLowerCase())) return true;
    issues.push({ line: product.line, column: 'Status', message: ARCHIVED_NOTE, level: 'note' });
    return false;
  });
  for (const product of products) lonelyTitleOption(product, issues);
  for (const product of products) checkGrid(product, issues);
  checkSkusTwice(products, issues);
  return { products, issues };
}

const ARCHIVED_NOTE = 'Archived in Shopify: not imported';

/**
 * Shopify names the option of a one-variant product "Title"; its own sample gives it a value other than
 * "Default Title" ("Grey"). One value is no choice: the product is imported without options. Several values are
 * kept as an option named Title, with a note to rename it (Size, Colour) in the options editor.
 */
function lonelyTitleOption(product: CsvProduct, issues: ImportIssue[]) {
  if (product.optionNames.length !== 1 || product.optionNames[0]!.toLowerCase() !== DEFAULT_OPTION.name) return;
  if (product.variants.length === 1) {
    product.optionNames = [];
    for (const v of product.variants) v.values = [];
    issues.push({
      line: product.line,
      column: 'Option1 Name',
      message: 'One variant named by Title: imported as a product without options',
      level: 'note',
    });
  } else {
    issues.push({
      line: product.line,
      column: 'Option1 Name',
      message: 'The option is named Title: rename it (e.g. Size) in the options editor after the import',
      level: 'note',
    });
  }
}

function checkSkusTwice(products: CsvProduct[], issues: ImportIssue[]) {
  const seen = new Map<string, number>();
  for (const v of products.flatMap((p) => p.variants)) {
    if (!v.sku) continue;
    const first = seen.get(v.sku.toLowerCase());
    if (first !== undefined)
      issues.push({
        line: v.line,
        column: 'Variant SKU',
        message: `SKU ${v.sku} is already on line ${first}`,
        level: 'error',
      });
    else seen.set(v.sku.toLowerCase(), v.line);
  }
}
