import { hsnTurnoverProblem } from '@shop/shared/gst-turnover';
import {
  MAX_PRICE_RUPEES,
  MAX_STOCK,
  MAX_WARRANTY_MONTHS,
  MAX_WEIGHT_GRAMS,
  PRODUCT_FORM_MESSAGES,
  parseRupees,
  parseSpecifications,
  productFormSchema,
} from '@shop/shared/schemas/product-form';
import { DEFAULT_GST_RATE_PERCENT, formatGstRate } from '@shop/shared/gst';
import { DECLARATION_MESSAGES } from '@shop/shared/declarations';
import {
  EMPTY_DECLARATIONS,
  productDeclarationsSchema,
  type ProductDeclarations,
} from '@shop/shared/schemas/declarations';
import type { Product } from '../types';
import { formatSpecifications } from './specifications';
import { DEFAULT_UQC, UQC_CODES, UQC_LIST, uqcOf } from '@shop/shared/uqc';

export { PRODUCT_FORM_MESSAGES };

/** The product form as typed: every field is text until it is checked. */
export interface ProductFormValues {
  name: string;
  description: string;
  /** Optional Hindi beside the English (docs/decisions/258); empty: the English is shown on Hindi pages. */
  nameHi: string;
  descriptionHi: string;
  /** The category's Hindi name; empty leaves the category's own as it is. */
  categoryHi: string;
  mrp: string;
  sellingPrice: string;
  category: string;
  stock: string;
  sku: string;
  /** One of the GST slabs (select); HSN 4, 6 or 8 digits, may be left empty. */
  gstRate: string;
  hsn: string;
  /** GST unit quantity code (select), printed beside the quantity on invoices. */
  uqc: string;
  /** Packed weight of one unit in grams (courier quotes and the parcel); empty keeps the current one. */
  weightGrams: string;
  /** Warranty in whole months; empty = no warranty badge on the product page. */
  warrantyMonths: string;
  tags: string;
  specialFeatures: string;
  specifications: string;
  /** Legal Metrology declarations (docs/decisions/100), as typed. */
  countryOfOrigin: string;
  genericName: string;
  makerRole: string;
  makerName: string;
  makerAddress: string;
  importerName: string;
  importerAddress: string;
  netQuantity: string;
  netQuantityUnit: string;
  /** 'yes' for food (best before instead of month of manufacture), '' otherwise. */
  isFood: string;
  manufacturedMonth: string;
  bestBefore: string;
  consumerCare: string;
}

export type ProductFormField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

/** What is sent once the form checks out (the shared schema's output, pictures apart). */
export interface ProductPayload {
  name: string;
  description: string;
  /** Empty: cleared (name, description) or left as it is (category). */
  nameHi: string;
  descriptionHi: string;
  categoryHi: string;
  mrp: number;
  /** null: sold at the MRP. */
  sellingPrice: number | null;
  category: string;
  stock: number;
  /** Empty: the server makes one (new product) or keeps the current one (edit). */
  sku: string;
  gstRate: number;
  /** Empty: none yet (new product) or keep the current one (edit). */
  hsn: string;
  uqc: string;
  /** Grams; null: none given (a new product gets the default, an edited one keeps its own). */
  weightGrams: number | null;
  /** Months; null: no warranty (the badge is not shown). */
  warrantyMonths: number | null;
  tags: string[];
  specialFeatures: string[];
  specifications: Record<string, string>;
  declarations: ProductDeclarations;
}

const DECLARATION_FIELDS = [
  'countryOfOrigin',
  'genericName',
  'makerRole',
  'makerName',
  'makerAddress',
  'importerName',
  'importerAddress',
  'netQuantity',
  'netQuantityUnit',
  'isFood',
  'manufacturedMonth',
  'bestBefore',
  'consumerCare',
] as const satisfies readonly ProductFormField[];

function declarationsToValues(d: ProductDeclarations = EMPTY_DECLARATIONS) {
  return {
    countryOfOrigin: d.countryOfOrigin,
    genericName: d.genericName,
    makerRole: d.makerRole,
    makerName: d.makerName,
    makerAddress: d.makerAddress,
    importerName: d.importerName,
    importerAddress: d.importerAddress,
    netQuantity: d.netQuantity === null ? '' : String(d.netQuantity),
    netQuantityUnit: d.netQuantityUnit,
    isFood: d.isFood ? 'yes' : '',
    manufacturedMonth: d.manufacturedMonth,
    bestBefore: d.bestBefore,
    consumerCare: d.consumerCare,
  };
}

