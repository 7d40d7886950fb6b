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

const DELETE_FORM_ID = 'delete-account-form';

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
      title="Your data"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <p className="mt-1 text-sm text-slate-600">
        See what we hold about you, or delete your account. Our{' '}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline">
          privacy notice
        </Link>{' '}
        explains what we collect and why.
      </p>
      <FormAlert>{download.isError ? getErrorMessage(download.error, 'Failed to download your data') : null}</FormAlert>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          onClick={() =>
            download.mutate(undefined, { onSuccess: () => toast.success('Your data has been downloaded') })
          }
          isLoading={download.isPending}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Download my data
        </Button>
        {!isAdmin && (
          <Button variant="danger" onClick={() => setIsConfirming(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete my account
          </Button>
        )}
      </div>
      {isAdmin && <p className="mt-3 text-sm text-slate-500">{PRIVACY_MESSAGES.adminCannotErase}</p>}

      <Modal
        open={isConfirming}
        onOpenChange={(open) => (open ? setIsConfirming(true) : closeDialog())}
        title="Delete your account?"
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={closeDialog} disabled={erase.isPending}>
              Keep my account
            </Button>
            <Button type="submit" form={DELETE_FORM_ID} variant="danger" isLoading={erase.isPending}>
              Delete my account
            </Button>
          </>
        }
      >
        <form id={DELETE_FORM_ID} onSubmit={onDelete} noValidate className="space-y-3 text-sm text-slate-600">
          <p>This cannot be undone. Right away:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>your profile, saved address, consents and messages are erased, and you are signed out;</li>
            <li>orders not yet paid or shipped are cancelled;</li>
            <li>
              your wishlist and &quot;helpful&quot; votes are deleted; your reviews stay, shown as by &quot;Former
              customer&quot;;
            </li>
            <li>
              returns keep only their items, amounts and credit note; your description, photos and payout details are
              deleted;
            </li>
            <li>
              invoiced orders keep only the name and address printed on the tax invoice, as GST law requires (72
              months); your phone and email are removed from them.
            </li>
          </ul>
          <FormAlert>{erase.isError ? getErrorMessage(erase.error, 'Failed to delete your account') : null}</FormAlert>
          <TextField
            label="Your password"
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
