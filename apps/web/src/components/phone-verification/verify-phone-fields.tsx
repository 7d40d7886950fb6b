import { type PhoneCodeChannel, PHONE_CODE_MESSAGES } from '@shop/shared/schemas/phone-codes';
import type { KeyboardEvent } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { PhoneField } from '../forms';
import { Button } from '../ui/button';
import { FormAlert, SelectField, TextField } from '../ui/input';
import type { VerifyPhoneSteps } from './use-verify-phone-steps';

/** The fields' and buttons' words; the page gives them in its language (English by default). */
export interface VerifyPhoneWords {
  phone: string;
  phonePlaceholder: string;
  channel: string;
  sms: string;
  code: string;
  verify: string;
  newCode: string;
  anotherNumber: string;
}

const ENGLISH: VerifyPhoneWords = {
  phone: 'Phone',
  phonePlaceholder: '10-digit mobile number',
  channel: 'Send the code by',
  sms: 'SMS',
  code: '6-digit code',
  verify: 'Verify',
  newCode: 'Send a new code',
  anotherNumber: 'Use another number',
};

interface VerifyPhoneFieldsProps {
  steps: VerifyPhoneSteps;
  /**
   * 'submit' inside the profile's own form; 'button' inside another form (checkout), where Enter in the code field
   * must verify the code, not submit the order.
   */
  submitType: 'submit' | 'button';
  /** The phone is fixed (the checkout's delivery phone): shown, not edited. */
  fixedPhone?: boolean;
  /** The first button's words before a code is sent. */
  sendLabel?: string;
  words?: VerifyPhoneWords;
}

/** The phone, channel and code fields with their buttons (decision 240); the caller supplies the form or group. */
export function VerifyPhoneFields({
  steps,
  submitType,
  fixedPhone = false,
  sendLabel = 'Send code',
  words = ENGLISH,
}: VerifyPhoneFieldsProps) {
  const { request, verify, errors, isCodeSent } = steps;
  const onCodeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (submitType === 'button' && event.key === 'Enter') {
      event.preventDefault();
      steps.next();
    }
  };
  return (
    <>
      {/* One message or none: two empty slots would still draw an empty alert box. */}
      <FormAlert>
        {request.isError
          ? getErrorMessage(request.error, PHONE_CODE_MESSAGES.sendFailed)
          : verify.isError
            ? getErrorMessage(verify.error, PHONE_CODE_MESSAGES.wrongCode)
            : null}
      </FormAlert>
      {!fixedPhone && (
        <PhoneField
          label={words.phone}
          placeholder={words.phonePlaceholder}
          required
          value={steps.phone}
          readOnly={isCodeSent}
          onChange={(e) => steps.setPhone(e.target.value)}
          error={errors.phone}
        />
      )}
      {fixedPhone && errors.phone && <p className="text-sm text-red-700">{errors.phone}</p>}
      {steps.channels.length > 1 && !isCodeSent && (
        <SelectField
          label={words.channel}
          value={steps.channel}
          onChange={(e) => steps.setChannel(e.target.value as PhoneCodeChannel)}
        >
          {steps.channels.map((c) => (
            <option key={c} value={c}>
              {c === 'sms' ? words.sms : 'WhatsApp'}
            </option>
          ))}
        </SelectField>
      )}
      {isCodeSent && (
        <>
          <p role="status" className="text-sm text-slate-600">
            {request.data?.message}
          </p>
          <TextField
            label={words.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={steps.code}
            onChange={(e) => steps.setCode(e.target.value)}
            onKeyDown={onCodeKey}
            error={errors.code}
          />
        </>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type={submitType}
          disabled={steps.isBusy}
          onClick={submitType === 'button' ? () => steps.next() : undefined}
        >
          {isCodeSent ? words.verify : sendLabel}
        </Button>
        {isCodeSent && (
          <Button type="button" variant="secondary" onClick={() => request.reset()}>
            {fixedPhone ? words.newCode : words.anotherNumber}
          </Button>
        )}
      </div>
    </>
  );
}
