import { formatPaise } from '@shop/shared/money';
import type { PaymentMethod } from '@shop/shared/pricing';
import { Banknote, CreditCard, MessageCircle } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { type MessageKey, type Translator, useT } from '../../../lib/i18n/i18n';
import { COD_OFF_NOTE, PAYMENT_OPTIONS, type PaymentOption } from '../utils/payment-options';
import { COD_UNAVAILABLE_NOTE } from '../utils/delivery-check';

const ICONS: Record<PaymentMethod, typeof Banknote> = {
  cod: Banknote,
  razorpay: CreditCard,
  whatsapp: MessageCircle,
};

/** Each method's name and line in the page's language (the options carry the English). */
const WORDS: Record<PaymentMethod, { label: MessageKey; description: MessageKey }> = {
  cod: { label: 'checkout.pay.cod', description: 'checkout.pay.codText' },
  razorpay: { label: 'checkout.pay.razorpay', description: 'checkout.pay.razorpayText' },
  whatsapp: { label: 'checkout.pay.whatsapp', description: 'checkout.pay.whatsappText' },
};

/** The shop's own notes in the page's language; the COD rules' reasons (decision 228) come worded already. */
function noteWords(note: string, t: Translator['t']): string {
  if (note === COD_OFF_NOTE) return t('checkout.pay.codOff');
  if (note === COD_UNAVAILABLE_NOTE) return t('checkout.pay.codNotHere');
  return note;
}

/** "Free delivery on this order" or "Delivery fee ₹49.00", in the page's language. */
function feeWords(feePaise: number, t: Translator['t']): string {
  return feePaise === 0 ? t('checkout.freeDelivery') : t('checkout.deliveryFee', { amount: formatPaise(feePaise) });
}

export interface PaymentMethodPickerProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Each method's delivery fee for this cart, in paise. */
  hints?: Partial<Record<PaymentMethod, number>>;
  /** The choices as they stand for this order (e.g. cash on delivery off for a PIN code); default all. */
  options?: readonly PaymentOption[];
}

/** A native radio group (arrow keys, one tab stop) drawn as cards. */
export function PaymentMethodPicker({ value, onChange, hints, options = PAYMENT_OPTIONS }: PaymentMethodPickerProps) {
  const { t } = useT();
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="sr-only">{t('checkout.paymentMethod')}</legend>
      <h2 aria-hidden="true" className="text-lg font-semibold text-slate-900">
        {t('checkout.paymentMethod')}
      </h2>
      <div className="mt-4 space-y-3">
        {options.map((option) => {
          const Icon = ICONS[option.value];
          const isChecked = value === option.value;
          const noteId = `payment-${option.value}-note`;
          return (
            <label
              key={option.value}
              className={cn(
                'flex items-start gap-3 rounded-xl border p-4 transition-colors',
                option.isAvailable ? 'cursor-pointer hover:border-brand-300' : 'cursor-not-allowed bg-slate-50',
                isChecked ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500' : 'border-slate-200',
              )}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={option.value}
                checked={isChecked}
                disabled={!option.isAvailable}
                onChange={() => onChange(option.value)}
                aria-describedby={noteId}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
              />
              <Icon
                className={cn('mt-0.5 h-5 w-5 shrink-0', option.isAvailable ? 'text-brand-600' : 'text-slate-400')}
                aria-hidden="true"
              />
              <span className="min-w-0 flex-1">
                <span className={cn('block font-medium', option.isAvailable ? 'text-slate-900' : 'text-slate-500')}>
                  {t(WORDS[option.value].label)}
                </span>
                <span id={noteId} className="mt-0.5 block text-sm text-slate-600">
                  {t(WORDS[option.value].description)}
                  {option.isAvailable && hints?.[option.value] !== undefined && (
                    <span className="mt-0.5 block text-xs text-slate-500">{feeWords(hints[option.value]!, t)}</span>
                  )}
                  {!option.isAvailable && option.unavailableNote && (
                    <span className="mt-1.5 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
                      {noteWords(option.unavailableNote, t)}
                    </span>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
