import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { isPolicyTab, policyTabMeta } from '../../../config/page-meta';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { HelpCenterContent, PrivacyContent, ReturnsContent, ShippingContent } from '../components/policy-content';

const TABS = [
  {
    value: 'help',
    label: 'Help Center',
    Content: HelpCenterContent,
  },
  {
    value: 'shipping',
    label: 'Shipping Info',
    Content: ShippingContent,
  },
  {
    value: 'returns',
    label: 'Returns',
    Content: ReturnsContent,
  },
  {
    value: 'privacy',
    label: 'Privacy Policy',
    Content: PrivacyContent,
  },
] as const;

/** Policy page: /policypage is the Help Center; /policypage/{shipping,returns,privacy} open their tab. */
export function PolicyRoute() {
  const { tab = 'help' } = useParams();
  const navigate = useNavigate();
  const current = isPolicyTab(tab) ? tab : null;
  const meta = policyTabMeta[current ?? 'help'];
  usePageMeta(meta.title, meta.description);

  if (!current) return <Navigate to={paths.policy} replace />;

  return (
    <div className="container-page py-8">
      <PageHeader title="Help & Policies" subtitle="Everything about orders, shipping, returns and your privacy." />
      <Tabs
        value={current}
        onValueChange={(value: string) =>
          void navigate(value === 'help' ? paths.policy : paths.policyTab(value), { preventScrollReset: true })
        }
        className="rounded-2xl border border-slate-200 bg-white"
      >
        <TabList aria-label="Policies" className="grid grid-cols-2 border-b border-slate-200 sm:flex">
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              className="shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
            >
              {t.label}
            </Tab>
          ))}
        </TabList>
        {TABS.map(({ value, label: tabLabel, Content }) => (
          <TabPanel key={value} value={value} className="p-4 focus-visible:outline-offset-[-2px] sm:p-6">
            <h2 className="mb-4 text-xl font-semibold text-slate-900">{tabLabel}</h2>
            <Content />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
