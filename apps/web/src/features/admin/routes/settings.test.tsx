import { GSTIN_MESSAGES } from '@shop/shared/gstin';
import type { AdminSettingsResponse, GoLiveChecklistItem } from '@shop/shared/schemas/settings-api';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast/toast-provider';
import { GoLiveChecklist } from '../components/go-live-checklist';
import { AdminSettingsRoute, SETTINGS_SAVED } from './settings';

const settings: ShopSettings = {
  shopName: 'Rao Handlooms',
  legalName: 'Rao Handlooms Private Limited',
  address: '12 MG Road, Pune 411001',
  state: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
  supportEmail: 'help@raohandlooms.in',
  supportPhone: '+91 20 4000 1234',
  supportHours: 'Mon–Sat, 10am–7pm',
  notificationEmails: ['owner@raohandlooms.in'],
  whatsappNumber: '919812345678',
  pickupLocation: 'Pune warehouse',
  pickupAddress: 'Plot 4, Bhosari MIDC, Pune',
  pickupPincode: '411026',
  shippingFeeRupees: 49,
  freeShippingAboveRupees: 999,
  codEnabled: true,
  codFeeRupees: 30,
  returnShippingPaidBy: 'shop',
  exchangesAllowed: true,
  paymentWindowMinutes: 30,
  whatsappConfirmationHours: 24,
  codMaxOrderValueRupees: 0,
  codBlockedPincodes: [],
  codBlockedStates: [],
  codMaxFailedOrders: 0,
  codRequireVerifiedPhone: false,
  codFeeAdvanceByUpi: false,
  invoiceHindiLabels: false,
  codConfirmationEnabled: false,
  codConfirmationHours: 24,
  maxUnitsPerProduct: 10,
  maxOpenUnpaidOrders: 3,
  maxOpenCodOrders: 3,
  requireVerifiedEmailForCheckout: false,
  maxOrderValueRupees: 200000,
  grievanceOfficerName: 'Asha Rao',
  grievanceOfficerDesignation: 'Director',
  grievanceOfficerEmail: 'grievance@raohandlooms.in',
  grievanceOfficerPhone: '+91 20 4000 1235',
  socialLinks: { instagram: 'https://instagram.com/raohandlooms', facebook: '', youtube: '', x: '' },
  gstRatesPercent: [0, 3, 5, 18],
  searchSynonyms: [['kurta', 'kurtha', 'kurti']],
  aggregateTurnoverAbove5Crore: false,
  themeColor: '',
  logoUrl: '',
};

