import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';
import { addressFor } from './helpers/client-address';
import { createCustomer, createProduct, placeDeliveredOrder, sendReturnRequest, type Customer } from './helpers/factories';
import { postGeneratedFiles, watchRss } from './helpers/multipart-flood';
import { buildServerBundle, startServerProcess } from './helpers/second-server';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * The return-evidence attack of issue 30, with rate limits on as every real shop runs: 20 parallel requests,
 * each 6 files of 16 MB, to an order that does not exist. Before the fix every body was read into memory before
 * the order was looked up (717 MB -> 2,356 MB). Now the order is checked first: every request is answered 404
 * before its files are read, and the server's memory does not grow with them. A real request still works,
 * and the customer's budget of return requests holds.
 */

const MB = 1_048_576;

/** Resident memory of another process, read from /proc (Linux): what `ps` and the kernel's OOM killer see. */
function processRss(pid: number): number {
  if (!existsSync(`/proc/${pid}/status`)) throw new Error(`server process ${pid} is gone`);
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) * 1024 : 0;
}

/**
 * The process's resident memory once its start-up has settled: applying the migrations to the embedded database
 * peaks near 760 MB and is handed back within a few seconds on a quiet machine, later on a busy one. Waits until
 * two readings a second apart agree within 4 MB (at most 30 s), so the attack is measured from the shop at rest.
 */
async function settledRss(pid: number): Promise<number> {
  let previous = processRss(pid);
  for (let waited = 0; waited < 30; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = processRss(pid);
    if (Math.abs(now - previous) < 4 * MB) return now;
    previous = now;
  }
  return previous;
}

const emptyDataDir = () => mkdtempSync(join(tmpdir(), 'shop-rss-'));

