import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { DEMO, apiLogin, apiRegister, expect, newShopper, test } from '../fixtures';
import {
  apiProducts,
  apiSaveAddress,
  bearer,
  cartLine,
  gstByRate,
  includedGst,
  openWithCart,
  orderNumberOf,
  pdfRupees,
  priceOf,
  type ApiProduct,
} from './checkout-helpers';

/*
 * Issue 32: one GST breakup on every screen (docs/gst.md). For a 5%, an 18% and a mixed 5% + 18% cart paid by
 * cash on delivery, the cart shows the GST inside the goods; the checkout, the order page, the order mail and
 * the invoice show the GST inside the goods and the COD fee, the fee taxed at the principal supply's rate
 * (the rate whose goods carry the larger value). The expected figures are worked out here, apart from the app.
 */

type RatedProduct = ApiProduct & { gstRate: number };

interface OutboxEmail {
  kind: string;
  status: string;
  text: string;
}

/** The COD fee the demo shop charges below its free-shipping line (docs/decisions/039). */
const COD_FEE_PAISE = 100_00;

/** The cheapest product at `rate` with stock to spare (the demo catalogue has 5% and 18% goods). */
function cheapest(all: RatedProduct[], rate: number): RatedProduct {
  const found = all.filter((p) => p.gstRate === rate && p.stock > 5).sort((a, b) => priceOf(a) - priceOf(b))[0];
  if (!found) throw new Error(`the demo catalogue needs a ${rate}% product`);
  return found;
}

const CARTS = [
  { name: 'a 5% cart', lines: [{ rate: 5, quantity: 1 }] },
  { name: 'an 18% cart', lines: [{ rate: 18, quantity: 1 }] },
  {
    name: 'a mixed 5% + 18% cart',
    lines: [
      { rate: 5, quantity: 2 },
      { rate: 18, quantity: 1 },
    ],
  },
] as const;

/** A screenshot of the screen with `shown` (its GST line) scrolled into view. */
async function snap(page: Page, testInfo: TestInfo, name: string, shown: Locator) {
  await shown.scrollIntoViewIfNeeded();
  const path = testInfo.outputPath(`${name}-${page.viewportSize()?.width ?? 1280}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The invoice PDF's text as poppler's pdftotext reads it. */
async function invoiceText(page: Page, orderId: string, token: string, testInfo: TestInfo): Promise<string> {
  const res = await page.request.get(`/api/orders/${orderId}/invoice`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  const file = testInfo.outputPath(`invoice-${orderId}.pdf`);
  writeFileSync(file, await res.body());
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The order-placed mail's text, read from the admin outbox (no SMTP in the test shop). */
async function orderMailText(page: Page, adminToken: string, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, {
          headers: bearer(adminToken),
        });
        const { emails } = (await res.json()) as { emails: OutboxEmail[] };
        text = emails.find((e) => e.kind === 'order-placed')?.text ?? '';
        return text.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

for (const cart of CARTS) {
  test(`one GST breakup for ${cart.name} with the COD fee: cart, checkout, order, mail and invoice`, async ({
    page,
  }, testInfo) => {
    const shopper = newShopper('gst-breakup');
    const token = await apiRegister(page, shopper);
    await apiSaveAddress(page, token, shopper.name);
    const all = (await apiProducts(page)) as RatedProduct[];
    const lines = cart.lines.map((line) => ({ product: cheapest(all, line.rate), ...line }));
    const goodsByRate = new Map<number, number>();
    for (const line of lines)
      goodsByRate.set(
        line.rate,
        (goodsByRate.get(line.rate) ?? 0) + Math.round(priceOf(line.product) * 100) * line.quantity,
      );
    const goodsPaise = [...goodsByRate.values()].reduce((a, b) => a + b, 0);
    // Below the free-shipping line, so cash on delivery adds the fee.
    expect(goodsPaise).toBeLessThan(999_00);
    // The fee goes with the principal supply: the rate whose goods carry the larger value (a tie: the higher).
    const [principal] = [...goodsByRate.entries()].sort(([ra, a], [rb, b]) => b - a || rb - ra)[0]!;
    const withFee = new Map(goodsByRate);
    withFee.set(principal, (withFee.get(principal) ?? 0) + COD_FEE_PAISE);
    const breakup = includedGst(withFee);

    // Cart: the goods only; the fee is settled at checkout.
    await openWithCart(
      page,
      token,
      lines.map((line) => cartLine(line.product, line.quantity)),
      '/cart',
    );
    await expect(page.getByTestId('cart-line')).toHaveCount(lines.length);
    await expect(page.getByTestId('summary-gst-rates')).toHaveText(includedGst(goodsByRate));
    await snap(page, testInfo, 'cart', page.getByTestId('summary-gst-rates'));

    // Checkout, cash on delivery: the goods and the fee.
    await page
      .getByRole('button', { name: 'Proceed to Checkout' })
      .or(page.getByRole('link', { name: 'Proceed to Checkout' }))
      .click();
    await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await expect(page.getByTestId('checkout-shipping')).toHaveText('₹100.00');
    await expect(page.getByTestId('checkout-gst')).toHaveText(breakup);
    await snap(page, testInfo, 'checkout', page.getByTestId('checkout-gst'));

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    const number = orderNumberOf(orderId);

    // The order page (My Orders, its details).
    await page.goto('/orders');
    const card = page.getByTestId('order-card').filter({ hasText: `#${number}` });
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${number}` });
    await expect(dialog.getByTestId('detail-gst')).toHaveText(breakup);
    await snap(page, testInfo, 'order', dialog.getByTestId('detail-gst'));

    // The order mail, from the admin outbox.
    const adminToken = await apiLogin(page, DEMO.admin.email, DEMO.admin.password);
    expect(await orderMailText(page, adminToken, shopper.email)).toContain(breakup);

    // The invoice, issued at packing: one tax line per rate, the same tax per rate.
    const packed = await page.request.put(`/api/orders/${orderId}/status`, {
      headers: bearer(adminToken),
      data: { status: 'packed' },
    });
    expect(packed.status(), await packed.text()).toBe(200);
    const text = await invoiceText(page, orderId, token, testInfo);
    const rates = gstByRate(withFee);
    expect(text.match(/GST @ [\d.]+%: taxable/g) ?? []).toHaveLength(rates.length);
    const isInterState = text.includes('Inter-state (IGST)');
    for (const { rate, tax } of rates) {
      if (isInterState) expect(text).toContain(`IGST @ ${rate}% ${pdfRupees(tax / 100)}`);
      else {
        expect(text).toContain(`CGST @ ${rate / 2}% ${pdfRupees(tax / 200)}`);
        expect(text).toContain(`SGST @ ${rate / 2}% ${pdfRupees(tax / 200)}`);
      }
    }
    expect(text).toContain(pdfRupees((goodsPaise + COD_FEE_PAISE) / 100));
  });
}
