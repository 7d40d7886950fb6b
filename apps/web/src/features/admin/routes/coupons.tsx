import type { Coupon, CouponPayload } from '@shop/shared/schemas/coupon';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-screen';
import { FormAlert, Label, Select, TextField } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { useCategories } from '../../categories/api/get-categories';
import { useCoupons, useSaveCoupon } from '../api/coupons';

interface FormValues {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: string;
  maxDiscount: string;
  minOrderValue: string;
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  categoryId: string;
  active: boolean;
}

const EMPTY: FormValues = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  maxDiscount: '',
  minOrderValue: '',
  startsAt: '',
  endsAt: '',
  totalLimit: '',
  perCustomerLimit: '',
  firstOrderOnly: false,
  categoryId: '',
  active: true,
};

const num = (v: string) => (v.trim() === '' ? null : Number(v));
/** A date picked in India time, as the start (00:00) or the end (next day 00:00) of that day. */
const istDay = (v: string, end = false) => {
  if (!v) return null;
  const d = new Date(`${v}T00:00:00+05:30`);
  if (end) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};
const dayOf = (iso: string | null, end = false) => {
  if (!iso) return '';
  const d = new Date(new Date(iso).getTime() + 330 * 60_000 - (end ? 86_400_000 : 0));
  return d.toISOString().slice(0, 10);
};

function toPayload(v: FormValues): CouponPayload {
  return {
    code: v.code,
    description: v.description,
    kind: v.kind,
    ...(v.kind === 'percent'
      ? { percentOff: num(v.value), maxDiscount: num(v.maxDiscount) }
      : { amountOff: num(v.value) }),
    minOrderValue: num(v.minOrderValue) ?? 0,
    startsAt: istDay(v.startsAt),
    endsAt: istDay(v.endsAt, true),
    totalLimit: num(v.totalLimit),
    perCustomerLimit: num(v.perCustomerLimit),
    firstOrderOnly: v.firstOrderOnly,
    categoryId: v.categoryId || null,
    active: v.active,
  };
}

function fromCoupon(c: Coupon): FormValues {
  return {
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: String(c.kind === 'percent' ? (c.percentOff ?? '') : (c.amountOff ?? '')),
    maxDiscount: c.maxDiscount === null ? '' : String(c.maxDiscount),
    minOrderValue: c.minOrderValue ? String(c.minOrderValue) : '',
    startsAt: dayOf(c.startsAt),
    endsAt: dayOf(c.endsAt, true),
    totalLimit: c.totalLimit === null ? '' : String(c.totalLimit),
    perCustomerLimit: c.perCustomerLimit === null ? '' : String(c.perCustomerLimit),
    firstOrderOnly: c.firstOrderOnly,
    categoryId: c.categoryId ?? '',
    active: c.active,
  };
}