/** Twenty senders at once, each 6 files of 16 MB, to an order id nobody has. */
function attack(url: string, token: string) {
  return Promise.all(
    Array.from({ length: 20 }, () =>
      postGeneratedFiles(`${url}/api/orders/${randomUUID()}/returns`, { token, files: 6, fileBytes: 16 * MB }),
    ),
  );
}
let t: TestApp;
let adminToken: string;
let customer: Customer;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' } });
  adminToken = await t.login('admin@example.com', 'admin123');
  customer = await createCustomer(t, { name: 'Upload Tester', emailPrefix: 'upload-attack' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function deliveredOrder() {
  const product = await createProduct(t, { mrpPaise: 50_000, stock: 10, skuPrefix: 'UPL' });
  const { order } = await placeDeliveredOrder(t, {
    token: customer.token,
    adminToken,
    items: [{ product: product.id, quantity: 1 }],
  });
  const eligibility = await t.request(`/api/orders/${order._id}/returns`, { token: customer.token });
  return { orderId: order._id as string, orderItemId: eligibility.body.items[0].orderItemId as string };
}

describe('return evidence under attack', () => {
  it('20 parallel uploads of 6 x 16 MB to a missing order: all 404 at once, no memory taken', { timeout: 120_000 }, async () => {
    // The server runs in this process. The test runner with its embedded database already holds about 500 MB,
    // so what is measured is what the attack adds: 1.9 GB of files, of which none may be held (before the
    // fix, +1,639 MB). A server process of its own (second-server.ts) showed the same: +8 MB.
    const before = process.memoryUsage.rss();
    const rss = watchRss(() => process.memoryUsage.rss());
    const answers = await attack(t.url, customer.token);
    const peak = rss.stop();
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(404));
    expect(JSON.parse(answers[0]!.body).message).toBe(RETURN_MESSAGES.notYourOrder);
    // Answered without waiting for the 96 MB of each body (the senders share this process's event loop with the
    // server, so a busy CI machine stretches the time; a body read whole took far longer and 1.6 GB).
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(15_000);
    // The bound is one request body: holding even one of the twenty 96 MB bodies whole would fail it. What stays is
    // the drained chunks the collector has not reached yet, shared with the senders' own buffers in this process;
    // Node 24's larger young generation let that reach 65 MB on CI. The absolute figure is the next test's.
    expect(peak - before, `RSS ${Math.round(before / MB)} MB before, ${Math.round(peak / MB)} MB at most`).toBeLessThan(
      96 * MB,
    );
  });

  it(
    'the same attack on a server process of its own: its resident memory stays under 400 MB throughout',
    { timeout: 180_000 },
    async () => {
      // Issue 30's must-show, measured where it means something: the shop's own process, the bundle `npm start`
      // runs, with its embedded database (PGlite lives inside the server process, so its ~190 MB count too),
      // sampled from /proc every 10 ms, peak in absolute terms. The senders run here, in the test runner, so their
      // buffers are not counted against the server (docs/decisions/193-upload-attack-memory.md).
      buildServerBundle();
      // On the PostgreSQL pass the process uses that database, as a shop with DATABASE_URL does (no PGlite inside).
      // On PGlite it is the shop at rest: started once to create its database (a first start's initdb peaks near
      // 780 MB and is handed back only when that memory is collected), then restarted on it, as every later start.
      const database = t.driver === 'postgres' ? { databaseUrl: t.config.DATABASE_URL! } : { dataDir: emptyDataDir() };
      await (await startServerProcess({ entry: 'built', ...database })).stop();
      const server = await startServerProcess({ entry: 'built', env: { RATE_LIMITS: 'on' }, ...database });
      try {
        const email = `rss-${randomUUID().slice(0, 8)}@example.com`;
        const registered = await fetch(`${server.url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': addressFor(`email:${email}`) },
          body: JSON.stringify({ name: 'Rss Tester', email, password: 'secret12', privacyNoticeVersion: PRIVACY_NOTICE_VERSION }),
        });
        expect(registered.status).toBe(201);
        const { token } = (await registered.json()) as { token: string };
        const pid = server.process.pid!;
        const idle = await settledRss(pid);
        const rss = watchRss(() => processRss(pid));
        const attacked = await attack(server.url, token).then(
          (answers) => ({ answers }),
          (error: unknown) => ({ error }),
        );
        const peak = rss.stop();
        if ('error' in attacked) throw attacked.error;
        const { answers } = attacked;
        expect(answers.map((a) => a.status)).toEqual(Array(20).fill(404));
        const figures = `server RSS ${Math.round(idle / MB)} MB idle, ${Math.round(peak / MB)} MB at most`;
        console.info(`return-upload attack on a server process: ${figures}`);
        expect(peak, figures).toBeLessThan(400 * MB);
      } finally {
        await server.stop();
      }
    },
  );

  it("someone else's order is refused the same way before its files are read", { timeout: 60_000 }, async () => {
    const { orderId } = await deliveredOrder();
    const stranger = await createCustomer(t, { name: 'Other Shopper', emailPrefix: 'upload-stranger' });
    const answer = await postGeneratedFiles(`${t.url}/api/orders/${orderId}/returns`, {
      token: stranger.token,
      files: 6,
      fileBytes: 16 * MB,
    });
    expect(answer.status).toBe(404);
    expect(answer.ms).toBeLessThan(15_000);
  });

  it('a real request still works end to end, and an eligible order takes a large file only up to the cap', { timeout: 60_000 }, async () => {
    const { orderId, orderItemId } = await deliveredOrder();
    const oversized = await postGeneratedFiles(`${t.url}/api/orders/${orderId}/returns`, {
      token: customer.token,
      files: 1,
      fileBytes: 16 * MB,
    });
    expect(oversized.status).toBe(413);
    expect(JSON.parse(oversized.body).message).toBe(RETURN_MESSAGES.photoTooLarge);

    const asked = await sendReturnRequest(t, {
      token: customer.token,
      orderId,
      items: [{ orderItemId, quantity: 1 }],
      payout: { method: 'upi', upiId: 'upload.tester@okhdfcbank' },
    });
    expect(asked.status, asked.text).toBe(201);
    const photo = await t.request(asked.body.return.evidence[0].url, { token: customer.token });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect((await t.request(asked.body.return.evidence[0].url)).status).toBe(401);
  });

  it("a customer's return requests are rate limited once the order is theirs and returnable", { timeout: 60_000 }, async () => {
    const { orderId, orderItemId } = await deliveredOrder();
    const notAPhoto = [{ data: Buffer.from('not a photo at all'), name: 'a.jpg', type: 'image/jpeg' }];
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await sendReturnRequest(t, {
        token: customer.token,
        orderId,
        items: [{ orderItemId, quantity: 1 }],
        payout: { method: 'upi', upiId: 'upload.tester@okhdfcbank' },
        files: notAPhoto,
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toMatch(/^You have sent too many return requests\. Please try again in \d+ minutes\.$/);
        break;
      }
    }
    expect(statuses.filter((s) => s === 415).length).toBeGreaterThanOrEqual(25);
    expect(statuses.at(-1)).toBe(429);
  });
});
