import { formatRupees } from '@shop/shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-client';
import type { PackageDimensions } from '../api/ship-order';
import { courierChoicesQueryOptions, type CourierChoice } from '../api/shipment-flow';
import { plural } from '@shop/shared/plural';

function tagsOf(courier: CourierChoice): string[] {
  return [courier.recommended && 'Recommended', courier.cheapest && 'Cheapest', courier.fastest && 'Fastest'].filter(
    (tag): tag is string => Boolean(tag),
  );
}

function estimateOf(courier: CourierChoice): string {
  if (courier.estimatedDeliveryDays)
    return `${plural(courier.estimatedDeliveryDays, 'day')}${courier.etd ? ` (by ${courier.etd})` : ''}`;
  return courier.etd ?? 'no estimate';
}

/**
 * The couriers Shiprocket offers for this parcel, with price and delivery estimate; Shiprocket's recommended one
 * is chosen until the admin picks another. Without an answer the shipment still goes with the recommended one.
 */
export function CourierPicker({
  orderId,
  parcel,
  value,
  onChange,
}: {
  orderId: string;
  /** The parcel as typed; undefined: the order's weight from the catalogue. */
  parcel?: PackageDimensions;
  value: number | undefined;
  onChange: (courierId: number | undefined) => void;
}) {
  const { data, error, isPending } = useQuery({
    ...courierChoicesQueryOptions(orderId, parcel),
    placeholderData: keepPreviousData,
  });
  const couriers = data?.couriers ?? [];
  const recommended = couriers.find((c) => c.recommended)?.courierId ?? couriers[0]?.courierId;

  useEffect(() => {
    if (value === undefined && recommended !== undefined) onChange(recommended);
  }, [value, recommended, onChange]);

  return (
    <fieldset className="mt-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Courier</legend>
      {data && (
        <p className="mb-2 text-xs text-slate-500" data-testid="quote-parcel">
          Quoted for {data.weightKg} kg, {data.length} × {data.breadth} × {data.height} cm
          {parcel ? '' : " (the order's weight)"}
        </p>
      )}
      {isPending ? (
        <div role="status" aria-label="Loading couriers" className="space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : error ? (
        <p className="text-sm text-slate-600">
          {getErrorMessage(error, 'Could not load the couriers')}. The shipment goes with Shiprocket&apos;s recommended
          courier.
        </p>
      ) : couriers.length === 0 ? (
        <p className="text-sm text-slate-600">
          No courier delivers this parcel to {data?.orderId ? 'this PIN code' : 'here'}.
        </p>
      ) : (
        <ul className="space-y-2" aria-label="Couriers">
          {couriers.map((courier) => {
            const id = `courier-${orderId}-${courier.courierId}`;
            const tags = tagsOf(courier);
            return (
              <li key={courier.courierId}>
                <label
                  htmlFor={id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
                >
                  <input
                    id={id}
                    type="radio"
                    name={`courier-${orderId}`}
                    className="mt-1"
                    checked={value === courier.courierId}
                    onChange={() => onChange(courier.courierId)}
                  />
                  <span className="flex-1 text-sm">
                    <span className="font-medium text-slate-900">{courier.courierName}</span>
                    <span className="block text-slate-600">
                      {formatRupees(courier.rate)} · {estimateOf(courier)}
                    </span>
                    {tags.length > 0 && (
                      <span className="block text-xs font-semibold text-indigo-700">{tags.join(' · ')}</span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