/** Coupons (/admin/coupons, docs/decisions/135-coupons.md): create, edit and disable; every save is audited. */
export function AdminCouponsRoute() {
  useDocumentTitle('Coupons');
  const toast = useToast();
  const coupons = useCoupons();
  const categories = useCategories();
  const save = useSaveCoupon();
  const [editing, setEditing] = useState<string | null>(null);
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { id: editing ?? undefined, payload: toPayload(values) },
      {
        onSuccess: (coupon) => {
          toast.success(`Coupon ${coupon.code} saved`);
          setEditing(null);
          setValues(EMPTY);
        },
        onError: (problem) => setError(getErrorMessage(problem, 'Could not save the coupon')),
      },
    );
  };

  const toggle = (c: Coupon) =>
    save.mutate(
      { id: c._id, payload: toPayload({ ...fromCoupon(c), active: !c.active }) },
      {
        onSuccess: (coupon) => toast.success(`Coupon ${coupon.code} ${coupon.active ? 'enabled' : 'disabled'}`),
        onError: (problem) => toast.error(getErrorMessage(problem, 'Could not save the coupon')),
      },
    );

  return (
    <>
      <PageHeader title="Coupons" subtitle="Percentage or fixed discounts the shopper applies at checkout." />
      <form
        onSubmit={onSubmit}
        aria-label={editing ? 'Edit coupon' : 'New coupon'}
        className="mb-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField
          label="Code"
          id="coupon-code"
          value={values.code}
          onChange={(e) => set('code', e.target.value)}
          isRequired
        />
        <div>
          <Label htmlFor="coupon-kind">Type</Label>
          <Select
            id="coupon-kind"
            value={values.kind}
            onChange={(e) => set('kind', e.target.value as FormValues['kind'])}
          >
            <option value="percent">Percentage off</option>
            <option value="fixed">Fixed amount off (₹)</option>
          </Select>
        </div>
        <TextField
          label={values.kind === 'percent' ? 'Percent off' : 'Amount off (₹)'}
          id="coupon-value"
          inputMode="decimal"
          value={values.value}
          onChange={(e) => set('value', e.target.value)}
          isRequired
        />
        {values.kind === 'percent' && (
          <TextField
            label="Maximum discount (₹)"
            id="coupon-max"
            inputMode="decimal"
            value={values.maxDiscount}
            onChange={(e) => set('maxDiscount', e.target.value)}
          />
        )}
        <TextField
          label="Minimum order (₹)"
          id="coupon-min"
          inputMode="decimal"
          value={values.minOrderValue}
          onChange={(e) => set('minOrderValue', e.target.value)}
        />
        <TextField
          label="Valid from"
          id="coupon-from"
          type="date"
          value={values.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
        />
        <TextField
          label="Valid until"
          id="coupon-until"
          type="date"
          value={values.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
        />
        <TextField
          label="Total uses"
          id="coupon-total"
          inputMode="numeric"
          value={values.totalLimit}
          onChange={(e) => set('totalLimit', e.target.value)}
        />
        <TextField
          label="Uses per customer"
          id="coupon-per-customer"
          inputMode="numeric"
          value={values.perCustomerLimit}
          onChange={(e) => set('perCustomerLimit', e.target.value)}
        />
        <div>
          <Label htmlFor="coupon-category">Only for category</Label>
          <Select id="coupon-category" value={values.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
            <option value="">Every category</option>
            {(categories.data ?? []).map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
        <TextField
          label="Description"
          id="coupon-description"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={values.firstOrderOnly}
            onChange={(e) => set('firstOrderOnly', e.target.checked)}
          />
          First order only
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={values.active} onChange={(e) => set('active', e.target.checked)} />
          Active
        </label>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
          {error && <FormAlert>{error}</FormAlert>}
          <Button type="submit" isLoading={save.isPending}>
            {editing ? 'Save coupon' : 'Create coupon'}
          </Button>
          {editing && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setEditing(null);
                setValues(EMPTY);
              }}
            >
              Cancel
            </Button>
          )}
        </div>
      </form>
      {coupons.isPending ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : coupons.isError ? (
        <ErrorPanel
          title="Error Loading Coupons"
          message={getErrorMessage(coupons.error, 'Failed to load coupons')}
          onRetry={() => void coupons.refetch()}
        />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white" aria-label="Coupons">
          {coupons.data.length === 0 && <li className="p-4 text-sm text-slate-600">No coupons yet.</li>}
          {coupons.data.map((c) => (
            <li
              key={c._id}
              className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
              data-testid="coupon-row"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {c.code} <span className="font-normal text-slate-600">· {c.summary}</span>
                  {!c.active && (
                    <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">Disabled</span>
                  )}
                </p>
                <p className="text-slate-600">
                  Used {c.usedCount}
                  {c.totalLimit !== null ? ` of ${c.totalLimit}` : ''} times
                  {c.minOrderValue > 0 ? ` · min ₹${c.minOrderValue}` : ''}
                  {c.firstOrderOnly ? ' · first order only' : ''}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setEditing(c._id);
                    setValues(fromCoupon(c));
                  }}
                >
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => toggle(c)}>
                  {c.active ? 'Disable' : 'Enable'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
