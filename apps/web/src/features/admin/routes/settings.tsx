import { LEGAL_GST_RATES_PERCENT } from '@shop/shared/gst';
import { TURNOVER_ABOVE_5_CRORE_LABEL } from '@shop/shared/gst-turnover';
import { INDIAN_STATES } from '@shop/shared/indian-states';
import type { AdminSettingsResponse } from '@shop/shared/schemas/settings-api';
import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { FormAlert, SelectField, TextField } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { useAdminSettings, useSaveSettings } from '../api/settings';
import { LogoField } from '../components/logo-field';
import { Panel } from '../components/panel';
import { EInvoicingNoticeText } from '../components/e-invoicing-notice';
import { TextAreaField } from '../components/text-area-field';
import {
  type SettingsFieldErrors,
  type SettingsFormValues,
  type SettingsSwitch,
  type SettingsTextField,
  fieldErrorsFromApi,
  toFormValues,
  validateSettings,
} from '../utils/settings-form';

export const SETTINGS_LOAD_FAILED = 'Failed to load settings';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings';
export const SETTINGS_SAVED = 'Settings saved';

interface FieldSpec {
  field: SettingsTextField;
  label: string;
  maxLength: number;
  kind?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'money' | 'long' | 'state';
  hint?: string;
  isRequired?: boolean;
  /** A long text box's height; a list (one item per line) takes the whole row and does not wrap its lines. */
  rows?: number;
  isList?: boolean;
}

const required = { isRequired: true } as const;

/** The form, grouped as the merchant thinks of it; limits match the shared schema. */
/** A checkbox shown after a group's text boxes. */
interface SwitchSpec {
  field: SettingsSwitch;
  label: string;
}

