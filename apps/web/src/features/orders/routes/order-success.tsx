import { formatOrderNumber } from '@shop/shared/order-number';
import { CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** What checkout passes along in the navigation state. */
export interface OrderSuccessState {
  orderId?: string;
  paymentMethod?: string;
  paymentId?: string;
}

function readState(state: unknown): OrderSuccessState {
  if (!state || typeof state !== 'object') return {};
  const { orderId, paymentMethod, paymentId } = state as Record<string, unknown>;
  return {
    orderId: typeof orderId === 'string' ? orderId : undefined,
    paymentMethod: typeof paymentMethod === 'string' ? paymentMethod : undefined,
    paymentId: typeof paymentId === 'string' ? paymentId : undefined,
  };
}

const METHOD_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Online Payment',
  whatsapp: 'WhatsApp',
};

export function OrderSuccessRoute() {
  useDocumentTitle('Order Placed');
  const { orderId, paymentMethod, paymentId } = readState(useLocation().state);

  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <CircleCheck className="mx-auto h-16 w-16 text-green-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Order Placed Successfully!</h1>
        <p className="mt-2 text-slate-600">
          Thank you for shopping with us. We will keep you posted on its way to you.
        </p>
        {(orderId || paymentMethod) && (
          <dl className="mt-6 space-y-2 rounded-xl bg-slate-50 p-4 text-left text-sm">
            {orderId && (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-500">Order number</dt>
                <dd className="font-mono font-semibold text-slate-900">#{formatOrderNumber(orderId)}</dd>
              </div>
            )}
            {paymentMethod && (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-500">Payment method</dt>
                <dd className="font-medium text-slate-900">{METHOD_LABELS[paymentMethod] ?? paymentMethod}</dd>
              </div>
            )}
            {paymentId && (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-500">Payment ID</dt>
                <dd className="font-mono break-all text-slate-900">{paymentId}</dd>
              </div>
            )}
          </dl>
        )}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.products} className={buttonClasses('primary')}>
            Continue Shopping
          </Link>
          <Link to={paths.orders} className={buttonClasses('outline')}>
            My Orders
          </Link>
        </div>
      </div>
    </div>
  );
}
