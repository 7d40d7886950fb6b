import type { OrderItem } from '@shop/shared/schemas/order';
import { ProductImage } from '../../../components/product/product-image';
import { formatMoreLabel, splitThumbnails } from '../utils/order-thumbnails';
import { itemName } from '@shop/shared/item-name';
import { useT } from '../../../lib/i18n/i18n';

/** Up to five item pictures, then '+N' for the lines left out. */
export function OrderThumbnails({ items }: { items: readonly OrderItem[] }) {
  const { shown, hiddenCount } = splitThumbnails(items);
  const more = formatMoreLabel(hiddenCount);
  const { t } = useT();
  return (
    <ul aria-label={t('orders.items')} className="flex flex-wrap items-center gap-1.5 sm:gap-2">
      {shown.map((item, index) => (
        <li key={`${item.product._id ?? item.name}-${index}`}>
          <ProductImage
            src={item.product.images[0]}
            alt={itemName(item.name, item.variantTitle)}
            title={itemName(item.name, item.variantTitle)}
            width={200}
            className="h-11 w-11 rounded-lg border border-slate-200 sm:h-14 sm:w-14"
          />
        </li>
      ))}
      {more && (
        <li
          className="flex h-11 w-11 items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-sm font-semibold text-slate-600 sm:h-14 sm:w-14"
          aria-label={t('orders.moreItems', { count: hiddenCount })}
          data-testid="more-items"
        >
          {more}
        </li>
      )}
    </ul>
  );
}
