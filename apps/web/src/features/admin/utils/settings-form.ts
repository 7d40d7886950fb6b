import { type ShopSettings, shopSettingsSchema } from '@shop/shared/schemas/shop-settings';
import { formatSynonymGroups, parseSynonymGroups } from '@shop/shared/search';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** The boxes of the Settings form that hold a number (typed as text, sent as a number). */
const NUMBER_TEXT_FIELDS = [
  'shippingFeeRupees',
  'freeShippingAboveRupees',
  'codFeeRupees',
  'paymentWindowMinutes',
  'whatsappConfirmationHours',
  'codConfirmationHours',
  'codMaxOrderValueRupees',
  'codMaxFailedOrders',
  'maxUnitsPerProduct',
  'maxOpenUnpaidOrders',
  'maxOpenCodOrders',
  'maxOrderValueRupees',
] as const;

/** Every text box of the Settings form, by its settings path (social links are nested). */
export const SETTINGS_TEXT_FIELDS = [
  'shopName',
  'legalName',
  'address',
  'state',
  'gstin',
  'supportEmail',
  'supportPhone',
  'supportHours',
  'notificationEmails',
  'whatsappNumber',
  'pickupLocation',
  'pickupAddress',
  'pickupPincode',
  ...NUMBER_TEXT_FIELDS,
  'grievanceOfficerName',
  'grievanceOfficerDesignation',
  'grievanceOfficerEmail',
  'grievanceOfficerPhone',
  'socialLinks.instagram',
  'socialLinks.facebook',
  'socialLinks.youtube',
  'socialLinks.x',
  'gstRatesPercent',
  'codBlockedPincodes',
  'codBlockedStates',
  'searchSynonyms',
  'themeColor',
  'logoUrl',
] as const;
export type SettingsTextField = (typeof SETTINGS_TEXT_FIELDS)[number];

const NUMBER_FIELDS = new Set<SettingsTextField>(NUMBER_TEXT_FIELDS);

/** The yes/no settings, each a checkbox of the form. */
export const SETTINGS_SWITCHES = [
  'codEnabled',
  'codConfirmationEnabled',
  'codRequireVerifiedPhone',
  'codFeeAdvanceByUpi',
  'requireVerifiedEmailForCheckout',
  'aggregateTurnoverAbove5Crore',
  'invoiceHindiLabels',
  'exchangesAllowed',
] as const;
export type SettingsSwitch = (typeof SETTINGS_SWITCHES)[number];

export interface SettingsFormValues extends Record<SettingsSwitch, boolean> {
  text: Record<SettingsTextField, string>;
  returnShippingPaidBy: ShopSettings['returnShippingPaidBy'];
}
export type SettingsFieldErrors = Partial<Record<SettingsTextField | SettingsSwitch, string>>;

function readPath(settings: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], settings);
}

/** The stored settings as the form shows them: numbers as typed text, the notification list comma-separated. */
export function toFormValues(settings: ShopSettings): SettingsFormValues {
  const source = settings as unknown as Record<string, unknown>;
  const text = Object.fromEntries(
    SETTINGS_TEXT_FIELDS.map((field) => {
      const value = readPath(source, field);
      if (field === 'searchSynonyms') return [field, formatSynonymGroups(Array.isArray(value) ? value : [])];
      const shown = Array.isArray(value)
        ? value.join(', ')
        : typeof value === 'string' || typeof value === 'number'
          ? `${value}`
          : '';
      return [field, shown];
    }),
  ) as Record<SettingsTextField, string>;
  return {
    text,
    codEnabled: Boolean(settings.codEnabled),
    codConfirmationEnabled: Boolean(settings.codConfirmationEnabled),
    codRequireVerifiedPhone: Boolean(settings.codRequireVerifiedPhone),
    codFeeAdvanceByUpi: Boolean(settings.codFeeAdvanceByUpi),
    requireVerifiedEmailForCheckout: Boolean(settings.requireVerifiedEmailForCheckout),
    aggregateTurnoverAbove5Crore: Boolean(settings.aggregateTurnoverAbove5Crore),
    invoiceHindiLabels: Boolean(settings.invoiceHindiLabels),
    // Absent in settings saved before exchanges: on, as the server's default (decision 244).
    exchangesAllowed: settings.exchangesAllowed !== false,
    returnShippingPaidBy: settings.returnShippingPaidBy ?? 'shop',
  };
}

