import type { Product } from '@shop/shared/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from '../../../lib/link';
import { ProductCardSkeleton } from '../../../components/product/product-card';
import { ProductGrid } from '../../../components/product/product-grid';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useUser } from '../../../lib/auth';
import { loginPathFor } from '../../../lib/redirect';
import { fetchProduct } from '../../../lib/products/get-product';
import { ShopProductGrid } from '../../../components/product/shop-product-grid';
import { useWishlist, wishlistQueryOptions } from '../../../stores/wishlist/use-wishlist';
import { useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';

/** A guest's hearts are ids in this browser: their products are read one by one (missing ones drop out). */
async function fetchGuestProducts(ids: readonly string[]): Promise<Product[]> {
  const found = await Promise.all(
    ids.map((id) =>
      fetchProduct(id).then(
        (d) => d.product,
        () => null,
      ),
    ),
  );
  return found.filter((p): p is Product => p !== null);
}

/** Wishlist (/wishlist): the hearted products, on the account when signed in, in this browser otherwise. */
export function WishlistRoute() {
  const { t } = useT();
  usePageMeta(t('wishlist.documentTitle'), t('wishlist.description'));
  const { data: user, isPending } = useUser();
  const wishlist = useWishlist();
  const account = useQuery({ ...wishlistQueryOptions(), enabled: Boolean(user) });
  const guest = useQuery({
    queryKey: ['wishlist', 'guest', wishlist.ids],
    queryFn: () => fetchGuestProducts(wishlist.ids),
    enabled: !isPending && !user,
    placeholderData: (previous) => previous,
  });
  const products = user ? account.data?.products : guest.data;
  // A product un-hearted here leaves the page at once.
  const shown = products?.filter((p) => wishlist.isWished(p._id));

  return (
    <div className="container-page py-8">
      <PageHeader title={t('wishlist.title')} />
      {!user && !isPending && (
        <p className="mb-6 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          {richText(
            t('wishlist.guest'),
            <Link to={loginPathFor(paths.wishlist)} className="font-medium text-brand-700 hover:underline" />,
          )}
        </p>
      )}
      {!shown ? (
        <ProductGrid label={t('wishlist.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </ProductGrid>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t('wishlist.emptyTitle')}
          text={t('wishlist.emptyText')}
          linkTo={paths.products}
          linkLabel={t('wishlist.browse')}
          className="mx-auto max-w-md px-6 py-12"
        />
      ) : (
        <ShopProductGrid label={t('wishlist.label')} products={shown} />
      )}
    </div>
  );
}
