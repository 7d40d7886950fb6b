import { KeyRound } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n';

export interface DemoAccount {
  /** Its catalogue words: the account's name and its button's accessible name. */
  label: 'demo.admin' | 'demo.customer';
  useLabel: 'demo.useAdmin' | 'demo.useCustomer';
  email: string;
  password: string;
}

/**
 * Seeded in demo mode (docs/decisions/020-accounts-and-sessions.md); shown so visitors can try both sides of the shop.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { label: 'demo.admin', useLabel: 'demo.useAdmin', email: 'admin@example.com', password: 'admin123' },
  { label: 'demo.customer', useLabel: 'demo.useCustomer', email: 'user@example.com', password: 'user123' },
];

export function DemoAccounts({ onUse }: { onUse: (account: DemoAccount) => void }) {
  const { t } = useT();
  return (
    <section aria-labelledby="demo-accounts" className="rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h2 id="demo-accounts" className="flex items-center gap-2 text-sm font-semibold text-brand-800">
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {t('demo.title')}
      </h2>
      <ul className="mt-3 space-y-2">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email} className="flex items-center justify-between gap-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-800">{t(account.label)}</p>
              <p className="truncate font-mono text-xs text-slate-600">
                {account.email} / {account.password}
              </p>
            </div>
            <button
              type="button"
              onClick={() => onUse(account)}
              className="shrink-0 rounded-md border border-brand-300 bg-white px-2.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100"
              aria-label={t(account.useLabel)}
            >
              {t('demo.use')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
