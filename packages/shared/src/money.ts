import { lazily } from './lazy';

/** Money is integer paise inside the system; rupees (2 decimals) only at the API edge and on screen. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** True when a rupee amount is a whole number of paise (at most 2 decimals, within float noise). */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** A whole number of paise as whole rupees and the paise left over: 123450 -> { rupees: 1234, paise: 50 }. */
export function wholeRupeesAndPaise(paise: number): { rupees: number; paise: number } {
  return { rupees: Math.floor(paise / 100), paise: paise % 100 };
}

const inrFormatter = lazily(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** en-IN grouping with the rupee sign: 123456.5 -> "₹1,23,456.50". */
export function formatRupees(rupees: number): string {
  return inrFormatter().format(rupees);
}

export function formatPaise(paise: number): string {
  return formatRupees(paiseToRupees(paise));
}

const wholeInrFormatter = lazily(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/** A headline price: "₹999" for whole rupees, "₹1,299.50" otherwise. */
export function formatRupeesShort(rupees: number): string {
  return Number.isInteger(rupees) ? wholeInrFormatter().format(rupees) : formatRupees(rupees);
}