/** The form's text back into the shape of the shared schema (an empty number box becomes NaN: refused below). */
function toInput({
  text,
  codEnabled,
  codConfirmationEnabled,
  codRequireVerifiedPhone,
  codFeeAdvanceByUpi,
  requireVerifiedEmailForCheckout,
  aggregateTurnoverAbove5Crore,
  invoiceHindiLabels,
  exchangesAllowed,
  returnShippingPaidBy,
}: SettingsFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {
    codEnabled,
    codConfirmationEnabled,
    codRequireVerifiedPhone,
    codFeeAdvanceByUpi,
    requireVerifiedEmailForCheckout,
    aggregateTurnoverAbove5Crore,
    invoiceHindiLabels,
    exchangesAllowed,
    returnShippingPaidBy,
    socialLinks: {},
  };
  for (const field of SETTINGS_TEXT_FIELDS) {
    const raw = text[field];
    let value: unknown = raw;
    if (NUMBER_FIELDS.has(field)) value = raw.trim() === '' ? Number.NaN : Number(raw.replace(/,/g, ''));
    else if (field === 'notificationEmails' || field === 'codBlockedPincodes')
      value = raw.split(/[\s,;]+/).filter(Boolean);
    // State names hold spaces ("Tamil Nadu"): split on commas, semicolons and new lines only.
    else if (field === 'codBlockedStates')
      value = raw
        .split(/[,;\n]+/)
        .map((state) => state.trim())
        .filter(Boolean);
    else if (field === 'gstRatesPercent')
      value = raw
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((rate) => Number(rate.replace(/%$/, '')));
    else if (field === 'searchSynonyms') value = parseSynonymGroups(raw);
    const [head, tail] = field.split('.');
    if (tail) (input[head!] as Record<string, unknown>)[tail] = value;
    else input[field] = value;
  }
  return input;
}

/** A settings path as the form names it: list positions dropped (notificationEmails.1 is the list's box). */
function fieldOf(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  return parts.filter((part) => !/^\d+$/.test(part)).join('.');
}

/** zod's own wording ("Too small: expected number to be >=5") in the merchant's words. */
function humanMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    return issue.expected === 'int' ? 'Enter a whole number' : 'Enter a number';
  }
  if (issue.code === 'too_small' && issue.message.startsWith('Too small')) return `At least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.message.startsWith('Too big')) return `At most ${String(issue.maximum)}`;
  return issue.message;
}

/** Checks the form with the same shared schema the server uses; the first problem of each field is shown. */
export function validateSettings(
  values: SettingsFormValues,
): { settings: ShopSettings; errors: null } | { settings: null; errors: SettingsFieldErrors } {
  const parsed = shopSettingsSchema.safeParse(toInput(values));
  if (parsed.success) return { settings: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= humanMessage(issue);
  }
  return { settings: null, errors: errors };
}

/** A 422 from the server names its fields (`fields`, or at least `field`): shown next to them. */
export function fieldErrorsFromApi(error: unknown): SettingsFieldErrors | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const body = error.body as { field?: unknown; fields?: unknown };
  const errors: Record<string, string> = {};
  if (body.fields && typeof body.fields === 'object') {
    for (const [path, message] of Object.entries(body.fields as Record<string, unknown>)) {
      if (typeof message === 'string') errors[fieldOf(path)] ??= message;
    }
  }
  if (typeof body.field === 'string' && body.field) errors[fieldOf(body.field)] ??= error.message;
  return Object.keys(errors).length > 0 ? errors : null;
}
