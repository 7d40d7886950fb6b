import { Pencil } from 'lucide-react';
import { useState } from 'react';
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

/** Profile (/profile, signed in): view mode, Edit -> edit mode, Save or Cancel back to view mode. */
export function ProfileRoute() {
  useDocumentTitle('My Profile');
  const { data: user } = useUser();
  const [isEditing, setIsEditing] = useState(false);

  // The route guard guarantees a user; this covers the instant after a logout.
  if (!user) return <LoadingScreen />;
  const admin = isAdmin(user);

  return (
    <div className="container-page py-8">
      <PageHeader
        title="My Profile"
        subtitle={
          <span className="inline-flex items-center gap-2">
            Manage your personal information and shipping address
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                admin ? 'bg-purple-100 text-purple-800' : 'bg-emerald-100 text-emerald-800',
              )}
            >
              {admin ? 'Admin' : 'Customer'}
            </span>
          </span>
        }
        actions={
          !isEditing && (
            <Button onClick={() => setIsEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              Edit Profile
            </Button>
          )
        }
      />
      <VerifyEmailBanner user={user} />
      {isEditing ? <ProfileForm user={user} onDone={() => setIsEditing(false)} /> : <ProfileDetails user={user} />}
      <ChangePasswordForm />
      <YourDataPanel isAdmin={admin} />
      <NominationPanel />
    </div>
  );
}
