/**
 * What changes for a shop whose aggregate turnover was above ₹5 crore in any financial year since 2017-18
 * (docs/decisions/182-turnover-above-5-crore.md):
 * - HSN codes of at least 6 digits on every tax invoice (Notification 78/2020-Central Tax, 15 Oct 2020: 4 digits
 *   up to ₹5 crore, 6 above), so a product cannot be saved with a 4-digit code or none;
 * - e-invoicing: a B2B invoice (and a credit note to a registered buyer) must be reported to the Invoice Registration Portal (IRP) and carry the IRN and
 *   signed QR code it returns (Notification 13/2020-CT as amended by 10/2023-CT: above ₹5 crore from 1 Aug 2023).
 *   The shop does not talk to the IRP, so it only says so; it never prints an IRN it did not get.
 */

/** The setting's label, the same on the Settings screen and in messages. */
export const TURNOVER_ABOVE_5_CRORE_LABEL = 'Aggregate turnover above ₹5 crore';

/** 6 or 8 digits: the subheading or the full tariff item. */
export const SIX_DIGIT_HSN_PATTERN = /^(\d{6}|\d{8})$/;

export const HSN_SIX_DIGITS_MESSAGE =
  'HSN code must have 6 or 8 digits: the shop’s aggregate turnover is above ₹5 crore (Notification 78/2020-Central Tax). Add the full code, e.g. 851830 instead of 8518.';

/**
 * Why a product may not be saved with this HSN code (the one it will have after the save), or null. Only the
 * digit count depends on turnover; the 4/6/8-digit format itself is the product form's check.
 */
export function hsnTurnoverProblem(hsn: string | null | undefined, turnoverAbove5Crore: boolean): string | null {
  if (!turnoverAbove5Crore) return null;
  return SIX_DIGIT_HSN_PATTERN.test((hsn ?? '').trim()) ? null : HSN_SIX_DIGITS_MESSAGE;
}

/** The notice shown on the GST screen and under the setting while it is on. */
export const E_INVOICING_NOTICE =
  'E-invoicing applies: every B2B invoice and credit note (to a buyer with a GSTIN) must be reported to the Invoice Registration Portal (IRP, einvoice1.gst.gov.in) and carry the IRN and signed QR code it returns before it is issued. This shop does not connect to the IRP: generate the e-invoice there (or through your GST software) for each B2B order before dispatch, and for each credit note on one. B2C invoices are not e-invoiced.';
