import { formatRupees, rupeesToPaise, paiseToRupees } from '@shop/shared/money';
import {
  MAX_RETURN_PHOTOS,
  MAX_RETURN_PHOTO_BYTES,
  MAX_RETURN_VIDEO_BYTES,
  RETURN_PHOTO_TYPES,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_VIDEO_TYPES,
  returnRequestRefundPaise,
} from '@shop/shared/returns';
import { RETURN_MESSAGES, payoutDetailsSchema, type ReturnRequestDto } from '@shop/shared/schemas/returns';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label, Select } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { orderReturnsQueryOptions, useRequestReturn, type ReturnEligibility } from '../api/returns';
import { formatDateTime } from '../utils/order-display';

const ACCEPT = [...RETURN_PHOTO_TYPES, ...RETURN_VIDEO_TYPES].join(',');

/** The same evidence rules as the server, told before sending (docs/decisions/120-return-window.md). */
export function evidenceProblem(files: readonly File[]): string | null {
  if (files.length === 0) return RETURN_MESSAGES.evidenceMissing;
  const photos = files.filter((f) => (RETURN_PHOTO_TYPES as readonly string[]).includes(f.type));
  const videos = files.filter((f) => (RETURN_VIDEO_TYPES as readonly string[]).includes(f.type));
  if (photos.length + videos.length !== files.length) return RETURN_MESSAGES.wrongType;
  if (photos.length > 0 && videos.length > 0) return RETURN_MESSAGES.photoAndVideo;
  if (videos.length > 1) return RETURN_MESSAGES.tooManyVideos;
  if (photos.length > MAX_RETURN_PHOTOS) return RETURN_MESSAGES.tooManyPhotos;
  if (photos.some((f) => f.size > MAX_RETURN_PHOTO_BYTES)) return RETURN_MESSAGES.photoTooLarge;
  if (videos.some((f) => f.size > MAX_RETURN_VIDEO_BYTES)) return RETURN_MESSAGES.videoTooLarge;
  return null;
}

