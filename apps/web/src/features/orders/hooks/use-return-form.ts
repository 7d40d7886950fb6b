import { rupeesToPaise } from '@shop/shared/money';
import { returnRequestRefundPaise } from '@shop/shared/returns';
import { RETURN_MESSAGES, payoutDetailsSchema } from '@shop/shared/schemas/returns';
import { type FormEvent, useState } from 'react';
import { useFieldMessages } from '../../../components/forms/use-field-messages';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { type ReturnEligibility, useRequestReturn } from '../../../lib/orders/returns';
import { evidenceProblem } from '../utils/return-evidence';

export type PayoutMethod = 'upi' | 'bank';
export interface PayoutValues {
  upiId: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

/** The payout details as sent, or the first message that stops them (only COD orders need them). */
function checkPayout(method: PayoutMethod, payout: PayoutValues) {
  const candidate: Record<string, string> =
    method === 'upi'
      ? { method: 'upi', upiId: payout.upiId }
      : { method: 'bank', accountName: payout.accountName, accountNumber: payout.accountNumber, ifsc: payout.ifsc };
  const parsed = payoutDetailsSchema.safeParse(candidate);
  if (parsed.success) return { details: candidate, problem: null };
  return { details: undefined, problem: parsed.error.issues[0]?.message ?? RETURN_MESSAGES.payoutNeeded };
}

/** The return request's fields, their checks, the refund preview and the send. */
export function useReturnForm(orderId: string, eligibility: ReturnEligibility, onDone: () => void) {
  const toast = useToast();
  const request = useRequestReturn();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [payoutMethod, setPayoutMethod] = useState<PayoutMethod>('upi');
  const [payout, setPayout] = useState<PayoutValues>({ upiId: '', accountName: '', accountNumber: '', ifsc: '' });
  const needsPayout = eligibility.paymentMethod !== 'razorpay';

  const chosen = eligibility.items
    .map((i) => ({ ...i, quantity: quantities[i.orderItemId] ?? 0 }))
    .filter((i) => i.quantity > 0);
  // Shown before sending: the items' price, no shipping or COD fee (docs/decisions/121-return-refund-amount.md).
  const refundPaise = returnRequestRefundPaise(
    chosen.map((i) => ({ unitPricePaise: rupeesToPaise(i.unitPrice), quantity: i.quantity, discountSharePaise: 0 })),
  );

  const { errors, checkOnSubmit } = useFieldMessages(() => {
    const found: Record<string, string> = {};
    if (chosen.length === 0) found.items = RETURN_MESSAGES.items;
    if (!reason) found.reason = RETURN_MESSAGES.reason;
    if (description.trim().length < 10) found.description = RETURN_MESSAGES.description;
    const fileProblem = evidenceProblem(files);
    if (fileProblem) found.files = fileProblem;
    if (needsPayout) {
      const { problem } = checkPayout(payoutMethod, payout);
      if (problem) found.payout = problem;
    }
    return found;
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(checkOnSubmit()).length > 0) return;
    const payoutDetails = needsPayout ? checkPayout(payoutMethod, payout).details : undefined;
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

  return {
    quantities,
    setQuantity: (orderItemId: string, quantity: number) => setQuantities({ ...quantities, [orderItemId]: quantity }),
    reason,
    setReason,
    description,
    setDescription,
    files,
    setFiles,
    payoutMethod,
    setPayoutMethod,
    payout,
    setPayout,
    errors,
    needsPayout,
    refundPaise,
    isSending: request.isPending,
    onSubmit,
  };
}
