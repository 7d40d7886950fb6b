import { ShoppingBag } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/i18n';

export function EmptyCheckout() {
  const { t } = useT();
  return (
    <EmptyState
      icon={ShoppingBag}
      title={t('checkout.emptyTitle')}
      text={t('checkout.emptyText')}
      linkTo={paths.products}
      linkLabel={t('checkout.browse')}
    />
  );
}
