import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isAdmin, useUser } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileDetails } from '../components/profile-details';
import { NominationPanel } from '../components/nomination-panel';
import { ProfileForm } from '../components/profile-form';
import { VerifyEmailBanner } from '../components/verify-email-banner';
import { YourDataPanel } from '../components/your-data-panel';
import { useT } from '../../../lib/i18n/i18n';

// decision 240: verifying the phone is its own chunk.
const VerifyPhonePanel = lazy(() =>
  import('../components/verify-phone-panel').then((m) => ({ default: m.VerifyPhonePanel })),
);

/** Profile (/profile, signed in): view mode, Edit -> edit mode, Save or Cancel back to view mode. */
export function ProfileRoute() {
  const { t } = useT();
  useDocumentTitle(t('profile.documentTitle'));
  const { data: user } = useUser();
  const [isEditing, setIsEditing] = useState(false);

  // The route guard guarantees a user; this covers the instant after a logout.
  if (!user) return <LoadingScreen />;
  const admin = isAdmin(user);

  return (
    <div className="container-page py-8">
      <PageHeader
        title={t('profile.title')}
        subtitle={
          <span className="inline-flex items-center gap-2">
            {t('profile.subtitle')}
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                admin ? 'bg-purple-100 text-purple-800' : 'bg-emerald-100 text-emerald-800',
              )}
            >
              {admin ? t('profile.role.admin') : t('profile.role.customer')}
            </span>
          </span>
        }
        actions={
          !isEditing && (
            <Button onClick={() => setIsEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('profile.edit')}
            </Button>
          )
        }
      />
      <VerifyEmailBanner user={user} />
      {isEditing ? <ProfileForm user={user} onDone={() => setIsEditing(false)} /> : <ProfileDetails user={user} />}
      <Suspense fallback={null}>
        <VerifyPhonePanel user={user} />
      </Suspense>
      <ChangePasswordForm />
      <YourDataPanel isAdmin={admin} />
      <NominationPanel />
    </div>
  );
}
