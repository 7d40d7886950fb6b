import { plural } from '@shop/shared/plural';

const MAX_LISTED = 3;

function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return value.length > MAX_LISTED ? plural(value.length, 'item') : `[${value.map(textOf).join(', ')}]`;
  }
  if (isPlainObject(value)) {
    // A group of fields (the shop's social links): the ones set, by name; never raw JSON.
    const set = Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== '');
    return set.length === 0 ? '—' : set.map(([k, v]) => `${fieldLabel(k)} ${textOf(v)}`).join('; ');
  }
  return typeof value === 'bigint' ? value.toString() : '—';
}

/** 'sellingPrice' -> 'selling price', 'aggregateTurnoverAbove5Crore' -> 'aggregate turnover above 5 crore'. */
function fieldLabel(key: string): string {
  return key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return isPlainObject(value) && 'from' in value && 'to' in value;
}

/**
 * A one-line summary of an entry's details. Changes read 'field: before → after' (at the top level, or
 * nested such as `changes: {stock: {from, to}}`); long lists are counted rather than spelled out.
 */
export function detailsSummary(details: unknown, action = ''): string {
  if (details === null || details === undefined || details === '') return '';
  if (!isPlainObject(details)) return textOf(details);
  const parts: string[] = [];
  if (isChange(details)) {
    // A top-level from/to is the thing the action names ('user.role_change': the role).
    const field = /role/i.test(action) ? 'role: ' : '';
    parts.push(`${field}${textOf(details.from)} → ${textOf(details.to)}`);
  }
  for (const [key, value] of Object.entries(details)) {
    if (isChange(details) && (key === 'from' || key === 'to')) continue;
    if (isChange(value)) parts.push(`${fieldLabel(key)}: ${textOf(value.from)} → ${textOf(value.to)}`);
    else if (isPlainObject(value)) {
      const inner = detailsSummary(value);
      if (inner) parts.push(inner);
    } else parts.push(`${fieldLabel(key)}: ${textOf(value)}`);
  }
  return parts.join(', ');
}
