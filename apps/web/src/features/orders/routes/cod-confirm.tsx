import type { CodConfirmationView } from '@shop/shared/cod-confirmation';
import { formatIndiaDeadline } from '@shop/shared/india-calendar';
import { formatRupees } from '@shop/shared/money';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { getErrorMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/link';
import { useCodConfirmation, useCodConfirmationAction } from '../api/cod-confirmation';
import { CodAddressForm } from '../components/cod-address-form';
import { useT } from '../../../lib/i18n/i18n';


/**
 * The buyer's page for a cash-on-delivery order's confirmation (/orders/:id/confirm?token=..., from the order
 * mail; docs/decisions/227-cod-confirmation.md): confirm, cancel or change the delivery address, no sign-in.
 */
export function CodConfirmRoute() {
  const { t } = useT();
  useDocumentTitle(t('cod.title'));
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const view = useCodConfirmation(id, token);
  const action = useCodConfirmationAction(id, token);
  const [editing, setEditing] = useState(false);

  if (!token || view.isError) {
    return (
      <Shell title={t('cod.title')}>
        <p role="alert" className="text-sm text-slate-700">
          {token
            ? getErrorMessage(view.error, t('cod.invalid'))
            : t('cod.needsLink')}
        </p>
        <Link to={paths.orders} className={buttonClasses('primary', 'md')}>
          {t('cod.myOrders')}
        </Link>
      </Shell>
    );
  }
  if (!view.data) {
    return (
      <Shell title={t('cod.title')}>
        <Skeleton className="h-40 w-full" />
      </Shell>
    );
  }
  const order = view.data;
  const failure = action.isError ? getErrorMessage(action.error, t('cod.failed')) : null;
  const done =
    order.state === 'awaiting'
      ? null
      : { title: t(`cod.${order.state}.title`), text: t(`cod.${order.state}.text`) };

  return (
    <Shell title={done ? done.title : t('cod.confirmTitle', { number: order.orderNumber })}>
      {done ? (
        <p role="status" className="flex items-start gap-2 text-sm text-slate-700">
          {order.state === 'confirmed' ? (
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
          ) : (
            <CircleX className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
          )}
          <span>{done.text}</span>
        </p>
      ) : (
        order.confirmBy && (
          <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              {t('cod.confirmBy', { deadline: formatIndiaDeadline(order.confirmBy) })}
            </span>
          </p>
        )
      )}
      <OrderSummary order={order} />
      {order.state === 'awaiting' &&
        (editing ? (
          <CodAddressForm
            current={order.shippingAddress}
            isSaving={action.isPending}
            failure={failure}
            onCancel={() => setEditing(false)}
            onSave={(shippingAddress) =>
              action.mutate({ kind: 'address', shippingAddress }, { onSuccess: () => setEditing(false) })
            }
          />
        ) : (
          <div className="space-y-3">
            <FormAlert>{failure}</FormAlert>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button onClick={() => action.mutate({ kind: 'confirm' })} isLoading={action.isPending}>
                <CircleCheck className="h-4 w-4" aria-hidden="true" />
                {t('cod.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('cod.change')}
              </Button>
              <Button variant="danger" onClick={() => action.mutate({ kind: 'cancel' })} isLoading={action.isPending}>
                <CircleX className="h-4 w-4" aria-hidden="true" />
                {t('cod.cancel')}
              </Button>
            </div>
          </div>
        ))}
    </Shell>
  );
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">{children}</div>
    </div>
  );
}

function OrderSummary({ order }: { order: CodConfirmationView }) {
  const { t } = useT();
  const address = order.shippingAddress;
  return (
    <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-slate-900">{t('detail.items')}</dt>
        <dd>
          <ul className="mt-1 space-y-1 text-slate-700">
            {order.items.map((item, index) => (
              <li key={index}>
                {item.quantity} × {item.name}
              </li>
            ))}
          </ul>
          <p className="mt-2 font-semibold text-slate-900">{t('cod.payOnDelivery', { amount: formatRupees(order.total) })}</p>
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">{t('cod.deliverTo')}</dt>
        <dd className="mt-1 text-slate-700" data-testid="delivery-address">
          {address.name}
          <br />
          {address.street}
          <br />
          {address.city}, {address.state} {address.pincode}
          <br />
          {address.phone}
        </dd>
      </div>
    </dl>
  );
}
