import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { createCustomer, createProduct, placeOrder } from './helpers/factories';
import { statementsBuiltDuring, statementsDuring, type Statement } from './helpers/sent-statements';
import { startTestApp, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/*
 * docs/decisions/297-the-outbox-worker-builds-its-statements-once.md: the worker sweeps expired links and claims due
 * mails before every batch, and it is woken after every order's commit. Both statements are built once for the
 * worker's database handle and sent as named prepared statements, not built again by the query builder each time.
 * Counted at the driver, on PostgreSQL (PGlite has no pool to watch).
 */

const CLAIM = /^update "email_outbox" set "attempts" = "email_outbox"\."attempts" \+ 1/;
const SWEEP = /^update "email_outbox" set "body_text" = \$1, "body_html" = \$2, "status" = case/;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * The order's mail to its buyer, sent: its kind named, for the buyer's verification mail from the sign-up is sent
 * too, and waiting for "any mail sent" let an order pass before its own mail was claimed.
 */
async function orderMailSent(email: string) {
  await waitFor(async () => {
    const rows = await t.database.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'order-placed'), eq(emailOutbox.status, 'sent')));
    return rows.length > 0;
  }, `a sent mail to ${email}`);
}

describe("the outbox worker's statements", () => {
  it('sweeps and claims with statements built once and named, however often it is woken', async (context) => {
    if (t.driver !== 'postgres') context.skip('needs PostgreSQL (TEST_DATABASE_URL): counted at the pg driver');
    const product = await createProduct(t, { stock: 10 });
    // A first order wakes the worker: its statements are built then, if not already.
    const first = await createCustomer(t);
    await placeOrder(t, { token: first.token, product: product.id });
    await orderMailSent(first.email);

    const buyers = [await createCustomer(t), await createCustomer(t)];
    let sent: Statement[] = [];
    const built = await statementsBuiltDuring(async () => {
      sent = await statementsDuring(async () => {
        for (const buyer of buyers) {
          await placeOrder(t, { token: buyer.token, product: product.id });
          await orderMailSent(buyer.email);
        }
      });
    });

    const claims = sent.filter(({ text }) => CLAIM.test(text));
    const sweeps = sent.filter(({ text }) => SWEEP.test(text));
    expect(claims.length).toBeGreaterThanOrEqual(2);
    expect(sweeps.length).toBeGreaterThanOrEqual(2);
    // The mails someone waits for (one-time links) are claimed first, then the rest (decision 302).
    expect(new Set(claims.map(({ name }) => name))).toEqual(new Set(['outbox_claim_waited_for', 'outbox_claim_due']));
    expect(new Set(sweeps.map(({ name }) => name))).toEqual(new Set(['outbox_sweep_expired_secrets']));
    expect(built.filter((text) => CLAIM.test(text) || SWEEP.test(text))).toEqual([]);
  });
});
