/**
 * Shiprocket writes India time without an offset, in several layouts. India keeps no daylight saving, so a
 * fixed +05:30 is exact.
 */
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function istParts(ms: number) {
  const d = new Date(ms + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** `2024-07-01 18:05` (order_date). */
export function formatIstMinutes(ms: number): string {
  const p = istParts(ms);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** `2024-07-01 18:05:09` (tracking activity dates, etd). */
export function formatIstSeconds(ms: number): string {
  const p = istParts(ms);
  return `${formatIstMinutes(ms)}:${pad(p.second)}`;
}

/** `01 07 2024 18:05:09` (webhook current_timestamp). */
export function formatWebhookTimestamp(ms: number): string {
  const p = istParts(ms);
  return `${pad(p.day)} ${pad(p.month)} ${p.year} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** `Jul 01, 2024` (serviceability etd). */
export function formatEtdDay(ms: number): string {
  const p = istParts(ms);
  return `${MONTHS[p.month - 1] ?? 'Jan'} ${pad(p.day)}, ${p.year}`;
}

/** `2024-07-01`: the India calendar day of an instant. */
export function istDay(ms: number): string {
  const p = istParts(ms);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

function fromIst(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date | null {
  const ms = Date.UTC(year, month - 1, day, hour, minute, second) - IST_OFFSET_MS;
  const check = istParts(ms);
  // Reject 2024-02-31 and the like instead of rolling over.
  if (check.month !== month || check.day !== day) return null;
  return new Date(ms);
}

/**
 * Any date Shiprocket sends: `2022-07-19 11:37:00`, `23 05 2023 11:43:52`, `Jul 01, 2024`, `2024-07-01`, or
 * ISO 8601 with an offset. Null when it is none of them.
 */
export function parseShiprocketDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (m) return fromIst(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  m = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (m) return fromIst(+m[3]!, +m[2]!, +m[1]!, +m[4]!, +m[5]!, +m[6]!);
  m = /^([A-Za-z]{3})[a-z]* (\d{1,2}),? (\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS.findIndex((name) => name.toLowerCase() === m![1]!.toLowerCase()) + 1;
    return month > 0 ? fromIst(+m[3]!, month, +m[2]!) : null;
  }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return fromIst(+m[1]!, +m[2]!, +m[3]!);
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(s)) {
    const ms = Date.parse(s);
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  return null;
}
