import { wholeRupeesAndPaise } from './money';

const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

function spellBelowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return unit === 0 ? tens : `${tens}-${ONES[unit]}`;
}

function spellBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(spellBelowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in Indian-style words (lakh and crore grouping): 12345678 -> "One Crore Twenty-Three Lakh
 * Forty-Five Thousand Six Hundred Seventy-Eight". Amounts of a hundred crore and more repeat the grouping
 * before "Crore" ("One Thousand Crore").
 */
export function spellIndianNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`cannot spell ${n}`);
  if (n === 0) return ONES[0];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${spellIndianNumber(crore)} Crore`);
  if (lakh > 0) parts.push(`${spellBelowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${spellBelowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(spellBelowThousand(rest));
  return parts.join(' ');
}

/** An amount in paise as an invoice writes it: 123450 -> "Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only". */
export function formatAmountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`invalid amount in paise: ${paise}`);
  const { rupees, paise: rest } = wholeRupeesAndPaise(paise);
  const rupeeWords = `Rupees ${spellIndianNumber(rupees)}`;
  if (rest === 0) return `${rupeeWords} Only`;
  return `${rupeeWords} and ${spellBelowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
}
