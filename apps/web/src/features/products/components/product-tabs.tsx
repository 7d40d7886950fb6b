import { Check } from 'lucide-react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import type { Product } from '../../../types/api';
import { useT } from '../../../lib/i18n/i18n';

const triggerClass =
  'shrink-0 border-b-2 border-transparent px-3 py-3 sm:px-4 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/** The three tabs of the detail page: Description, Features (special features), Specifications (a table). */
export function ProductTabs({
  product,
}: {
  product: Pick<Product, 'description' | 'specialFeatures' | 'specifications'>;
}) {
  const { t } = useT();
  const specs = Object.entries(product.specifications ?? {});
  return (
    <Tabs defaultValue="description" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <TabList aria-label={t('tabs.label')} className="flex overflow-x-auto border-b border-slate-200">
        <Tab value="description" className={triggerClass}>
          {t('tabs.description')}
        </Tab>
        <Tab value="features" className={triggerClass}>
          {t('tabs.features')}
        </Tab>
        <Tab value="specifications" className={triggerClass}>
          {t('tabs.specifications')}
        </Tab>
      </TabList>
      <TabPanel value="description" className="p-5 sm:p-6">
        {product.description ? (
          <p className="leading-relaxed whitespace-pre-line text-slate-700">{product.description}</p>
        ) : (
          <p className="text-slate-500">{t('tabs.noDescription')}</p>
        )}
      </TabPanel>
      <TabPanel value="features" className="p-5 sm:p-6">
        {product.specialFeatures.length > 0 ? (
          <ul className="space-y-2">
            {product.specialFeatures.map((feature) => (
              <li key={feature} className="flex gap-2 text-slate-700">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-500">{t('tabs.noFeatures')}</p>
        )}
      </TabPanel>
      <TabPanel value="specifications" className="p-5 sm:p-6">
        {specs.length > 0 ? (
          <table className="w-full overflow-hidden rounded-lg text-left text-sm">
            <caption className="sr-only">{t('tabs.specifications')}</caption>
            <tbody className="divide-y divide-slate-200">
              {specs.map(([key, value]) => (
                <tr key={key} className="odd:bg-slate-50">
                  <th scope="row" className="w-2/5 px-3 py-2.5 font-medium text-slate-900">
                    {key}
                  </th>
                  <td className="px-3 py-2.5 text-slate-700">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-slate-500">{t('tabs.noSpecifications')}</p>
        )}
      </TabPanel>
    </Tabs>
  );
}