function ReturnTimeline({ ret }: { ret: ReturnRequestDto }) {
  return (
    <div className="rounded-xl border border-slate-200 p-3" data-testid="return-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">
          {ret.items.map((i) => `${i.quantity} x ${i.name}`).join(', ')}
        </p>
        <span
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
          data-testid="return-status"
        >
          {RETURN_STATUS_LABELS[ret.status]}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        Refund: {formatRupees(ret.refundAmount)}
        {ret.refundMethod === 'manual' && ret.payout
          ? ` to ${ret.payout.destination}`
          : ' to your original payment method'}
      </p>
      <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4" aria-label="Return progress">
        {ret.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-sm" data-testid="return-event">
            <span className="font-medium text-slate-900">{event.label}</span>
            <span className="ml-2 text-xs text-slate-500">{formatDateTime(event.at)}</span>
            {event.note && <span className="block text-slate-600">{event.note}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

function ReturnForm({
  orderId,
  eligibility,
  onDone,
}: {
  orderId: string;
  eligibility: ReturnEligibility;
  onDone: () => void;
}) {
  const toast = useToast();
  const request = useRequestReturn();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [payoutMethod, setPayoutMethod] = useState<'upi' | 'bank'>('upi');
  const [payout, setPayout] = useState({ upiId: '', accountName: '', accountNumber: '', ifsc: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needsPayout = eligibility.paymentMethod !== 'razorpay';

  const chosen = eligibility.items
    .map((i) => ({ ...i, quantity: quantities[i.orderItemId] ?? 0 }))
    .filter((i) => i.quantity > 0);
  // Shown before sending: the items' price, no shipping or COD fee (docs/decisions/121-return-refund-amount.md).
  const refundPaise = returnRequestRefundPaise(
    chosen.map((i) => ({ unitPricePaise: rupeesToPaise(i.unitPrice), quantity: i.quantity, discountSharePaise: 0 })),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (chosen.length === 0) found.items = RETURN_MESSAGES.items;
    if (!reason) found.reason = RETURN_MESSAGES.reason;
    if (description.trim().length < 10) found.description = RETURN_MESSAGES.description;
    const fileProblem = evidenceProblem(files);
    if (fileProblem) found.files = fileProblem;
    let payoutDetails: Record<string, string> | undefined;
    if (needsPayout) {
      const candidate: Record<string, string> =
        payoutMethod === 'upi'
          ? { method: 'upi', upiId: payout.upiId }
          : { method: 'bank', accountName: payout.accountName, accountNumber: payout.accountNumber, ifsc: payout.ifsc };
      const parsed = payoutDetailsSchema.safeParse(candidate);
      if (parsed.success) payoutDetails = candidate;
      else found.payout = parsed.error.issues[0]?.message ?? RETURN_MESSAGES.payoutNeeded;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    request.mutate(
      {
        orderId,
        items: chosen.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })),
        reason,
        description: description.trim(),
        payout: payoutDetails,
        files,
      },
      {
        onSuccess: () => {
          toast.success('Return requested: we will review it and email you');
          onDone();
        },
        onError: (error) => toast.error(getErrorMessage(error, 'Could not send the return request')),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
      aria-label="Request a return"
    >
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-slate-700">Items to return</legend>
        <ul className="space-y-2">
          {eligibility.items.map((item) => (
            <li key={item.orderItemId} className="flex items-center justify-between gap-3 text-sm">
              <label htmlFor={`return-qty-${item.orderItemId}`} className="min-w-0 flex-1 break-words text-slate-800">
                {item.name} <span className="text-slate-500">({formatRupees(item.unitPrice)} each)</span>
              </label>
              <div className="w-20 shrink-0">
                <Select
                  id={`return-qty-${item.orderItemId}`}
                  value={quantities[item.orderItemId] ?? 0}
                  disabled={item.returnable === 0}
                  onChange={(e) => setQuantities({ ...quantities, [item.orderItemId]: Number(e.target.value) })}
                >
                  {Array.from({ length: item.returnable + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
              </div>
            </li>
          ))}
        </ul>
        <FieldError>{errors.items}</FieldError>
      </fieldset>
      <div>
        <Label htmlFor="return-reason">Reason</Label>
        <Select
          id="return-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={Boolean(errors.reason)}
        >
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {RETURN_REASON_LABELS[r]}
            </option>
          ))}
        </Select>
        <FieldError>{errors.reason}</FieldError>
      </div>
      <div>
        <Label htmlFor="return-description">What is wrong?</Label>
        <textarea
          id="return-description"
          rows={3}
          maxLength={1000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={Boolean(errors.description)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500"
        />
        <FieldError>{errors.description}</FieldError>
      </div>
      <div>
        <Label htmlFor="return-evidence">Photos (1-5, up to 5 MB each) or one short video (up to 20 MB)</Label>
        <input
          id="return-evidence"
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm"
        />
        {files.length > 0 && <p className="mt-1 text-xs text-slate-500">{files.map((f) => f.name).join(', ')}</p>}
        <FieldError>{errors.files}</FieldError>
      </div>
      {needsPayout && (
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-medium text-slate-700">
            Where should we send your refund? (cash on delivery)
          </legend>
          <div className="flex gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="payout"
                checked={payoutMethod === 'upi'}
                onChange={() => setPayoutMethod('upi')}
              />{' '}
              UPI
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="payout"
                checked={payoutMethod === 'bank'}
                onChange={() => setPayoutMethod('bank')}
              />{' '}
              Bank account
            </label>
          </div>
          {payoutMethod === 'upi' ? (
            <Input
              aria-label="UPI ID"
              placeholder="name@bank"
              value={payout.upiId}
              onChange={(e) => setPayout({ ...payout, upiId: e.target.value })}
            />
          ) : (
            <div className="grid gap-2 sm:grid-cols-3">
              <Input
                aria-label="Account holder"
                placeholder="Account holder"
                value={payout.accountName}
                onChange={(e) => setPayout({ ...payout, accountName: e.target.value })}
              />
              <Input
                aria-label="Account number"
                inputMode="numeric"
                placeholder="Account number"
                value={payout.accountNumber}
                onChange={(e) => setPayout({ ...payout, accountNumber: e.target.value })}
              />
              <Input
                aria-label="IFSC"
                placeholder="IFSC"
                value={payout.ifsc}
                onChange={(e) => setPayout({ ...payout, ifsc: e.target.value })}
              />
            </div>
          )}
          <FieldError>{errors.payout}</FieldError>
        </fieldset>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" data-testid="return-refund-preview">
          Refund: <span className="font-semibold">{formatRupees(paiseToRupees(refundPaise))}</span>
          <span className="block text-xs text-slate-500">Shipping and COD fees are not refunded.</span>
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" isLoading={request.isPending}>
            Send return request
          </Button>
        </div>
      </div>
    </form>
  );
}

/** On a delivered order: its returns with their timeline and refund, and "Request a return" while allowed. */
export function OrderReturns({ orderId }: { orderId: string }) {
  const returns = useQuery(orderReturnsQueryOptions(orderId));
  const [isOpen, setIsOpen] = useState(false);
  if (returns.isPending || returns.isError) return null;
  const data = returns.data;
  return (
    <div className="space-y-3">
      {data.returns.map((ret) => (
        <ReturnTimeline key={ret._id} ret={ret} />
      ))}
      {isOpen && data.eligible ? (
        <ReturnForm orderId={orderId} eligibility={data} onDone={() => setIsOpen(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => setIsOpen(true)} disabled={!data.eligible}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Request a return
          </Button>
          <span className="text-xs text-slate-500" data-testid="return-window-note">
            {data.eligible
              ? `Wrong, damaged or very different item? You can ask until ${formatDateTime(data.windowEndsAt)}.`
              : data.reason}
          </span>
        </div>
      )}
    </div>
  );
}
