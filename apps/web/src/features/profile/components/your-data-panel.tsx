import { PRIVACY_MESSAGES } from '@shop/shared/privacy';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { TitledSection } from '../../../components/forms';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { endSession } from '../../../lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';

const DELETE_FORM_ID = 'delete-account-form';

/** What deleting the account does, one line each (decision 110). */
const ERASED = [
  'profile.data.erased.profile',
  'profile.data.erased.orders',
  'profile.data.erased.wishlist',
  'profile.data.erased.returns',
  'profile.data.erased.invoices',
] as const;

/**
 * Profile > Your data: the rights of DPDP Act s.11-12 (docs/decisions/110-personal-data.md). Correction is
 * the profile form above; access is the download; erasure is the delete, confirmed with the password.
 */
export function YourDataPanel({ isAdmin }: { isAdmin: boolean }) {
  const download = useDownloadMyData();
  const erase = useDeleteAccount();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useT();
  const [isConfirming, setIsConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  /** Set once the account is deleted: the message to show when the session ends. */
  const leaving = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (leaving.current === null) return;
      endSession(queryClient);
      toast.success(leaving.current);
    },
    [queryClient, toast],
  );

  const closeDialog = () => {
    if (erase.isPending) return;
    setIsConfirming(false);
    setPassword('');
    setPasswordError(undefined);
    erase.reset();
  };

  const onDelete = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(PRIVACY_MESSAGES.passwordRequired);
      return;
    }
    erase.mutate(
      { password },
      {
        onSuccess: ({ message }) => {
          // Home first; the session ends when this panel leaves the page (the effect below). Ending it
          // before the router has committed '/' would let the profile's guard send the browser to /login:
          // the router's update is a transition, the session's is not.
          leaving.current = message;
          void navigate('/', { replace: true });
        },
      },
    );
  };

  return (
    <TitledSection
      id="profile-your-data"
      title={t('profile.data.title')}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <p className="mt-1 text-sm text-slate-600">
        {richText(
          t('profile.data.text'),
          <Link to={paths.privacy} className="font-medium text-brand-700 underline" />,
        )}
      </p>
      <FormAlert>{download.isError ? getErrorMessage(download.error, t('profile.data.downloadFailed')) : null}</FormAlert>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          onClick={() =>
            download.mutate(undefined, { onSuccess: () => toast.success(t('profile.data.downloaded')) })
          }
          isLoading={download.isPending}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('profile.data.download')}
        </Button>
        {!isAdmin && (
          <Button variant="danger" onClick={() => setIsConfirming(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('profile.data.delete')}
          </Button>
        )}
      </div>
      {isAdmin && <p className="mt-3 text-sm text-slate-500">{PRIVACY_MESSAGES.adminCannotErase}</p>}

      <Modal
        open={isConfirming}
        onOpenChange={(open) => (open ? setIsConfirming(true) : closeDialog())}
        title={t('profile.data.deleteTitle')}
        size="sm"
        closeLabel={t('profile.close')}
        footer={
          <>
            <Button variant="outline" onClick={closeDialog} disabled={erase.isPending}>
              {t('profile.data.keep')}
            </Button>
            <Button type="submit" form={DELETE_FORM_ID} variant="danger" isLoading={erase.isPending}>
              {t('profile.data.delete')}
            </Button>
          </>
        }
      >
        <form id={DELETE_FORM_ID} onSubmit={onDelete} noValidate className="space-y-3 text-sm text-slate-600">
          <p>{t('profile.data.cannotUndo')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {ERASED.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <FormAlert>{erase.isError ? getErrorMessage(erase.error, t('profile.data.deleteFailed')) : null}</FormAlert>
          <TextField
            label={t('profile.data.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(undefined);
            }}
            error={passwordError}
          />
        </form>
      </Modal>
    </TitledSection>
  );
}