const GROUPS: { title: string; fields: FieldSpec[]; switches?: SwitchSpec[] }[] = [
  {
    title: 'Shop identity and GST',
    fields: [
      { field: 'shopName', label: 'Shop name', maxLength: 60, ...required },
      { field: 'legalName', label: 'Legal name', maxLength: 120, hint: 'As registered for GST.', ...required },
      { field: 'address', label: 'Registered address', maxLength: 300, kind: 'long', ...required },
      { field: 'state', label: 'State', maxLength: 60, kind: 'state', ...required },
      { field: 'gstin', label: 'GSTIN', maxLength: 15, hint: 'Leave empty until you are registered.' },
      {
        field: 'gstRatesPercent',
        label: 'GST rates offered on products (%)',
        maxLength: 60,
        hint: `Comma-separated, from the rates in force: ${LEGAL_GST_RATES_PERCENT.join(', ')}. Products keep a rate you remove.`,
        ...required,
      },
    ],
    // In any financial year since 2017-18: 6-digit HSN codes and e-invoicing of B2B invoices (decision 182).
    switches: [
      { field: 'aggregateTurnoverAbove5Crore', label: `${TURNOVER_ABOVE_5_CRORE_LABEL} (any year since 2017-18)` },
    ],
  },
  {
    title: 'Customer support',
    fields: [
      { field: 'supportEmail', label: 'Support email', maxLength: 254, kind: 'email', ...required },
      { field: 'supportPhone', label: 'Support phone', maxLength: 17, kind: 'tel', ...required },
      { field: 'supportHours', label: 'Support hours', maxLength: 100, hint: 'For example: Mon–Sat, 10am–7pm' },
    ],
  },
  {
    title: 'Notifications',
    fields: [
      {
        field: 'notificationEmails',
        label: 'Notification emails',
        maxLength: 1300,
        hint: 'Up to 5 addresses, separated by commas: told of new orders, messages, cancellations and failed refunds.',
        ...required,
      },
    ],
  },
  {
    title: 'WhatsApp',
    fields: [
      {
        field: 'whatsappNumber',
        label: 'WhatsApp number',
        maxLength: 15,
        kind: 'tel',
        hint: 'Digits with country code, e.g. 919812345678. Empty hides WhatsApp ordering.',
      },
    ],
  },
  {
    title: 'Pickup',
    fields: [
      {
        field: 'pickupLocation',
        label: 'Pickup location name',
        maxLength: 100,
        hint: 'As named in Shiprocket.',
        ...required,
      },
      { field: 'pickupAddress', label: 'Pickup address', maxLength: 300, kind: 'long', ...required },
      { field: 'pickupPincode', label: 'Pickup PIN code', maxLength: 6, kind: 'number', ...required },
    ],
  },
  {
    title: 'Shipping and COD fees',
    switches: [
      { field: 'codEnabled', label: 'Offer cash on delivery' },
      // decision 244: the returns policy offers another size or colour instead of a refund.
      { field: 'exchangesAllowed', label: 'Offer exchanges for another size or colour' },
    ],
    fields: [
      // The checkout's rule (docs/decisions/039-shipping-fee-from-settings.md).
      {
        field: 'shippingFeeRupees',
        label: 'Shipping fee (₹)',
        maxLength: 9,
        kind: 'money',
        hint: 'Every order at or below the free-shipping amount pays it; 0 for none.',
        ...required,
      },
      { field: 'freeShippingAboveRupees', label: 'Free shipping above (₹)', maxLength: 9, kind: 'money', ...required },
      {
        field: 'codFeeRupees',
        label: 'Cash on delivery fee (₹)',
        maxLength: 9,
        kind: 'money',
        hint: 'Added to the shipping fee for cash on delivery at or below the free-shipping amount.',
        ...required,
      },
    ],
  },
  {
    // Issue 37 (docs/decisions/228-cod-rules.md): shown at checkout, enforced on every COD order.
    title: 'Cash on delivery rules',
    // decision 240: the delivery phone must be one the buyer verified by a one-time code.
    switches: [
      { field: 'codRequireVerifiedPhone', label: 'Cash on delivery only to a verified phone number' },
      // decision 252: the COD fee is paid online when the order is placed; the courier collects the rest.
      { field: 'codFeeAdvanceByUpi', label: 'Ask for the COD fee in advance by UPI' },
    ],
    fields: [
      {
        field: 'codMaxOrderValueRupees',
        label: 'Largest cash-on-delivery order (₹)',
        maxLength: 9,
        kind: 'money',
        hint: 'Bigger orders must be paid online. 0 for no limit.',
        ...required,
      },
      {
        field: 'codMaxFailedOrders',
        label: 'Refuse COD after this many failed COD orders',
        maxLength: 2,
        kind: 'number',
        hint: 'Orders returned by the courier (RTO) or never confirmed by the buyer. 0 never refuses.',
        ...required,
      },
      {
        field: 'codBlockedPincodes',
        label: 'PIN codes without cash on delivery',
        maxLength: 40_000,
        kind: 'long',
        hint: 'Six-digit PIN codes, separated by commas or spaces.',
      },
      {
        field: 'codBlockedStates',
        label: 'States without cash on delivery',
        maxLength: 2000,
        kind: 'long',
        hint: 'State names as in addresses, separated by commas, e.g. Goa, Tamil Nadu.',
      },
    ],
  },
  {
    title: 'Payment and confirmation windows',
    // Issue 37 (docs/decisions/227-cod-confirmation.md): buyers confirm COD orders before packing.
    switches: [{ field: 'codConfirmationEnabled', label: 'Ask buyers to confirm cash-on-delivery orders' }],
    fields: [
      {
        field: 'paymentWindowMinutes',
        label: 'Online payment window (minutes)',
        maxLength: 4,
        kind: 'number',
        hint: 'An unpaid online order is cancelled after this long (5–1440).',
        ...required,
      },
      {
        field: 'whatsappConfirmationHours',
        label: 'WhatsApp confirmation window (hours)',
        maxLength: 3,
        kind: 'number',
        hint: 'A WhatsApp order not confirmed in this time is cancelled (1–168).',
        ...required,
      },
      {
        field: 'codConfirmationHours',
        label: 'COD confirmation window (hours)',
        maxLength: 3,
        kind: 'number',
        hint: 'When buyers are asked to confirm: one reminder halfway, and an unconfirmed order is cancelled after this long (2–168).',
        ...required,
      },
    ],
  },
  {
    title: 'Order caps',
    fields: [
      {
        field: 'maxUnitsPerProduct',
        label: 'Most units of one product per order',
        maxLength: 4,
        kind: 'number',
        ...required,
      },
      {
        field: 'maxOpenUnpaidOrders',
        label: 'Most unpaid orders per customer',
        maxLength: 3,
        kind: 'number',
        ...required,
      },
      {
        field: 'maxOpenCodOrders',
        label: 'Most unshipped cash-on-delivery orders per customer',
        maxLength: 3,
        kind: 'number',
        hint: 'Stops one account holding the stock with many COD orders (1–100).',
        ...required,
      },
      { field: 'maxOrderValueRupees', label: 'Largest order total (₹)', maxLength: 12, kind: 'money', ...required },
    ],
    switches: [
      { field: 'requireVerifiedEmailForCheckout', label: 'Checkout only after the customer has verified their email' },
    ],
  },
  {
    title: 'Look of the shop',
    fields: [
      {
        field: 'themeColor',
        label: 'Theme colour',
        maxLength: 7,
        hint: 'Buttons and links, as # and six hex digits (e.g. #1d4ed8); empty keeps the default violet. White text must stay readable on it (contrast at least 4.5:1).',
      },
    ],
  },
  {
    title: 'Grievance officer',
    fields: [
      { field: 'grievanceOfficerName', label: 'Name', maxLength: 100 },
      { field: 'grievanceOfficerDesignation', label: 'Designation', maxLength: 100 },
      { field: 'grievanceOfficerEmail', label: 'Email', maxLength: 254, kind: 'email' },
      { field: 'grievanceOfficerPhone', label: 'Phone', maxLength: 20, kind: 'tel' },
    ],
  },
  {
    title: 'Social links',
    fields: [
      { field: 'socialLinks.instagram', label: 'Instagram', maxLength: 300, kind: 'url' },
      { field: 'socialLinks.facebook', label: 'Facebook', maxLength: 300, kind: 'url' },
      { field: 'socialLinks.youtube', label: 'YouTube', maxLength: 300, kind: 'url' },
      { field: 'socialLinks.x', label: 'X (Twitter)', maxLength: 300, kind: 'url' },
    ],
  },
  {
    title: 'Search',
    fields: [
      {
        field: 'searchSynonyms',
        label: 'Spelling variants and synonyms',
        maxLength: 80_000,
        kind: 'long',
        rows: 10,
        isList: true,
        hint: 'One group per line, words separated by commas or slashes, e.g. kurta, kurtha, kurti. A search for any word of a line also finds the others. Up to 200 lines of 2–12 words; letters and digits only.',
      },
    ],
  },
];

