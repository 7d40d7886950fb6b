import { PHONE_CODE_MESSAGES, signInCodeRequestSchema, signInCodeSchema } from '@shop/shared/schemas/phone-codes';
import { type FormEvent, useState } from 'react';
import { PhoneField, WideSubmitButton } from '../../../components/forms';
import { FormAlert, TextField } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-client';
import { toFieldErrors } from '../../../lib/form-errors';
import { useCodeSignIn, useRequestSignInCode } from '../api/code-sign-in';
import { useT } from '../../../lib/i18n/i18n';
import { useBrowserWords } from '../../../lib/i18n/browser-words';

/**
 * "Sign in with a code" (decision 240): the verified phone, then the 6-digit code sent to it by SMS. On success
 * the session changes and the /login guard sends the user back where they came from. A lazy chunk of /login.
 */
export function CodeSignInForm() {
  const request = useRequestSignInCode();
  const signIn = useCodeSignIn();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isCodeSent = request.isSuccess;
  const { t } = useT();
  const { word } = useBrowserWords(request.isError || signIn.isError);

  const onRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signInCodeRequestSchema.safeParse({ phone });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    request.mutate(parsed.data.phone);
  };
  const onSignIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signInCodeSchema.safeParse({ phone, code });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    signIn.mutate(parsed.data);
  };

  return (
    <form
      onSubmit={isCodeSent ? onSignIn : onRequest}
      noValidate
      className="space-y-4"
      aria-label={t('login.code.form')}
    >
      <FormAlert>
        {request.isError ? getErrorMessage(request.error, word(PHONE_CODE_MESSAGES.sendFailed)) : null}
        {signIn.isError ? getErrorMessage(signIn.error, word(PHONE_CODE_MESSAGES.wrongCode)) : null}
      </FormAlert>
      <PhoneField
        label={t('login.code.phone')}
        required
        value={phone}
        readOnly={isCodeSent}
        onChange={(event) => setPhone(event.target.value)}
        error={errors.phone}
      />
      {isCodeSent && (
        <>
          <p role="status" className="text-sm text-slate-600">
            {request.data.message}
          </p>
          <TextField
            label={t('login.code.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors.code}
          />
        </>
      )}
      <WideSubmitButton
        isPending={isCodeSent ? signIn.isPending : request.isPending}
        pendingLabel={isCodeSent ? t('login.pending') : t('login.code.sending')}
      >
        {isCodeSent ? t('login.submit') : t('login.code.send')}
      </WideSubmitButton>
    </form>
  );
}
