import { ShopProductGrid } from '../../../components/product/shop-product-grid';
import { PAGE_SECTION_HEADING, TitledSection } from '../../../components/ui/titled-section';
import type { Product } from '../../../types/api';
import { LegalInformation } from './legal-information';
import { ProductTabs } from './product-tabs';
import { useT } from '../../../lib/i18n/i18n';

/**
 * What sits under the picture and the purchase panel: the description tabs and the legal information. A chunk
 * of its own (routes/product-detail.tsx), so the page's initial JavaScript stays within its budget
 * (docs/decisions/081-initial-js-budget.md) now that the option pickers are part of it.
 */
export function ProductBelowFold({ product }: { product: Product }) {
  return (
    <>
      <div className="mt-10">
        <ProductTabs product={product} />
      </div>
      <LegalInformation product={product} />
    </>
  );
}

/** "Related Products" at the foot of the page: in this chunk too, so the page's first load carries no card grid. */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const { t } = useT();
  if (products.length === 0) return null;
  return (
    <TitledSection
      id="related-products"
      title={t('related.title')}
      className="mt-12"
      headingClassName={PAGE_SECTION_HEADING}
    >
      <ShopProductGrid label={t('related.label')} products={[...products]} />
    </TitledSection>
  );
}
