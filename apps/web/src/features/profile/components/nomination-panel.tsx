import { useBrowserWords } from '../../../lib/i18n/browser-words';
import { FIELD_MAX } from '@shop/shared/messages';
import {
  NOMINATION_MESSAGES,
  NOMINEE_RELATIONSHIP_MAX,
  nominationSchema,
  type NominationDto,
} from '@shop/shared/schemas/nomination';
import { UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SaveCancelButtons, TitledSection } from '../../../components/forms';
import { useCheckedForm } from '../../../components/forms/use-checked-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useNomination, useSaveNomination, useWithdrawNomination } from '../api/nomination';
import { useT } from '../../../lib/i18n/i18n';

/** The section's anchor: the privacy notice's "Nomination" item links to /profile#nominee. */
export const NOMINEE_ANCHOR = 'nominee';

interface Values {
  name: string;
  email: string;
  phone: string;
  relationship: string;
}

const EMPTY: Values = { name: '', email: '', phone: '', relationship: '' };
const valuesOf = (n: NominationDto): Values => ({
  name: n.name,
  email: n.email ?? '',
  phone: n.phone ?? '',
  relationship: n.relationship,
});

/**
 * Profile > Nominee (DPDP Act 2023 s.14, DPDP Rules 2025 r.14; docs/decisions/190-nomination.md): the person who
 * exercises the customer's rights over their data if they die or can no longer do so. Named, changed or withdrawn.
 */
export function NominationPanel() {
  const nomination = useNomination();
  const current = nomination.data?.nomination ?? null;
  const [isEditing, setIsEditing] = useState(false);
  const section = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const { t } = useT();

  useEffect(() => {
    if (hash === `#${NOMINEE_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div ref={section} id={NOMINEE_ANCHOR} className="scroll-mt-24">
      <TitledSection
        id="profile-nominee"
        title={t('profile.nominee.title')}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <p className="mt-1 text-sm text-slate-600">
          {t('profile.nominee.text')}
        </p>
        {nomination.isError && <FormAlert>{getErrorMessage(nomination.error, t('profile.nominee.loadFailed'))}</FormAlert>}
        {isEditing || (!current && nomination.isSuccess) ? (
          <NominationForm
            current={current}
            onDone={() => setIsEditing(false)}
            canCancel={current !== null || isEditing}
          />
        ) : (
          current && <NomineeDetails nominee={current} onChange={() => setIsEditing(true)} />
        )}
      </TitledSection>
    </div>
  );
}

function NomineeDetails({ nominee, onChange }: { nominee: NominationDto; onChange: () => void }) {
  const withdraw = useWithdrawNomination();
  const toast = useToast();
  const { t } = useT();
  const { word } = useBrowserWords();
  return (
    <div className="mt-4 space-y-3">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="nominee-details">
        <dt className="text-slate-500">{t('profile.nominee.name')}</dt>
        <dd className="font-medium text-slate-900">{nominee.name}</dd>
        <dt className="text-slate-500">{t('profile.nominee.relationship')}</dt>
        <dd className="text-slate-900">{nominee.relationship}</dd>
        {nominee.email && (
          <>
            <dt className="text-slate-500">{t('profile.nominee.email')}</dt>
            <dd className="break-all text-slate-900">{nominee.email}</dd>
          </>
        )}
        {nominee.phone && (
          <>
            <dt className="text-slate-500">{t('profile.nominee.phone')}</dt>
            <dd className="text-slate-900">{nominee.phone}</dd>
          </>
        )}
      </dl>
      <FormAlert>{withdraw.isError ? getErrorMessage(withdraw.error, t('profile.nominee.withdrawFailed')) : null}</FormAlert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={onChange}>
          {t('profile.nominee.change')}
        </Button>
        <Button
          variant="ghost"
          isLoading={withdraw.isPending}
          onClick={() => withdraw.mutate(undefined, { onSuccess: () => toast.success(word(NOMINATION_MESSAGES.withdrawn)) })}
        >
          {t('profile.nominee.withdraw')}
        </Button>
      </div>
    </div>
  );
}

function NominationForm({
  current,
  onDone,
  canCancel,
}: {
  current: NominationDto | null;
  onDone: () => void;
  canCancel: boolean;
}) {
  const save = useSaveNomination();
  const toast = useToast();
  const { t } = useT();
  const form = useCheckedForm(nominationSchema, current ? valuesOf(current) : EMPTY);
  const { word } = useBrowserWords();
  const onSubmit = form.submit((data) =>
    save.mutate(data, {
      onSuccess: () => {
        toast.success(word(NOMINATION_MESSAGES.saved));
        onDone();
      },
    }),
  );
  const cancel = () => {
    form.reset();
    save.reset();
    onDone();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.nominee.title')} className="mt-4 grid max-w-xl gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormAlert>{save.isError ? getErrorMessage(save.error, t('profile.nominee.saveFailed')) : null}</FormAlert>
      </div>
      <TextField
        label={t('profile.nominee.fullName')}
        name="nomineeName"
        autoComplete="off"
        isRequired
        maxLength={FIELD_MAX.name}
        value={form.values.name}
        onChange={form.update('name')}
        error={form.errors.name}
      />
      <TextField
        label={t('profile.nominee.relationshipTo')}
        name="relationship"
        placeholder={t('profile.nominee.relationshipExample')}
        isRequired
        maxLength={NOMINEE_RELATIONSHIP_MAX}
        value={form.values.relationship}
        onChange={form.update('relationship')}
        error={form.errors.relationship}
      />
      <TextField
        label={t('profile.nominee.emailLabel')}
        name="nomineeEmail"
        type="email"
        autoComplete="off"
        hint={t('profile.nominee.emailHint')}
        maxLength={FIELD_MAX.email}
        value={form.values.email}
        onChange={form.update('email')}
        error={form.errors.email}
      />
      <TextField
        label={t('profile.nominee.phoneLabel')}
        name="nomineePhone"
        type="tel"
        autoComplete="off"
        maxLength={16}
        value={form.values.phone}
        onChange={form.update('phone')}
        error={form.errors.phone}
      />
      <div className="sm:col-span-2">
        {canCancel ? (
          <SaveCancelButtons
            onCancel={cancel}
            isPending={save.isPending}
            saveLabel={t('profile.nominee.save')}
            cancelLabel={t('profile.cancel')}
            savingLabel={t('profile.saving')}
          />
        ) : (
          <Button type="submit" isLoading={save.isPending}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {save.isPending ? t('profile.saving') : t('profile.nominee.save')}
          </Button>
        )}
      </div>
    </form>
  );
}
