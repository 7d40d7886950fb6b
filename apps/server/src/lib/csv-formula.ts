/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return that
 * hides one) as a formula. Such text gets a leading single quote, so it is shown as text. One rule for every
 * CSV the shop writes (admin exports, GSTR-1).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
