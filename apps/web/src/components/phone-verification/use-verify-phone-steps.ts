import { type PhoneCodeChannel, requestPhoneCodeSchema, verifyPhoneCodeSchema } from '@shop/shared/schemas/phone-codes';
import { useState } from 'react';
import { toFieldErrors } from '../../lib/form-errors';
import { usePhoneCodeChannels, useRequestPhoneCode, useVerifyPhone } from './verify-phone-api';

/**
 * The two steps of proving a phone number (decision 240): ask for a 6-digit code, then type it. Shared by the
 * profile's "Verify phone" and the checkout's cash-on-delivery rule; `next()` does whichever step is due.
 */
export function useVerifyPhoneSteps(initialPhone: string, onVerified?: () => void) {
  const channels = usePhoneCodeChannels().data?.channels ?? ['sms'];
  const request = useRequestPhoneCode();
  const verify = useVerifyPhone();
  const [phone, setPhone] = useState(initialPhone);
  const [channel, setChannel] = useState<PhoneCodeChannel>('sms');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isCodeSent = request.isSuccess && !verify.isSuccess;

  const sendCode = () => {
    const parsed = requestPhoneCodeSchema.safeParse({ phone, channel });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    verify.reset();
    request.mutate({ phone: parsed.data.phone, channel: parsed.data.channel });
  };
  const checkCode = () => {
    const parsed = verifyPhoneCodeSchema.safeParse({ phone, code });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    verify.mutate(parsed.data, {
      onSuccess: () => {
        setCode('');
        onVerified?.();
      },
    });
  };

  return {
    channels,
    request,
    verify,
    phone,
    setPhone,
    channel,
    setChannel,
    code,
    setCode,
    errors,
    isCodeSent,
    isBusy: request.isPending || verify.isPending,
    next: () => (isCodeSent ? checkCode() : sendCode()),
  };
}

export type VerifyPhoneSteps = ReturnType<typeof useVerifyPhoneSteps>;
