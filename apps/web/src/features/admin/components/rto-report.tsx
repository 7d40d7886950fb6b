import { formatPaise } from '@shop/shared/money';
import type { RtoGroup, RtoReport } from '@shop/shared/schemas/delivery-issues';
import { PackageX, Percent, Truck, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useRtoReport } from '../api/deliveries';
import { CodOffButton } from './cod-off-button';
import { Panel } from './panel';
import { formatCount, StatGrid } from './stat-grid';

const DIMENSIONS: { value: keyof RtoReport['groups']; label: string }[] = [
  { value: 'pincode', label: 'PIN code' },
  { value: 'state', label: 'State' },
  { value: 'courier', label: 'Courier' },
  { value: 'paymentMethod', label: 'Payment' },
  { value: 'product', label: 'Product' },
  { value: 'customer', label: 'Customer' },
];
/** Says which part of "Freight lost" is not a courier's quote (decision 251). */
function freightHint(data: RtoReport): string {
  const notes = [
    data.withoutCost > 0 ? `${data.withoutCost} without a courier quote` : null,
    data.returnFreightAssumed > 0 ? `${data.returnFreightAssumed} with the return assumed equal to the forward` : null,
  ].filter(Boolean);
  return notes.length > 0 ? notes.join('; ') : 'Forward and return freight, as the courier quotes them';
}

const PAYMENT_WORDS: Record<string, string> = { cod: 'Cash on delivery', razorpay: 'Online', whatsapp: 'WhatsApp' };

/** One breakdown as a table: shipped, returned, rate. */
function GroupTable({
  caption,
  rows,
  keyLabel,
  word,
  action,
}: {
  caption: string;
  rows: RtoGroup[];
  keyLabel: string;
  word?: (k: string) => string;
  /** A last column per row (the PIN code rows' "Turn off COD"). */
  action?: { label: string; cell: (key: string) => ReactNode };
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No shipped orders in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {keyLabel}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Shipped
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              RTO
            </th>
            <th scope="col" className="py-2 text-right">
              Rate
            </th>
            {action && (
              <th scope="col" className="py-2 pl-3 text-right">
                {action.label}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <td className="max-w-[14rem] truncate py-2 pr-3 text-slate-900">{word ? word(row.key) : row.key}</td>
              <td className="py-2 pr-3 text-right">{formatCount(row.shipped)}</td>
              <td className="py-2 pr-3 text-right">{formatCount(row.rto)}</td>
              <td className="py-2 text-right font-medium">{row.ratePercent}%</td>
              {action && <td className="py-2 pl-3 text-right">{action.cell(row.key)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Returns to origin (issue 37): how many shipped orders came back, what they cost in freight, by PIN code, state,
 * courier, payment method, product and customer, and the rate week by week.
 */
export function RtoReportSection() {
  const [weeks, setWeeks] = useState(12);
  const [dimension, setDimension] = useState<keyof RtoReport['groups']>('pincode');
  const report = useRtoReport(weeks);
  const data = report.data;
  const label = DIMENSIONS.find((d) => d.value === dimension)!.label;
  return (
    <section aria-labelledby="rto-heading" className="mt-8 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="rto-heading" className="text-lg font-semibold text-slate-900">
          Returns to origin (RTO)
        </h2>
        <label className="text-sm text-slate-700">
          Period{' '}
          <select
            value={weeks}
            onChange={(e) => setWeeks(Number(e.target.value))}
            className="ml-1 rounded-lg border border-slate-300 px-2 py-1"
          >
            <option value={4}>Last 4 weeks</option>
            <option value={12}>Last 12 weeks</option>
            <option value={26}>Last 26 weeks</option>
          </select>
        </label>
      </div>
      <StatGrid
        className="sm:grid-cols-2 lg:grid-cols-4"
        isLoading={!data}
        data-testid="rto-figures"
        stats={[
          { label: 'Orders shipped', icon: Truck, value: data && formatCount(data.shipped) },
          { label: 'Returned to origin', icon: PackageX, tone: 'amber', value: data && formatCount(data.rto) },
          { label: 'RTO rate', icon: Percent, tone: 'amber', value: data && `${data.ratePercent}%` },
          {
            label: 'Freight lost',
            icon: Wallet,
            tone: 'amber',
            value: data && formatPaise(data.costPaise),
            hint: data && freightHint(data),
          },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel
          title={`By ${label.toLowerCase()}`}
          action={
            <select
              aria-label="Break down by"
              value={dimension}
              onChange={(e) => setDimension(e.target.value as keyof RtoReport['groups'])}
              className="rounded-lg border border-slate-300 px-2 py-1 text-sm"
            >
              {DIMENSIONS.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          }
        >
          {data && (
            <GroupTable
              caption={`RTO by ${label}`}
              rows={data.groups[dimension]}
              keyLabel={label}
              word={dimension === 'paymentMethod' ? (k) => PAYMENT_WORDS[k] ?? k : undefined}
              action={
                dimension === 'pincode' ? { label: 'COD', cell: (pin) => <CodOffButton pincode={pin} /> } : undefined
              }
            />
          )}
        </Panel>
        <Panel title="RTO rate by week">
          {data && (
            <GroupTable caption="RTO rate by week" rows={data.weeks} keyLabel="Week of" word={(k) => formatDate(k)} />
          )}
        </Panel>
      </div>
    </section>
  );
}