/** The declarations as typed, checked by the shared schema; an error names the field it belongs to. */
function parseDeclarationValues(
  values: ProductFormValues,
): { ok: true; value: ProductDeclarations } | { ok: false; field: ProductFormField; message: string } {
  const quantity = values.netQuantity.trim();
  if (quantity && !(Number(quantity) > 0))
    return { ok: false, field: 'netQuantity', message: DECLARATION_MESSAGES.invalidQuantity };
  const parsed = productDeclarationsSchema.safeParse({
    ...Object.fromEntries(DECLARATION_FIELDS.map((f) => [f, values[f]])),
    netQuantity: quantity ? Number(quantity) : null,
    isFood: values.isFood === 'yes',
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = (issue?.path[0] ?? 'countryOfOrigin') as ProductFormField;
  return { ok: false, field, message: issue?.message ?? DECLARATION_MESSAGES.invalidJson };
}

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

export function productToFormValues(product?: Product | null): ProductFormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      nameHi: '',
      descriptionHi: '',
      categoryHi: '',
      mrp: '',
      sellingPrice: '',
      category: '',
      stock: '',
      sku: '',
      gstRate: String(DEFAULT_GST_RATE_PERCENT),
      hsn: '',
      uqc: DEFAULT_UQC,
      weightGrams: '',
      warrantyMonths: '',
      tags: '',
      specialFeatures: '',
      specifications: '',
      ...declarationsToValues(),
    };
  }
  const hasOwnPrice = product.sellingPrice != null && product.sellingPrice !== product.mrp;
  return {
    name: product.name,
    description: product.description,
    nameHi: product.nameHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
    categoryHi: product.categoryHi ?? '',
    mrp: numberText(product.mrp),
    sellingPrice: hasOwnPrice ? numberText(product.sellingPrice) : '',
    category: product.category,
    stock: numberText(product.stock),
    sku: product.sku ?? '',
    gstRate: String(product.gstRate ?? DEFAULT_GST_RATE_PERCENT),
    hsn: product.hsn ?? '',
    uqc: uqcOf(product.uqc),
    weightGrams: numberText(product.weightGrams),
    warrantyMonths: product.warrantyMonths == null ? '' : String(product.warrantyMonths),
    tags: (product.tags ?? []).join(', '),
    specialFeatures: (product.specialFeatures ?? []).join(', '),
    specifications: formatSpecifications(product.specifications),
    ...declarationsToValues(product.declarations),
  };
}

/** Every field's own problem at once, with the messages the server gives (shared helpers). */
function fieldErrors(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = PRODUCT_FORM_MESSAGES.nameRequired;
  if (!values.description.trim()) errors.description = PRODUCT_FORM_MESSAGES.descriptionRequired;
  if (!values.category.trim()) errors.category = PRODUCT_FORM_MESSAGES.categoryRequired;

  const mrp = parseRupees(values.mrp);
  if (!values.mrp.trim()) errors.mrp = PRODUCT_FORM_MESSAGES.mrpRequired;
  else if (mrp === null || mrp <= 0 || mrp > MAX_PRICE_RUPEES) errors.mrp = PRODUCT_FORM_MESSAGES.invalidMrp;

  if (values.sellingPrice.trim()) {
    const price = parseRupees(values.sellingPrice);
    if (price === null || price <= 0) errors.sellingPrice = PRODUCT_FORM_MESSAGES.invalidSellingPrice;
    else if (mrp !== null && mrp > 0 && price > mrp) errors.sellingPrice = PRODUCT_FORM_MESSAGES.sellingPriceAboveMrp;
  }

  const stock = values.stock.trim();
  if (!stock) errors.stock = PRODUCT_FORM_MESSAGES.stockRequired;
  else if (!/^\d+$/.test(stock) || Number(stock) > MAX_STOCK) errors.stock = PRODUCT_FORM_MESSAGES.invalidStock;

  const specifications = parseSpecifications(values.specifications);
  if (!specifications.ok) errors.specifications = specifications.message;

  const declarations = parseDeclarationValues(values);
  if (!declarations.ok) errors[declarations.field] = declarations.message;
  const weight = values.weightGrams.trim();
  if (weight && !(/^\d+$/.test(weight) && Number(weight) >= 1 && Number(weight) <= MAX_WEIGHT_GRAMS))
    errors.weightGrams = PRODUCT_FORM_MESSAGES.invalidWeight;
  const warranty = values.warrantyMonths.trim();
  if (warranty && !(/^\d+$/.test(warranty) && Number(warranty) >= 1 && Number(warranty) <= MAX_WARRANTY_MONTHS))
    errors.warrantyMonths = PRODUCT_FORM_MESSAGES.invalidWarranty;
  return errors;
}

export type ProductFormResult = { ok: true; payload: ProductPayload } | { ok: false; errors: ProductFormErrors };

