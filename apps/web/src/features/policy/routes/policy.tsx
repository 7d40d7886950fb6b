import * as Tabs from '@radix-ui/react-tabs';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { HelpCenterContent, PrivacyContent, ReturnsContent, ShippingContent } from '../components/policy-content';

const TABS = [
  { value: 'help', label: 'Help Center', Content: HelpCenterContent },
  { value: 'shipping', label: 'Shipping Info', Content: ShippingContent },
  { value: 'returns', label: 'Returns', Content: ReturnsContent },
  { value: 'privacy', label: 'Privacy Policy', Content: PrivacyContent },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/** Policy page: /policypage is the Help Center; /policypage/{shipping,returns,privacy} open their tab. */
export function PolicyRoute() {
  const { tab = 'help' } = useParams();
  const navigate = useNavigate();
  const current = isTab(tab) ? tab : null;
  const label = TABS.find((t) => t.value === current)?.label;
  useDocumentTitle(label ?? 'Help Center');

  if (!current) return <Navigate to={paths.policy} replace />;

  return (
    <div className="container-page py-8">
      <PageHeader title="Help & Policies" subtitle="Everything about orders, shipping, returns and your privacy." />
      <Tabs.Root
        value={current}
        onValueChange={(value) => void navigate(value === 'help' ? paths.policy : paths.policyTab(value))}
        className="rounded-2xl border border-slate-200 bg-white"
      >
        <Tabs.List aria-label="Policies" className="flex overflow-x-auto border-b border-slate-200">
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, label: tabLabel, Content }) => (
          <Tabs.Content key={value} value={value} className="p-6 focus-visible:outline-offset-[-2px]">
            <h2 className="mb-4 text-xl font-semibold text-slate-900">{tabLabel}</h2>
            <Content />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
