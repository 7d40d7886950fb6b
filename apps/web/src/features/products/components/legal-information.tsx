import { isMadeInIndia, type ProductDeclarations } from '@shop/shared/declarations';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import type { Product } from '../../../types/api';
import { TitledSection } from '../../../components/ui/titled-section';
import { useShop } from '../../../lib/shop/get-shop';
import { type MessageKey, useT } from '../../../lib/i18n/i18n';
import { monthWords, netQuantityWords, originWords, unitSalePriceWords } from '../../../lib/declaration-words';

const MAKER_LABEL = {
  manufacturer: 'legal.manufacturer',
  packer: 'legal.packer',
  importer: 'legal.importer',
} as const satisfies Record<ProductDeclarations['makerRole'], MessageKey>;

/**
 * "Legal information" (docs/decisions/100-legal-declarations-and-grievances.md): the declarations of the
 * Legal Metrology (Packaged Commodities) Rules and the country of origin the Consumer Protection
 * (E-Commerce) Rules ask for before purchase. Rendered on the server with the rest of the page.
 */
export function LegalInformation({ product }: { product: Product }) {
  const shop = useShop();
  const translator = useT();
  const { t } = translator;
  const d = product.declarations;
  if (!d) return null;
  const rows: [string, string][] = [];
  if (d.countryOfOrigin) rows.push([t('legal.origin'), originWords(translator, d.countryOfOrigin)]);
  if (d.genericName) rows.push([t('legal.genericName'), d.genericName]);
  if (d.makerName) rows.push([t(MAKER_LABEL[d.makerRole]), [d.makerName, d.makerAddress].filter(Boolean).join(', ')]);
  if (d.importerName && d.makerRole !== 'importer' && !isMadeInIndia(d.countryOfOrigin))
    rows.push([t('legal.importer'), [d.importerName, d.importerAddress].filter(Boolean).join(', ')]);
  if (d.netQuantity !== null)
    rows.push([t('legal.netQuantity'), netQuantityWords(translator, d.netQuantity, d.netQuantityUnit)]);
  rows.push([t('legal.mrp'), t('legal.mrpValue', { price: formatPaise(rupeesToPaise(product.mrp)) })]);
  if (product.unitSalePrice) rows.push([t('legal.unitPrice'), unitSalePriceWords(translator, product.unitSalePrice)]);
  if (d.manufacturedMonth) rows.push([t('legal.made'), monthWords(translator, d.manufacturedMonth)]);
  if (d.bestBefore) rows.push([t('legal.bestBefore'), d.bestBefore]);
  const care =
    d.consumerCare ||
    (shop ? [shop.legalName, shop.supportPhone, shop.supportEmail, shop.address].filter(Boolean).join(', ') : '');
  if (care) rows.push([t('legal.care'), care]);
  return (
    <TitledSection
      id="legal-information"
      title={t('legal.title')}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      headingClassName="mb-3 text-lg font-semibold text-slate-900"
    >
      <dl className="grid gap-x-6 text-sm sm:grid-cols-[minmax(10rem,16rem)_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="pt-2 font-medium text-slate-900 sm:border-t sm:border-slate-100 sm:py-2">{label}</dt>
            <dd className="border-b border-slate-100 pb-2 text-slate-700 sm:border-t sm:border-b-0 sm:py-2">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
