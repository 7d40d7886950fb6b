import { rupeesToPaise } from '@shop/shared/money';
import { returnRequestRefundPaise } from '@shop/shared/returns';
import { RETURN_MESSAGES, payoutDetailsSchema } from '@shop/shared/schemas/returns';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useFieldMessages } from '../../../components/forms/use-field-messages';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { type ReturnEligibility, useRequestReturn } from '../../../lib/orders/returns';
import { productQueryOptions } from '../../../lib/products/get-product';
import { evidenceProblem } from '../utils/return-evidence';
import { useT } from '../../../lib/i18n/i18n';

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
export function useReturnForm(
  orderId: string,
  eligibility: ReturnEligibility,
  onDone: () => void,
  initialReason = '',
) {
  const toast = useToast();
  const { t } = useT();
  const request = useRequestReturn();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState(initialReason);
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [payoutMethod, setPayoutMethod] = useState<PayoutMethod>('upi');
  const [payout, setPayout] = useState<PayoutValues>({ upiId: '', accountName: '', accountNumber: '', ifsc: '' });
  const [exchangeVariantId, setExchangeVariantId] = useState('');
  // decision 244: an exchange is asked with its own reason, for one line of a product with sizes or colours.
  const canExchange = eligibility.exchangesAllowed && eligibility.items.some((i) => i.variantTitle !== '');
  const isExchange = canExchange && reason === 'exchange_size';

  const chosen = eligibility.items
    .map((i) => ({ ...i, quantity: quantities[i.orderItemId] ?? 0 }))
    .filter((i) => i.quantity > 0);
  const exchangeLine = isExchange && chosen.length === 1 ? chosen[0]! : null;
  const product = useQuery({
    ...productQueryOptions(exchangeLine?.productId ?? ''),
    enabled: Boolean(exchangeLine?.productId),
  });
  const exchangeOptions = (product.data?.variants ?? [])
    .filter((v) => v._id !== exchangeLine?.variantId)
    .map((v) => ({ id: v._id, title: v.title, price: v.sellingPrice ?? v.mrp, stock: v.stock }));
  const wanted = exchangeOptions.find((v) => v.id === exchangeVariantId);
  // Positive: the customer pays it; negative: refunded (the server's figure is the one that counts).
  const exchangeDifferencePaise =
    wanted && exchangeLine ? rupeesToPaise(wanted.price - exchangeLine.unitPrice) * exchangeLine.quantity : 0;
  // Shown before sending: the items' price, no shipping or COD fee (docs/decisions/121-return-refund-amount.md);
  // an exchange refunds only what the replacement costs less.
  const itemsPaise = returnRequestRefundPaise(
    chosen.map((i) => ({ unitPricePaise: rupeesToPaise(i.unitPrice), quantity: i.quantity, discountSharePaise: 0 })),
  );
  const refundPaise = isExchange ? Math.max(0, -exchangeDifferencePaise) : itemsPaise;
  const needsPayout = eligibility.paymentMethod !== 'razorpay' && (!isExchange || refundPaise > 0);

  const { errors, checkOnSubmit } = useFieldMessages(() => {
    const found: Record<string, string> = {};
    if (chosen.length === 0) found.items = RETURN_MESSAGES.items;
    if (!reason) found.reason = RETURN_MESSAGES.reason;
    if (description.trim().length < 10) found.description = RETURN_MESSAGES.description;
    if (isExchange && chosen.length > 1) found.items = RETURN_MESSAGES.exchangeOneLine;
    if (isExchange && !exchangeVariantId) found.exchange = RETURN_MESSAGES.exchangeVariant;
    // A size exchange needs no photos of a fault; any photo given is still checked.
    const fileProblem = isExchange && files.length === 0 ? null : evidenceProblem(files);
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
        ...(isExchange ? { exchangeVariantId } : {}),
      },
      {
        onSuccess: () => {
          toast.success(isExchange ? t('return.sentExchange') : t('return.sent'));
          onDone();
        },
        onError: (error) => toast.error(getErrorMessage(error, t('return.sendFailed'))),
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
    canExchange,
    isExchange,
    exchangeLine,
    exchangeVariantId,
    setExchangeVariantId,
    exchangeOptions,
    exchangeDifferencePaise,
    isSending: request.isPending,
    onSubmit,
  };
}
