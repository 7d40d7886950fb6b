import { COUPON_FORM_MESSAGES } from '@shop/shared/schemas/coupon';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast/toast-provider';
import { useCouponEditor } from '../hooks/use-coupon-editor';
import { NOT_A_NUMBER } from '../utils/coupon-form';
import { CouponForm } from './coupon-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Harness() {
  return <CouponForm editor={useCouponEditor()} />;
}

const posted: unknown[] = [];

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Harness />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The message tied to a field (aria-describedby), or null when it has none. */
const messageOf = (label: string | RegExp) => {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
};

describe('coupon form messages', () => {
  beforeEach(() => {
    posted.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (input.startsWith('/api/products/categories')) return json({ categories: [] });
        if (input === '/api/admin/coupons' && init?.method === 'POST') {
          posted.push(JSON.parse(init.body as string));
          return json({ coupon: { code: 'DIWALI10' } }, 201);
        }
        return json({ message: 'Not found' }, 404);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('puts each message beside its own field, not all in one line, and sends nothing', () => {
    renderForm();
    type(/^Code/, 'x');
    type(/Percent off/, '150');
    type(/Minimum order/, 'abc');
    fireEvent.submit(screen.getByRole('form', { name: 'New coupon' }));

    expect(messageOf(/^Code/)).toBe(COUPON_FORM_MESSAGES.code);
    expect(messageOf(/Percent off/)).toBe(COUPON_FORM_MESSAGES.percent);
    expect(messageOf(/Minimum order/)).toBe(NOT_A_NUMBER);
    expect(messageOf('Total uses')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Code/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posted).toHaveLength(0);
  });

  it('puts an end date before the start beside "Valid until"', () => {
    renderForm();
    type(/^Code/, 'DIWALI10');
    type(/Percent off/, '10');
    type('Valid from', '2026-12-10');
    type('Valid until', '2026-12-01');
    fireEvent.submit(screen.getByRole('form', { name: 'New coupon' }));
    expect(messageOf('Valid until')).toBe(COUPON_FORM_MESSAGES.dates);
    expect(messageOf('Valid from')).toBeNull();
    expect(posted).toHaveLength(0);
    type('Valid until', '2026-12-31');
    expect(messageOf('Valid until')).toBeNull();
  });

  it('takes a message away the moment its field becomes valid, leaving the others', () => {
    renderForm();
    type(/^Code/, 'x');
    type(/Percent off/, '150');
    fireEvent.submit(screen.getByRole('form', { name: 'New coupon' }));
    expect(messageOf(/^Code/)).toBe(COUPON_FORM_MESSAGES.code);

    type(/^Code/, 'DIWALI10');
    expect(messageOf(/^Code/)).toBeNull();
    expect(screen.queryByText(COUPON_FORM_MESSAGES.code)).toBeNull();
    expect(messageOf(/Percent off/)).toBe(COUPON_FORM_MESSAGES.percent);

    type(/Percent off/, '10');
    expect(messageOf(/Percent off/)).toBeNull();
  });

  it('says the chosen dates in Indian order beside the date boxes', async () => {
    renderForm();
    type(/^Code/, 'DIWALI10');
    type(/Percent off/, '10');
    type('Valid from', '2026-12-04');
    type('Valid until', '2026-12-31');
    expect(screen.getByText('4 December 2026')).toBeTruthy();
    expect(screen.getByText('31 December 2026')).toBeTruthy();
    expect(screen.getByLabelText('Valid from').getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.submit(screen.getByRole('form', { name: 'New coupon' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ code: 'DIWALI10', percentOff: 10, startsAt: '2026-12-03T18:30:00.000Z' });
  });
});