const INPUT_PROPS: Record<NonNullable<FieldSpec['kind']>, { type: string; inputMode?: 'numeric' | 'decimal' }> = {
  text: { type: 'text' },
  email: { type: 'email' },
  tel: { type: 'tel' },
  url: { type: 'url' },
  number: { type: 'text', inputMode: 'numeric' },
  money: { type: 'text', inputMode: 'decimal' },
  long: { type: 'text' },
  state: { type: 'text' },
};

/** The link targets of the go-live checklist (#gstin, #server) are inside this page: scroll to them once shown. */
function useScrollToHash(isReady: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'center' });
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.focus();
  }, [isReady, hash]);
}

function SettingsForm({ answer }: { answer: AdminSettingsResponse }) {
  const toast = useToast('settings.save');
  const save = useSaveSettings();
  const [values, setValues] = useState<SettingsFormValues>(() => toFormValues(answer.settings));
  const [errors, setErrors] = useState<SettingsFieldErrors>({});
  const [formError, setFormError] = useState('');
  const serverItems = answer.checklist.filter((item) => item.fixLink.endsWith('#server'));

  const setText = (field: SettingsTextField, value: string) => {
    setValues((current) => ({ ...current, text: { ...current.text, [field]: value } }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const checked = validateSettings(values);
    if (!checked.settings) {
      setErrors(checked.errors);
      setFormError('Please correct the highlighted fields.');
      // The form is long: take the merchant to the first problem.
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    save.mutate(checked.settings, {
      onSuccess: (saved) => {
        setValues(toFormValues(saved.settings));
        toast.success(SETTINGS_SAVED);
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsFromApi(error);
        if (fieldErrors) setErrors(fieldErrors);
        const message = getErrorMessage(error, SETTINGS_SAVE_FAILED);
        setFormError(message);
        toast.error(message);
      },
    });
  };

  const renderField = ({ field, label, maxLength, kind = 'text', hint, isRequired, rows = 3, isList }: FieldSpec) => {
    const common = { id: field, label, hint, isRequired, error: errors[field], value: values.text[field] };
    if (kind === 'long') {
      return (
        <TextAreaField
          key={field}
          {...common}
          className={isList ? 'md:col-span-2' : undefined}
          wrap={isList ? 'off' : undefined}
          rows={rows}
          maxLength={maxLength}
          onChange={(e) => setText(field, e.target.value)}
        />
      );
    }
    if (kind === 'state') {
      return (
        <SelectField key={field} {...common} onChange={(e) => setText(field, e.target.value)}>
          <option value="">Choose a state</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
      );
    }
    return (
      <TextField
        key={field}
        {...common}
        {...INPUT_PROPS[kind]}
        maxLength={maxLength}
        onChange={(e) => setText(field, e.target.value)}
      />
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {answer.mode === 'demo' && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          This is the demo shop: replace the demo values (GSTIN, WhatsApp number) before going live.
        </p>
      )}
      {GROUPS.map((group) => (
        <Panel key={group.title} title={group.title}>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {group.fields.map(renderField)}
            {group.title === 'Look of the shop' && (
              <LogoField value={values.text.logoUrl} onChange={(url) => setText('logoUrl', url)} />
            )}
            {group.switches?.map(({ field, label }) => (
              <label key={field} className="flex items-center gap-2 self-end text-sm font-medium text-slate-700">
                <input
                  id={field}
                  type="checkbox"
                  className="h-4 w-4"
                  checked={values[field]}
                  onChange={(e) => setValues((current) => ({ ...current, [field]: e.target.checked }))}
                />
                {label}
              </label>
            ))}
            {group.switches?.some((s) => s.field === 'aggregateTurnoverAbove5Crore') &&
              values.aggregateTurnoverAbove5Crore && <TurnoverNotice />}
            {group.switches?.some((s) => s.field === 'codEnabled') && (
              <ReturnShippingPayerField
                value={values.returnShippingPaidBy}
                onChange={(returnShippingPaidBy) => setValues((current) => ({ ...current, returnShippingPaidBy }))}
              />
            )}
          </div>
        </Panel>
      ))}
      {serverItems.length > 0 && (
        <section id="server" aria-labelledby="server-heading">
          <Panel title={<span id="server-heading">Server settings</span>}>
            <p className="mb-3 text-sm text-slate-600">
              These are environment variables of the server, not editable here. Set them and restart the server.
            </p>
            <ul className="space-y-2 text-sm">
              {serverItems.map((item) => (
                <li key={item.key}>
                  <span className="font-medium text-slate-900">{item.label}</span>{' '}
                  <span className={item.isDone ? 'text-green-700' : 'text-amber-700'}>
                    ({item.isDone ? 'done' : 'missing'})
                  </span>
                  : <span className="text-slate-600">{item.hint}</span>
                </li>
              ))}
            </ul>
          </Panel>
        </section>
      )}
      <FormAlert>{formError}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending}>
          <Save className="h-4 w-4" aria-hidden="true" />
          Save settings
        </Button>
      </div>
    </form>
  );
}

/** Shop settings (/admin/settings): the shop's details and business rules, checked with the shared schema. */
export function AdminSettingsRoute() {
  useDocumentTitle('Settings');
  const settings = useAdminSettings();
  useScrollToHash(Boolean(settings.data));

  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Your shop's details and business rules, used on every page, mail and invoice."
      />
      {settings.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : settings.isError || !settings.data ? (
        <ErrorPanel
          title="Could not load settings"
          message={getErrorMessage(settings.error, SETTINGS_LOAD_FAILED)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm answer={settings.data} />
      )}
    </>
  );
}

/** Who pays the courier for a return pickup; the returns policy page says so (docs/decisions/179). */
function ReturnShippingPayerField({
  value,
  onChange,
}: {
  value: SettingsFormValues['returnShippingPaidBy'];
  onChange: (value: SettingsFormValues['returnShippingPaidBy']) => void;
}) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      Return shipping is paid by
      <select
        id="returnShippingPaidBy"
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value as SettingsFormValues['returnShippingPaidBy'])}
      >
        <option value="shop">The shop (free return pickup)</option>
        <option value="customer">The customer (deducted from the refund)</option>
      </select>
    </label>
  );
}

/** What the turnover switch changes, shown while it is on (docs/decisions/182). */
function TurnoverNotice() {
  return (
    <div className="space-y-2 md:col-span-2">
      <p className="text-sm text-slate-700">
        Products need a 6- or 8-digit HSN code (Notification 78/2020-Central Tax): a product with a 4-digit code or none
        cannot be saved until its code is completed.
      </p>
      <EInvoicingNoticeText />
    </div>
  );
}
