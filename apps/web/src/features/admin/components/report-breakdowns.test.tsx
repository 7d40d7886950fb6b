import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SalesReport } from '../types';
import { ReportBreakdowns } from './report-breakdowns';

afterEach(cleanup);

const report: SalesReport = {
  startDate: '2026-11-01',
  endDate: '2026-11-28',
  revenue: 4100,
  orders: 2,
  averageOrderValue: 2050,
  byDay: [],
  topProducts: [{ name: 'Linen Shirt', units: 6, revenue: 3100 }],
  paymentMethods: [{ method: 'cod', orders: 2, revenue: 4100 }],
  topSizes: [
    { value: 'M', units: 5, revenue: 2500 },
    { value: 'L', units: 1, revenue: 600 },
  ],
  topColours: [],
};

describe('the report by size and colour (decision 246)', () => {
  it('lists sizes with units and revenue, best first, and says when no colour sold', () => {
    render(<ReportBreakdowns data={report} />);
    const sizes = screen.getByRole('list', { name: 'Top sizes' });
    const rows = within(sizes).getAllByTestId('option-value-row');
    expect(rows.map((r) => r.textContent)).toEqual(['M5 sold · ₹2,500.00', 'L1 sold · ₹600.00']);
    expect(screen.getByText('No colours sold in this range')).toBeTruthy();
  });
});
