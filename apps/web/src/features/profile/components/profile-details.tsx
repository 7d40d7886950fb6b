import type { User } from '@shop/shared/schemas/auth';
import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/forms';
import { formatDate } from '../../../lib/format';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">
        {children || <span className="text-slate-500">Not provided</span>}
      </dd>
    </div>
  );
}

export function ProfileDetails({ user }: { user: User }) {
  const { street, city, state, pincode } = user.address;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <TitledSection
        id="personal-info"
        title="Personal Information"
        className="rounded-2xl border border-slate-200 bg-white p-6"
      >
        <dl className="mt-4 space-y-4">
          <Detail label="Full name">{user.name}</Detail>
          <Detail label="Email address">{user.email}</Detail>
          <Detail label="Phone">{user.phone}</Detail>
          <Detail label="Member since">{formatDate(user.createdAt)}</Detail>
        </dl>
      </TitledSection>
      <TitledSection
        id="shipping-address"
        title="Shipping Address"
        className="rounded-2xl border border-slate-200 bg-white p-6"
      >
        <dl className="mt-4 space-y-4">
          <Detail label="Street address">{street}</Detail>
          <Detail label="City">{city}</Detail>
          <Detail label="State">{state}</Detail>
          <Detail label="PIN code">{pincode}</Detail>
        </dl>
      </TitledSection>
    </div>
  );
}