/**
 * docs/product.md#validation, through the schema the server parses the form with, so the two never disagree: name,
 * category, MRP, stock and description required; prices and stock numeric; the selling price optional and
 * dropped when it equals the MRP; lists comma-separated; specifications JSON or 'key:value' pairs.
 */
export function validateProductForm(
  values: ProductFormValues,
  { turnoverAbove5Crore = false }: { turnoverAbove5Crore?: boolean } = {},
): ProductFormResult {
  const errors = fieldErrors(values);
  // Above ₹5 crore turnover the code needs 6 or 8 digits: the server's rule (docs/decisions/182), said before sending.
  const hsnProblem = errors.hsn ? null : hsnTurnoverProblem(values.hsn, turnoverAbove5Crore);
  if (hsnProblem) errors.hsn = hsnProblem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const parsed = productFormSchema.safeParse({ ...values, existingImages: undefined });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = (issue?.path[0] ?? 'name') as ProductFormField;
    return { ok: false, errors: { [field]: issue?.message ?? PRODUCT_FORM_MESSAGES.nameRequired } };
  }
  const form = parsed.data;
  const declarations = parseDeclarationValues(values);
  if (!declarations.ok) return { ok: false, errors: { [declarations.field]: declarations.message } };
  return {
    ok: true,
    payload: {
      name: form.name,
      description: form.description,
      nameHi: form.nameHi ?? '',
      descriptionHi: form.descriptionHi ?? '',
      categoryHi: form.categoryHi ?? '',
      mrp: form.mrp,
      sellingPrice: form.sellingPrice,
      category: form.category,
      stock: form.stock,
      sku: form.sku ?? '',
      gstRate: form.gstRate ?? DEFAULT_GST_RATE_PERCENT,
      hsn: form.hsn ?? '',
      uqc: form.uqc ?? DEFAULT_UQC,
      weightGrams: form.weightGrams ?? null,
      warrantyMonths: form.warrantyMonths ?? null,
      tags: form.tags,
      specialFeatures: form.specialFeatures,
      specifications: form.specifications,
      declarations: declarations.value,
    },
  };
}

/**
 * The multipart body of POST/PUT /api/products: text fields, `specifications` and `existingImages` as JSON
 * text, then one `images` part per new file. An empty `sellingPrice` clears it.
 */
export function buildProductFormData(
  payload: ProductPayload,
  existingImages: readonly string[],
  files: readonly File[],
): FormData {
  const form = new FormData();
  form.append('name', payload.name);
  form.append('description', payload.description);
  // Always sent: empty clears the Hindi name and description (the category's is only ever set from here).
  form.append('nameHi', payload.nameHi);
  form.append('descriptionHi', payload.descriptionHi);
  form.append('categoryHi', payload.categoryHi);
  form.append('mrp', String(payload.mrp));
  form.append('sellingPrice', payload.sellingPrice == null ? '' : String(payload.sellingPrice));
  form.append('category', payload.category);
  form.append('stock', String(payload.stock));
  if (payload.sku) form.append('sku', payload.sku);
  form.append('gstRate', String(payload.gstRate));
  if (payload.hsn) form.append('hsn', payload.hsn);
  form.append('uqc', payload.uqc);
  if (payload.weightGrams !== null) form.append('weightGrams', String(payload.weightGrams));
  // Always sent: empty clears the warranty.
  form.append('warrantyMonths', payload.warrantyMonths === null ? '' : String(payload.warrantyMonths));
  form.append('tags', payload.tags.join(','));
  form.append('specialFeatures', payload.specialFeatures.join(','));
  form.append('specifications', JSON.stringify(payload.specifications));
  form.append('declarations', JSON.stringify(payload.declarations));
  form.append('existingImages', JSON.stringify(existingImages));
  for (const file of files) form.append('images', file, file.name);
  return form;
}

/** The unit select's options: "NOS - numbers", from the GST portal's list. */
export const UQC_OPTIONS = UQC_CODES.map((code) => ({
  value: code,
  label: `${code} - ${UQC_LIST[code].toLowerCase()}`,
}));

export interface GstRateOption {
  value: string;
  label: string;
}

/**
 * The GST rates the product form offers: the shop's list (Settings), and the product's own rate when the
 * shop no longer offers it, so editing such a product keeps its rate (docs/decisions/055-configurable-gst-rates.md).
 */
export function gstRateOptions(shopRates: readonly number[], currentRate?: number | null): GstRateOption[] {
  const options = shopRates.map((rate) => ({ value: String(rate), label: formatGstRate(rate) }));
  if (currentRate != null && !shopRates.includes(currentRate)) {
    options.push({ value: String(currentRate), label: `${formatGstRate(currentRate)} (no longer in the shop's list)` });
    options.sort((a, b) => Number(a.value) - Number(b.value));
  }
  return options;
}
