import { formatRupees } from '@shop/shared/money';
import { formatOrderNumber } from '@shop/shared/order-number';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, MessageCircle, PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../../lib/link';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUser } from '../../../lib/auth';
import { orderQueryOptions } from '../api/get-order';
import { orderPaymentQueryOptions } from '../api/get-order-payment';
import { CodCollectionNote } from '../../../components/orders/cod-collection';
import {
  type DeliveryQuoteView,
  SuccessDelivery,
  SuccessItems,
  SuccessNextSteps,
  SuccessPayment,
} from '../components/order-success-details';
import { type Translator, useT } from '../../../lib/i18n/i18n';

/** What checkout passes along in the navigation state (docs/product.md#order-success). */
export interface OrderSuccessState {
  orderId?: string;
  paymentMethod?: string;
  paymentId?: string;
  /** The chat link of a WhatsApp order, offered again in case the new tab was blocked. */
  whatsappUrl?: string;
  /** The courier's quote checkout showed. */
  delivery?: DeliveryQuoteView;
}

function readQuote(value: unknown): DeliveryQuoteView | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { date, courierName } = value as Record<string, unknown>;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return typeof courierName === 'string' && courierName ? { date, courierName } : { date };
}

function readState(state: unknown): OrderSuccessState {
  if (!state || typeof state !== 'object') return {};
  const { orderId, paymentMethod, paymentId, whatsappUrl, delivery } = state as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const url = text(whatsappUrl);
  return {
    orderId: text(orderId),
    paymentMethod: text(paymentMethod),
    paymentId: text(paymentId),
    // Only ever a wa.me link: the state could have been written by anyone with access to history.
    whatsappUrl: url?.startsWith('https://wa.me/') ? url : undefined,
    delivery: readQuote(delivery),
  };
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Actions() {
  const { t } = useT();
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Link to={paths.products} className={buttonClasses('primary')}>
        {t('success.continue')}
      </Link>
      <Link to={paths.orders} className={buttonClasses('outline')}>
        {t('success.myOrders')}
      </Link>
    </div>
  );
}

function NoOrder() {
  const { t } = useT();
  return (
    <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <PackageSearch className="mx-auto h-14 w-14 text-slate-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('success.lookingTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('success.lookingText')}</p>
      <Actions />
    </div>
  );
}

/** The heading and line under it: a WhatsApp order is only sent to the shop until the shop confirms it. */
function headline(paymentMethod: string | undefined, isConfirmed: boolean, t: Translator['t']) {
  if (paymentMethod === 'whatsapp' && !isConfirmed) {
    return { title: t('success.titleSent'), lead: t('success.leadSent'), Icon: MessageCircle };
  }
  return { title: t('success.titlePlaced'), lead: t('success.leadPlaced'), Icon: CircleCheck };
}

/**
 * Order success (/order-success). Checkout sends the order id, payment method and the courier's delivery quote
 * in the navigation state (kept by the browser across a reload) and `?orderId=` in the URL, so a reload still
 * knows the order and fetches it again.
 */
export function OrderSuccessRoute() {
  const state = readState(useLocation().state);
  const [searchParams] = useSearchParams();
  const orderId = state.orderId ?? searchParams.get('orderId') ?? undefined;
  const { data: user } = useUser();
  const order = useQuery({
    ...orderQueryOptions(orderId ?? ''),
    // Orders are private: only a signed-in shopper can fetch one, and only their own.
    enabled: Boolean(orderId && user),
  });
  const paymentMethod = order.data?.paymentMethod ?? state.paymentMethod;
  // A reload has no navigation state: the payment id of an online order is fetched instead.
  const onlinePayment = useQuery({
    ...orderPaymentQueryOptions(orderId ?? ''),
    enabled: Boolean(orderId && user && paymentMethod === 'razorpay' && !state.paymentId),
  });
  const paymentId = state.paymentId ?? onlinePayment.data?.payment?.providerPaymentId ?? undefined;
  const { t } = useT();
  const { title, lead, Icon } = headline(paymentMethod, Boolean(order.data?.confirmedAt), t);
  useDocumentTitle(t(paymentMethod === 'whatsapp' ? 'success.documentSent' : 'success.documentPlaced'));

  if (!orderId) {
    return (
      <div className="container-page flex justify-center py-12">
        <NoOrder />
      </div>
    );
  }

  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <Icon className="mx-auto h-16 w-16 text-green-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{lead}</p>
        <dl className="mt-6 space-y-2 rounded-xl bg-slate-50 p-4 text-left text-sm">
          <Row label={t('success.orderNumber')} testId="success-order-number">
            <span className="font-mono">#{formatOrderNumber(orderId)}</span>
          </Row>
          {order.data && (
            <Row label={t('success.total')} testId="success-total">
              {formatRupees(order.data.total)}
            </Row>
          )}
        </dl>
        {order.data && <CodCollectionNote order={order.data} className="mt-3 text-sm text-slate-900" />}
        {paymentMethod === 'whatsapp' && state.whatsappUrl && (
          <div className="mt-4 rounded-xl border border-green-200 bg-green-50 p-4 text-left text-sm text-green-900">
            <p>{t('success.whatsappOpened')}</p>
            <a
              href={state.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1.5 font-medium text-green-800 underline"
            >
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              {t('success.whatsappAgain')}
            </a>
          </div>
        )}
        {order.isLoading && <Skeleton className="mt-4 h-40 w-full" />}
        {order.isError && <p className="mt-3 text-sm text-slate-500">{t('success.loadFailed')}</p>}
        {order.data && (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <SuccessItems order={order.data} />
            </div>
            <SuccessDelivery order={order.data} quote={state.delivery} />
            <SuccessPayment order={order.data} paymentId={paymentId} />
            <div className="sm:col-span-2">
              <SuccessNextSteps order={order.data} />
            </div>
          </div>
        )}
        <Actions />
      </div>
    </div>
  );
}
