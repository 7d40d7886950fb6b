import { useBrowserWords } from '../../../lib/i18n/browser-words';
import type { CodRule } from '@shop/shared/cod-rules';
import { phoneSchema } from '@shop/shared/schemas/address';
import { PHONE_CODE_MESSAGES } from '@shop/shared/schemas/phone-codes';
import { useQueryClient } from '@tanstack/react-query';
import { useVerifyPhoneSteps } from '../../../components/phone-verification/use-verify-phone-steps';
import { VerifyPhoneFields } from '../../../components/phone-verification/verify-phone-fields';
import { useT } from '../../../lib/i18n/i18n';

interface CheckoutVerifyPhoneProps {
  /** Which of the shop's COD rules switched cash on delivery off for this order (decision 228). */
  codRule: string | null;
  /** The delivery phone typed in the shipping form: the number the rule compares with the verified one. */
  phone: string;
}

/**
 * "Verify this phone" inside checkout (decision 240): when the only thing between the buyer and cash on delivery
 * is the shop's "verified phone" rule, a code goes to the delivery phone and is typed here, without leaving the
 * page. Verified, the COD check is asked again and cash on delivery is offered. A lazy chunk of its own; it sits
 * inside the checkout form, so its buttons never submit the order.
 */
const PHONE_RULE: CodRule = 'phone-unverified';

export function CheckoutVerifyPhone({ codRule, phone }: CheckoutVerifyPhoneProps) {
  const parsed = phoneSchema.safeParse(phone);
  if (codRule !== PHONE_RULE || !parsed.success) return null;
  // A new delivery phone starts again: the code belongs to the number it was sent to.
  return <VerifyDeliveryPhone key={parsed.data} phone={parsed.data} />;
}

function VerifyDeliveryPhone({ phone }: { phone: string }) {
  const { t } = useT();
  const { word } = useBrowserWords();
  const queryClient = useQueryClient();
  const steps = useVerifyPhoneSteps(phone, () => {
    void queryClient.invalidateQueries({ queryKey: ['cod-availability'] });
  });
  return (
    <section
      aria-label={t('checkout.verifyPhone.region')}
      className="rounded-2xl border border-amber-200 bg-amber-50/60 p-5 sm:p-6"
    >
      <h2 className="text-base font-semibold text-slate-900">{t('checkout.verifyPhone.title', { phone })}</h2>
      {steps.verify.isSuccess ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {word(PHONE_CODE_MESSAGES.verified)} {t('checkout.verifyPhone.checkedAgain')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('checkout.verifyPhone.why')}</p>
          <div className="mt-4 max-w-md space-y-4">
            <VerifyPhoneFields
              steps={steps}
              submitType="button"
              fixedPhone
              sendLabel={t('checkout.verifyPhone.send')}
              words={{
                phone: t('checkout.phone'),
                phonePlaceholder: t('checkout.phonePlaceholder'),
                channel: t('checkout.verifyPhone.channel'),
                sms: t('checkout.verifyPhone.sms'),
                code: t('checkout.verifyPhone.code'),
                verify: t('checkout.verifyPhone.verify'),
                newCode: t('checkout.verifyPhone.newCode'),
                anotherNumber: t('checkout.verifyPhone.anotherNumber'),
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}
