import { RETURN_REASONS, RETURN_REASON_LABELS, type ReturnReason } from '@shop/shared/returns';
import { adminOpenReturnSchema } from '@shop/shared/schemas/returns';
import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert, SelectField, TextField } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { orderReturnsQueryOptions } from '../../../lib/orders/returns';
import { useOpenReturnForCustomer } from '../api/returns';
import type { Order } from '../types';
import { TextAreaField } from './text-area-field';

/**
 * On a delivered order: the shop opens a return for the customer, after the 48-hour window too, with a note the
 * customer reads (docs/decisions/191-admin-opens-return.md). From then on it is in Returns like any other.
 */
export function OpenReturnForCustomer({ order }: { order: Order }) {
  const [isOpen, setIsOpen] = useState(false);
  if (order.status !== 'delivered') return null;
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 p-4" aria-label="Open a return">
      {isOpen ? (
        <OpenReturnFields order={order} onDone={() => setIsOpen(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
          <span>The customer cannot ask after the return window; the shop can open a return for them.</span>
          <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
            <Undo2 className="h-4 w-4" aria-hidden="true" />
            Open a return for the customer
          </Button>
        </div>
      )}
    </section>
  );
}

function OpenReturnFields({ order, onDone }: { order: Order; onDone: () => void }) {
  const toast = useToast();
  const eligibility = useQuery(orderReturnsQueryOptions(order._id));
  const open = useOpenReturnForCustomer(order._id);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState<ReturnReason>('defect_after_48h');
  const [note, setNote] = useState('');
  const [upiId, setUpiId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lines = (eligibility.data?.items ?? []).filter((line) => line.returnable > 0);
  const isCod = eligibility.data !== undefined && eligibility.data.paymentMethod !== 'razorpay';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminOpenReturnSchema.safeParse({
      items: lines
        .map((line) => ({ orderItemId: line.orderItemId, quantity: Number(quantities[line.orderItemId] ?? 0) }))
        .filter((item) => item.quantity > 0),
      reason,
      note,
      ...(isCod ? { payout: { method: 'upi', upiId } } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setError(null);
    open.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Return opened: it is in Returns, waiting for your approval', { key: 'return.open' });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Open a return for the customer" className="grid gap-3">
      <h3 className="text-sm font-semibold text-slate-900">Open a return for the customer</h3>
      <FormAlert>{error ?? (open.isError ? getErrorMessage(open.error, 'Could not open the return') : null)}</FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        {lines.map((line) => (
          <TextField
            key={line.orderItemId}
            label={`${line.name} (up to ${line.returnable})`}
            type="number"
            min={0}
            max={line.returnable}
            inputMode="numeric"
            value={quantities[line.orderItemId] ?? ''}
            placeholder="0"
            onChange={(e) => setQuantities({ ...quantities, [line.orderItemId]: e.target.value })}
          />
        ))}
        <SelectField label="Reason" value={reason} onChange={(e) => setReason(e.target.value as ReturnReason)}>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {RETURN_REASON_LABELS[r]}
            </option>
          ))}
        </SelectField>
        {isCod && (
          <TextField
            label="Refund to UPI ID"
            hint="Cash on delivery: where the customer asked to be paid"
            value={upiId}
            onChange={(e) => setUpiId(e.target.value)}
          />
        )}
      </div>
      <TextAreaField
        label="Note (the customer reads it)"
        isRequired
        rows={3}
        maxLength={500}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setError(null);
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={open.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={open.isPending}>
          Open return
        </Button>
      </div>
    </form>
  );
}
