import { PHONE_CODE_MESSAGES, signInCodeRequestSchema, signInCodeSchema } from '@shop/shared/schemas/phone-codes';
import { type FormEvent, useState } from 'react';
import { PhoneField, WideSubmitButton } from '../../../components/forms';
import { FormAlert, TextField } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-client';
import { toFieldErrors } from '../../../lib/form-errors';
import { useCodeSignIn, useRequestSignInCode } from '../api/code-sign-in';

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
      aria-label="Sign in with a code"
    >
      <FormAlert>
        {request.isError ? getErrorMessage(request.error, PHONE_CODE_MESSAGES.sendFailed) : null}
        {signIn.isError ? getErrorMessage(signIn.error, PHONE_CODE_MESSAGES.wrongCode) : null}
      </FormAlert>
      <PhoneField
        label="Verified phone number"
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
            label="6-digit code"
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
        pendingLabel={isCodeSent ? 'Signing in...' : 'Sending...'}
      >
        {isCodeSent ? 'Sign in' : 'Send me a code'}
      </WideSubmitButton>
    </form>
  );
}
