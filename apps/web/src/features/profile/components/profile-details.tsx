import type { User } from '@shop/shared/schemas/auth';
import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/forms';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">
        {children || <span className="text-slate-500">{t('profile.notProvided')}</span>}
      </dd>
    </div>
  );
}

export function ProfileDetails({ user }: { user: User }) {
  const { street, city, state, pincode } = user.address;
  const { t, locale } = useT();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <TitledSection
        id="personal-info"
        title={t('profile.personal')}
        className="rounded-2xl border border-slate-200 bg-white p-6"
      >
        <dl className="mt-4 space-y-4">
          <Detail label={t('profile.name')}>{user.name}</Detail>
          <Detail label={t('profile.email')}>{user.email}</Detail>
          <Detail label={t('profile.phone')}>{user.phone}</Detail>
          <Detail label={t('profile.memberSince')}>{formatDate(user.createdAt, locale)}</Detail>
        </dl>
      </TitledSection>
      <TitledSection
        id="shipping-address"
        title={t('profile.address')}
        className="rounded-2xl border border-slate-200 bg-white p-6"
      >
        <dl className="mt-4 space-y-4">
          <Detail label={t('profile.street')}>{street}</Detail>
          <Detail label={t('profile.city')}>{city}</Detail>
          <Detail label={t('profile.state')}>{state}</Detail>
          <Detail label={t('profile.pincode')}>{pincode}</Detail>
        </dl>
      </TitledSection>
    </div>
  );
}
