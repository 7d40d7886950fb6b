import type { Coupon } from '@shop/shared/schemas/coupon';
import { type FormEvent, useState } from 'react';
import { useFieldMessages } from '../../../components/forms/use-field-messages';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useSaveCoupon } from '../api/coupons';
import {
  COUPON_FIELD_IDS,
  couponFieldErrors,
  type CouponFormValues,
  couponToFormValues,
  EMPTY_COUPON,
  toCouponPayload,
} from '../utils/coupon-form';

const SAVE_FAILED = 'Could not save the coupon';

/** The coupon form's state: a new coupon, or the one being edited; saving it, and enabling or disabling a row. */
export function useCouponEditor() {
  const toast = useToast();
  const save = useSaveCoupon();
  const [editing, setEditing] = useState<string | null>(null);
  const [values, setValues] = useState<CouponFormValues>(EMPTY_COUPON);
  const [error, setError] = useState<string | null>(null);
  const { errors, checkOnSubmit, resetMessages } = useFieldMessages(() => couponFieldErrors(values));
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const reset = () => {
    setEditing(null);
    setValues(EMPTY_COUPON);
    setError(null);
    resetMessages();
  };

  const edit = (c: Coupon) => {
    setEditing(c._id);
    setValues(couponToFormValues(c));
    setError(null);
    resetMessages();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const problems = checkOnSubmit();
    // The messages may sit far above the button on a phone: the first box to fix takes the focus.
    const first = (Object.keys(COUPON_FIELD_IDS) as (keyof typeof COUPON_FIELD_IDS)[]).find((key) => problems[key]);
    if (first) document.getElementById(`coupon-${COUPON_FIELD_IDS[first]}`)?.focus();
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      { id: editing ?? undefined, payload: toCouponPayload(values) },
      {
        onSuccess: (coupon) => {
          toast.success(`Coupon ${coupon.code} saved`);
          reset();
        },
        onError: (problem) => setError(getErrorMessage(problem, SAVE_FAILED)),
      },
    );
  };

  const toggle = (c: Coupon) =>
    save.mutate(
      { id: c._id, payload: toCouponPayload({ ...couponToFormValues(c), active: !c.active }) },
      {
        onSuccess: (coupon) => toast.success(`Coupon ${coupon.code} ${coupon.active ? 'enabled' : 'disabled'}`),
        onError: (problem) => toast.error(getErrorMessage(problem, SAVE_FAILED)),
      },
    );

  return {
    isEditing: editing !== null,
    values,
    set,
    errors,
    error,
    isSaving: save.isPending,
    onSubmit,
    edit,
    reset,
    toggle,
  };
}

export type CouponEditor = ReturnType<typeof useCouponEditor>;