const checklist: GoLiveChecklistItem[] = [
  { key: 'gstin', label: 'GSTIN', isDone: true, hint: 'Enter your own GSTIN.', fixLink: '/admin/settings#gstin' },
  {
    key: 'smtp',
    label: 'Email delivery (SMTP)',
    isDone: false,
    hint: 'Set SMTP_URL and MAIL_FROM.',
    fixLink: '/admin/settings#server',
  },
  {
    key: 'demoData',
    label: 'No demo accounts',
    isDone: false,
    hint: 'Remove the demo accounts.',
    fixLink: '/admin/users',
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The settings endpoints as the server answers them; every PUT body is kept. */
function fakeServer(putAnswer?: (body: ShopSettings) => Response) {
  const saved: ShopSettings[] = [];
  const answer = (current: ShopSettings): AdminSettingsResponse => ({ settings: current, mode: 'live', checklist });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (input === '/api/admin/settings' && (init.method ?? 'GET') === 'GET') return json(answer(settings));
      if (input === '/api/admin/settings' && init.method === 'PUT') {
        const body = JSON.parse(init.body as string) as ShopSettings;
        saved.push(body);
        return putAnswer ? putAnswer(body) : json(answer(body));
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
  return saved;
}

function renderAt(element: ReactNode, path = '/admin/settings') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/admin/settings', element },
      { path: '/admin', element },
    ],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slow = { timeout: 5000 };
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('admin Settings screen', () => {
  it('loads every group of the stored settings into the form', async () => {
    fakeServer();
    renderAt(<AdminSettingsRoute />);
    expect((await screen.findByLabelText<HTMLInputElement>('Shop name', { exact: false }, slow)).value).toBe(
      'Rao Handlooms',
    );
    expect(field('GSTIN').value).toBe('27AAPFU0939F1ZV');
    expect(field('GSTIN').maxLength).toBe(15);
    expect(field('Notification emails').value).toBe('owner@raohandlooms.in');
    expect(field('Shipping fee (₹)').value).toBe('49');
    expect(field('Instagram').value).toBe('https://instagram.com/raohandlooms');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Offer cash on delivery' }).checked).toBe(true);
    for (const title of ['Shop identity and GST', 'Pickup', 'Order caps', 'Grievance officer', 'Social links']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
  });

  it('shows the GSTIN message next to the field and does not save a bad GSTIN', async () => {
    const saved = fakeServer();
    renderAt(<AdminSettingsRoute />);
    await screen.findByLabelText('GSTIN', { exact: false }, slow);
    fireEvent.change(field('GSTIN'), { target: { value: '27AAPFU0939F1ZX' } });
    save();
    expect(await screen.findByText(GSTIN_MESSAGES.checksum)).toBeTruthy();
    expect(field('GSTIN').getAttribute('aria-invalid')).toBe('true');
    expect(saved).toEqual([]);
  });

  it('sends the whole form with PUT and confirms with a toast', async () => {
    const saved = fakeServer();
    renderAt(<AdminSettingsRoute />);
    await screen.findByLabelText('Shop name', { exact: false }, slow);
    fireEvent.change(field('Shop name'), { target: { value: 'Rao Weaves' } });
    fireEvent.change(field('Cash on delivery fee (₹)'), { target: { value: '45' } });
    save();
    expect(await screen.findByText(SETTINGS_SAVED, {}, slow)).toBeTruthy();
    expect(saved).toEqual([{ ...settings, shopName: 'Rao Weaves', codFeeRupees: 45 }]);
  });

  it('edits the GST rate list: a legal rate is saved sorted, a rate not in force is refused by the field', async () => {
    const saved = fakeServer();
    renderAt(<AdminSettingsRoute />);
    await screen.findByLabelText('GST rates offered', { exact: false }, slow);
    expect(field('GST rates offered').value).toBe('0, 3, 5, 18');
    fireEvent.change(field('GST rates offered'), { target: { value: '18, 5, 12' } });
    save();
    expect(
      await screen.findByText(/^12% is not a GST rate for goods; choose from 0%, 0.25%, 3%, 5%, 18%, 40%$/),
    ).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.change(field('GST rates offered'), { target: { value: '18, 0.25%, 5, 40' } });
    save();
    expect(await screen.findByText(SETTINGS_SAVED, {}, slow)).toBeTruthy();
    expect(saved).toEqual([{ ...settings, gstRatesPercent: [0.25, 5, 18, 40] }]);
  });

  it('shows an error panel with a retry, never a blank page, when the settings cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Database unavailable' }, 503)),
    );
    renderAt(<AdminSettingsRoute />);
    expect(await screen.findByText('Could not load settings', {}, slow)).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('shows a field named by a 422 from the server next to that field', async () => {
    fakeServer(() => json({ message: 'Enter a 6-digit PIN code', code: 'VALIDATION', field: 'pickupPincode' }, 422));
    renderAt(<AdminSettingsRoute />);
    await screen.findByLabelText('Pickup PIN code', { exact: false }, slow);
    save();
    await waitFor(() => expect(field('Pickup PIN code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Enter a 6-digit PIN code').length).toBeGreaterThan(0);
  });
});

describe('Go-live checklist card', () => {
  it('lists only what is still missing, each with a link to fix it', async () => {
    fakeServer();
    renderAt(<GoLiveChecklist />, '/admin');
    const list = await screen.findByRole('list', { name: 'Still missing' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Email delivery (SMTP)')).toBeTruthy();
    expect(within(list).queryByText('GSTIN')).toBeNull();
    expect(screen.getByRole('link', { name: 'Fix Email delivery (SMTP)' }).getAttribute('href')).toBe(
      '/admin/settings#server',
    );
    expect(screen.getByRole('link', { name: 'Fix No demo accounts' }).getAttribute('href')).toBe('/admin/users');
  });
});
