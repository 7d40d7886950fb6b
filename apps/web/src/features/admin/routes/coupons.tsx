import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { CouponForm } from '../components/coupon-form';
import { CouponList } from '../components/coupon-list';
import { useCouponEditor } from '../hooks/use-coupon-editor';

/** Coupons (/admin/coupons, docs/decisions/135-coupons.md): create, edit and disable; every save is audited. */
export function AdminCouponsRoute() {
  useDocumentTitle('Coupons');
  const editor = useCouponEditor();
  return (
    <>
      <PageHeader title="Coupons" subtitle="Percentage or fixed discounts the shopper applies at checkout." />
      <CouponForm editor={editor} />
      <CouponList onEdit={editor.edit} onToggle={editor.toggle} />
    </>
  );
}
