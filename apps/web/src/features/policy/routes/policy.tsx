import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { isPolicyTab, policyTabMeta } from '../../../config/page-meta';
import { useOwnPageMeta } from '../../../hooks/use-page-meta';
import { useT } from '../../../lib/i18n/i18n';
import { HelpCenterContent, PrivacyContent, ReturnsContent, ShippingContent } from '../components/policy-content';

const TABS = [
  { value: 'help', label: 'policy.tab.help', Content: HelpCenterContent },
  { value: 'shipping', label: 'policy.tab.shipping', Content: ShippingContent },
  { value: 'returns', label: 'policy.tab.returns', Content: ReturnsContent },
  { value: 'privacy', label: 'policy.tab.privacy', Content: PrivacyContent },
] as const;

/** Policy page: /policypage is the Help Center; /policypage/{shipping,returns,privacy} open their tab. */
export function PolicyRoute() {
  const { tab = 'help' } = useParams();
  const navigate = useNavigate();
  const { t } = useT();
  const current = isPolicyTab(tab) ? tab : null;
  useOwnPageMeta(policyTabMeta[current ?? 'help']);

  if (!current) return <Navigate to={paths.policy} replace />;

  return (
    <div className="container-page py-8">
      <PageHeader title={t('policy.title')} subtitle={t('policy.subtitle')} />
      <Tabs
        value={current}
        onValueChange={(value: string) =>
          void navigate(value === 'help' ? paths.policy : paths.policyTab(value), { preventScrollReset: true })
        }
        className="rounded-2xl border border-slate-200 bg-white"
      >
        <TabList aria-label={t('policy.tabs')} className="grid grid-cols-2 border-b border-slate-200 sm:flex">
          {TABS.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              className="shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
            >
              {t(tab.label)}
            </Tab>
          ))}
        </TabList>
        {TABS.map(({ value, label: tabLabel, Content }) => (
          <TabPanel key={value} value={value} className="p-4 focus-visible:outline-offset-[-2px] sm:p-6">
            <h2 className="mb-4 text-xl font-semibold text-slate-900">{t(tabLabel)}</h2>
            <Content />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
