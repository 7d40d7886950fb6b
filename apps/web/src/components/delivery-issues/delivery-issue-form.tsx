import { deliveryIssueActionSchema, formatReattemptDay, type DeliveryIssueAction } from '@shop/shared/failed-delivery';
import type { DeliveryIssue } from '@shop/shared/schemas/delivery-issues';
import { useState, type FormEvent } from 'react';
import { checkValues } from '../../lib/form-errors';
import { Button } from '../ui/button';
import { FieldError, FormAlert, TextField } from '../ui/input';
import { useT } from '../../lib/i18n/i18n';

type Choice = DeliveryIssueAction['action'];

/** The choices; each is worded by `ndr.choice.<value>` and `ndr.hint.<value>` in the order catalogue. */
const CHOICES: readonly Choice[] = ['reattempt', 'change-phone', 'change-address', 'cancel'];

/**
 * The answer to a failed delivery (issue 37): a new day, a corrected phone or address, or (cash on delivery)
 * cancel. The buyer's page and the admin's Deliveries screen both use it; the server sends it to the courier once.
 */
export function DeliveryIssueForm({
  issue,
  onAnswer,
  isPending,
  failure,
  idPrefix = 'ndr',
}: {
  issue: DeliveryIssue;
  onAnswer: (action: DeliveryIssueAction) => void;
  isPending: boolean;
  failure: string | null;
  idPrefix?: string;
}) {
  const { t, locale } = useT();
  const [choice, setChoice] = useState<Choice>('reattempt');
  const [values, setValues] = useState({
    date: issue.reattemptDates[0] ?? '',
    phone: '',
    addressLine: '',
    landmark: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const choices = CHOICES.filter((c) => c !== 'cancel' || issue.canCancel);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = checkValues(deliveryIssueActionSchema, { action: choice, ...values });
    setErrors(found);
    if (data) onAnswer(data);
  };
  const field = (name: 'phone' | 'addressLine' | 'landmark') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ndr.form')} className="space-y-5">
      <FormAlert>{failure}</FormAlert>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('ndr.what')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {choices.map((c) => (
            <label
              key={c}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${idPrefix}-choice`}
                value={c}
                checked={choice === c}
                onChange={() => setChoice(c)}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">{t(`ndr.choice.${c}`)}</span>
                <span className="block text-xs text-slate-600">{t(`ndr.hint.${c}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice !== 'cancel' && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('ndr.day')}</legend>
          <div className="flex flex-wrap gap-2">
            {issue.reattemptDates.map((day) => (
              <label
                key={day}
                className="cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              >
                <input
                  type="radio"
                  name={`${idPrefix}-date`}
                  value={day}
                  checked={values.date === day}
                  onChange={() => setValues({ ...values, date: day })}
                  className="sr-only"
                />
                {formatReattemptDay(day, locale)}
              </label>
            ))}
          </div>
          <FieldError>{errors.date}</FieldError>
        </fieldset>
      )}
      {choice === 'change-phone' && (
        <TextField
          label={t('ndr.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          isRequired
          maxLength={16}
          {...field('phone')}
        />
      )}
      {choice === 'change-address' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('ndr.addressLine')}
            autoComplete="address-line1"
            isRequired
            maxLength={200}
            {...field('addressLine')}
          />
          <TextField label={t('ndr.landmark')} hint={t('ndr.landmarkHint')} maxLength={100} {...field('landmark')} />
        </div>
      )}
      <Button
        type="submit"
        isLoading={isPending}
        variant={choice === 'cancel' ? 'danger' : 'primary'}
        className="w-full sm:w-auto"
      >
        {choice === 'cancel' ? t('ndr.choice.cancel') : t('ndr.send')}
      </Button>
    </form>
  );
}

/** What was asked of the courier, in words. */
export function DeliveryIssueAnswer({ answer }: { answer: NonNullable<DeliveryIssue['answer']> }) {
  const { t, locale } = useT();
  return (
    <div className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900" data-testid="ndr-answer">
      <p className="font-semibold">{t(`ndr.answer.${answer.action}`)}</p>
      {answer.date && <p>{t('ndr.on', { day: formatReattemptDay(answer.date, locale) })}</p>}
      {answer.phone && <p>{t('ndr.phoneIs', { phone: answer.phone })}</p>}
      {answer.addressLine && (
        <p>
          {answer.landmark
            ? t('ndr.addressWithLandmark', { address: answer.addressLine, landmark: answer.landmark })
            : t('ndr.address', { address: answer.addressLine })}
        </p>
      )}
      <p className="mt-1 text-xs text-green-800">{answer.by === 'buyer' ? t('ndr.byBuyer') : t('ndr.byShop')}</p>
    </div>
  );
}
