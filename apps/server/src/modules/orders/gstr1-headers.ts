import { GSTR1_SHEETS, type Gstr1Sheet } from '@shop/shared/schemas/gst-returns';

/** The GSTR-1 tables this shop fills (GSTR1_SHEETS, shared with the GST screen), with the utility's column headings. */
export { GSTR1_SHEETS, type Gstr1Sheet };

/** The rate-wise tax columns that close a line in the invoice and note tables, in the utility's order. */
const TAX_RATE_COLUMNS = ['Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'] as const;

/** Table 12's columns, the same in its B2B and B2C tabs. */
const HSN_COLUMNS = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;

export const GSTR1_HEADERS: Record<Gstr1Sheet, readonly string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', ...TAX_RATE_COLUMNS, 'E-Commerce GSTIN'],
  b2cs: ['Type', 'Place Of Supply', ...TAX_RATE_COLUMNS, 'E-Commerce GSTIN'],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    ...TAX_RATE_COLUMNS,
  ],
  cdnur: ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', ...TAX_RATE_COLUMNS],
  hsn_b2b: HSN_COLUMNS,
  hsn_b2c: HSN_COLUMNS,
  exemp: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};
