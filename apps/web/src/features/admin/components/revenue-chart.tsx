import { formatRupees } from '@shop/shared/money';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesSeriesEntry } from '../types';
import { formatCompactRupees, toChartPoints } from '../utils/analytics';
import { formatSeriesLabel } from '../utils/dates';

const BRAND = '#7c3aed';

/**
 * Revenue over time as an area chart. Loaded with React.lazy from the analytics screen only, so recharts
 * ships in its own chunk and no other page pays for it.
 */
export default function RevenueChart({ series }: { series: SalesSeriesEntry[] }) {
  const points = toChartPoints(series);
  return (
    <div className="h-64 w-full" role="img" aria-label={`Revenue over time, ${points.length} data points`}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="revenue-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={BRAND} stopOpacity={0.35} />
              <stop offset="100%" stopColor={BRAND} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="id"
            tickFormatter={(id: string) => formatSeriesLabel(id)}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
            minTickGap={16}
          />
          <YAxis
            tickFormatter={(value: number) => formatCompactRupees(value)}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickLine={false}
            axisLine={false}
            width={64}
          />
          <Tooltip
            labelFormatter={(id) => (typeof id === 'string' ? formatSeriesLabel(id, { withYear: true }) : '')}
            formatter={(value, name) =>
              name === 'revenue' ? [formatRupees(Number(value)), 'Revenue'] : [String(value), 'Orders']
            }
            contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0', fontSize: 13 }}
          />
          <Area
            type="monotone"
            dataKey="revenue"
            stroke={BRAND}
            strokeWidth={2}
            fill="url(#revenue-fill)"
            dot={points.length <= 12}
            activeDot={{ r: 5 }}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
