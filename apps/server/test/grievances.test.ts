import { words } from '@shop/shared/shopper-words';
import { english } from '../src/lib/shopper-words';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORM_CHALLENGE_MESSAGES } from '@shop/shared/form-challenge';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { GRIEVANCE_MESSAGES } from '@shop/shared/schemas/grievance';
import { consents, contactMessages, emailOutbox, grievanceEvents } from '../src/db/schema';
import { createContactService } from '../src/modules/contact/contact.service';
import { createMemoryFormCounters } from '../src/modules/contact/form-counters';
import { createFormGuard, FORM_GUARD } from '../src/modules/contact/form-guard';
import { remindGrievanceDeadlines } from '../src/modules/contact/grievance-deadlines.job';
import { createNotificationsService } from '../src/modules/notifications/notifications.service';
import { postForm, solveChallenge } from './helpers/open-forms';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

/*
 * Issues 30 and 33 (docs/decisions/160-164): the grievance form is no relay (the acknowledgement holds only the
 * ticket and the shop's text, acknowledgements are capped, a proof of work after the first few), consent on the
 * open forms, and a grievance's life: resolved with a written resolution, reopened, followed on its public status
 * page, with reminders and an overdue alert. Rate limits are ON, as in a real shop; each test sends from its own
 * addresses through the trusted proxy.
 */

let t: TestApp;
let adminToken: string;
useSignedInShop((shop) => ({ t, adminToken } = shop), { env: { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' } });

let nextIp = 10;
const freshIp = () => `198.51.100.${nextIp++}`;

const SPAM = {
  name: 'WIN A PRIZE at spam.example',
  subject: 'Claim your reward at http://spam.example/claim',
  message: 'Click http://spam.example/claim now to collect your lottery prize of Rs 10 lakh!',
  orderNumber: 'CLICK-SPAM-EXAMPLE',
};

const grievance = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email,
  subject: 'Damaged kettle',
  message: 'The kettle arrived with a cracked lid and nobody answered my mail.',
  ...extra,
});

const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));

const asAdmin = (method: string, path: string, json?: unknown) =>
  t.request(path, { method, token: adminToken, ...(json === undefined ? {} : { json }) });

async function fileGrievance(email: string, extra: Record<string, unknown> = {}) {
  const res = await postForm(t, '/api/grievances', grievance(email, extra), { ip: freshIp() });
  expect(res.status).toBe(201);
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.grievanceTicket, res.body.ticket as string));
  return { res, row: row! };
}

describe('the grievance form is no relay (issue 30)', () => {
  it('mails the sender only the ticket and the shop text, never what the form was given', async () => {
    const victim = 'victim@example.net';
    const { res } = await fileGrievance(victim, SPAM);
    const ticket = res.body.ticket as string;
    expect(res.body).toMatchObject({ acknowledgementMailed: true, message: english(words(GRIEVANCE_MESSAGES.received, { ticket })) });
    const [ack] = await mailsTo(victim, 'grievance-acknowledgement');
    expect(ack?.subject).toBe(`Grievance ${ticket} received`);
    for (const body of [ack!.subject, ack!.text, ack!.html ?? '']) {
      expect(body).toContain(ticket);
      for (const sent of Object.values(SPAM)) expect(body).not.toContain(sent);
      expect(body).not.toContain('spam.example');
      expect(body).not.toContain('WIN A PRIZE');
    }
    // The shop's own alert still shows the complaint to the shop.
    const alerts = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'shop-grievance'));
    expect(alerts.some((m) => m.text.includes(SPAM.message))).toBe(true);
    expect(alerts.every((m) => m.to !== victim)).toBe(true);
  });

  it('mails a recipient at most three acknowledgements a day; the answer then acknowledges on screen', async () => {
    const email = 'capped@example.net';
    const answers = [];
    for (let i = 0; i < FORM_GUARD.acknowledgementsPerRecipient + 1; i++) answers.push((await fileGrievance(email)).res.body);
    expect(answers.map((a) => a.acknowledgementMailed)).toEqual([true, true, true, false]);
    expect(answers[3].message).toBe(english(words(GRIEVANCE_MESSAGES.receivedNoMail, { ticket: answers[3].ticket })));
    expect(await mailsTo(email, 'grievance-acknowledgement')).toHaveLength(3);
    // Still stored, with its acknowledgement on record.
    const [held] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.grievanceTicket, answers[3].ticket));
    expect(held?.acknowledgedAt).toBeInstanceOf(Date);
  });

  it('caps acknowledgements per sending address too', async () => {
    const guard = createFormGuard({ secret: 'x'.repeat(32), counters: createMemoryFormCounters() });
    const allowed = [];
    for (let i = 0; i < FORM_GUARD.acknowledgementsPerAddress + 2; i++) {
      allowed.push(await guard.mayAcknowledge('203.0.113.50', `someone${i}@example.net`));
    }
    expect(allowed.filter(Boolean)).toHaveLength(FORM_GUARD.acknowledgementsPerAddress);
    expect(allowed.at(-1)).toBe(false);
    expect(await guard.mayAcknowledge('203.0.113.51', 'fresh@example.net')).toBe(true);
  });

  it('asks for a proof of work after the first few from an address, and accepts it solved', async () => {
    const ip = freshIp();
    const post = (json: Record<string, unknown>) =>
      t.request('/api/contact', { method: 'POST', headers: { 'x-forwarded-for': ip }, json });
    const form = (i: number) => ({
      ...grievance(`pow${i}@example.net`),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    for (let i = 0; i < FORM_GUARD.freePerAddress; i++) expect((await post(form(i))).status).toBe(201);
    const asked = await post(form(9));
    expect(asked.status).toBe(428);
    expect(asked.body.message).toBe(FORM_CHALLENGE_MESSAGES.required);
    expect(asked.body.challenge.bits).toBe(FORM_GUARD.baseBits);
    // The fifth request of the minute: the per-IP rate limit (5 a minute) would answer a sixth.
    const solved = await post({ ...form(9), proofOfWork: solveChallenge(asked.body.challenge) });
    expect(solved.status).toBe(201);
  });

  it('asks for it after the first few naming one email, from any address, and takes each proof once', async () => {
    const email = 'target@example.net';
    const send = (extra: Record<string, unknown> = {}) =>
      t.request('/api/grievances', {
        method: 'POST',
        headers: { 'x-forwarded-for': freshIp() },
        json: { ...grievance(email), privacyNoticeVersion: PRIVACY_NOTICE_VERSION, ...extra },
      });
    for (let i = 0; i < FORM_GUARD.freePerEmail; i++) expect((await send()).status).toBe(201);
    const asked = await send();
    expect(asked.status).toBe(428);
    const wrong = await send({ proofOfWork: { token: asked.body.challenge.token, nonce: '1' } });
    // One nonce in 16,000 passes by chance; "1" is checked not to.
    expect(wrong.status).toBe(428);
    expect(wrong.body.message).toBe(FORM_CHALLENGE_MESSAGES.failed);
    const forged = await send({ proofOfWork: { ...solveChallenge(asked.body.challenge), token: asked.body.challenge.token.replace('.v1', '') + 'x' } });
    expect(forged.status).toBe(428);
    const proofOfWork = solveChallenge(asked.body.challenge);
    expect((await send({ proofOfWork })).status).toBe(201);
    // Replayed, and harder now (one more zero bit for each further submission).
    const replay = await send({ proofOfWork });
    expect(replay.status).toBe(428);
    expect(replay.body.challenge.bits).toBe(FORM_GUARD.baseBits + 1);
    // A contact-form challenge does not open the grievance form.
    const other = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
      json: { ...grievance(email), privacyNoticeVersion: PRIVACY_NOTICE_VERSION, proofOfWork: solveChallenge(replay.body.challenge) },
    });
    expect(other.status).toBe(428);
  });
});

describe('consent on the open forms (issue 33)', () => {
  it.each(['/api/grievances', '/api/contact'] as const)('%s refuses a form without the notice accepted', async (path) => {
    const email = `no-consent-${path.length}@example.net`;
    const before = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    const missing = await t.request(path, { method: 'POST', headers: { 'x-forwarded-for': freshIp() }, json: grievance(email) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(PRIVACY_MESSAGES.consentRequired);
    const stale = await t.request(path, {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
      json: { ...grievance(email), privacyNoticeVersion: '2020-01-01.1' },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(PRIVACY_MESSAGES.staleNotice);
    const after = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(after).toHaveLength(before.length);
  });

  it.each([
    ['/api/grievances', 'grievance'],
    ['/api/contact', 'contact'],
  ] as const)('%s records the consent with the message', async (path, purpose) => {
    const email = `consent-${purpose}@example.net`;
    expect((await postForm(t, path, grievance(email), { ip: freshIp() })).status).toBe(201);
    const [message] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    const rows = await t.database.db.select().from(consents).where(eq(consents.contactMessageId, message!.id));
    expect(rows).toEqual([
      expect.objectContaining({ purpose, noticeVersion: PRIVACY_NOTICE_VERSION, userId: null }),
    ]);
  });
});

describe('a grievance is resolved, reopened and followed (issue 33)', () => {
  it('resolve mails the resolution and shows on the public status page; reopen opens it again', async () => {
    const email = 'asha.verma@example.net';
    const { res, row } = await fileGrievance(email);
    const ticket = res.body.ticket as string;
    const status = (who = email, number = ticket) =>
      t.request('/api/grievances/status', { method: 'POST', json: { ticket: number, email: who } });

    const open = await status(' Asha.Verma@Example.NET ', ticket.toLowerCase());
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ ticket, status: 'open', resolution: null, resolvedAt: null, overdue: false });
    expect(open.body.history.map((e: { kind: string }) => e.kind)).toEqual(['received', 'acknowledged']);
    const stranger = await status('someone.else@example.net');
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(GRIEVANCE_MESSAGES.notFound);

    // The old flag is no way to close a grievance; the resolution must be written.
    const flagged = await asAdmin('PUT', `/api/admin/inbox/${row.id}/handled`, { handled: true });
    expect(flagged.status).toBe(400);
    expect(flagged.body.message).toBe(GRIEVANCE_MESSAGES.resolveWithText);
    expect((await asAdmin('POST', `/api/admin/inbox/${row.id}/resolve`, { resolution: '  ' })).status).toBe(400);

    const resolution = 'We have sent a replacement lid by courier (AWB 1234567890) and refunded the shipping fee.';
    const resolved = await asAdmin('POST', `/api/admin/inbox/${row.id}/resolve`, { resolution });
    expect(resolved.status).toBe(200);
    expect(resolved.body.message.grievance).toMatchObject({ status: 'resolved', resolution });
    expect(resolved.body.message.grievance.history.at(-1)).toMatchObject({
      kind: 'resolved',
      note: resolution,
      by: 'admin@example.com',
    });
    const [mail] = await mailsTo(email, 'grievance-resolved');
    expect(mail?.subject).toBe(`Grievance ${ticket} resolved`);
    expect(mail?.text).toContain(resolution);
    expect(mail?.text).toContain(`/grievance/status?ticket=${ticket}`);
    expect((await asAdmin('POST', `/api/admin/inbox/${row.id}/resolve`, { resolution })).status).toBe(409);

    const closed = await status();
    expect(closed.body).toMatchObject({ status: 'resolved', resolution });
    expect(closed.body.resolvedAt).toEqual(expect.any(String));
    expect(closed.body.history.map((e: { kind: string }) => e.kind)).toEqual(['received', 'acknowledged', 'resolved']);
    expect(closed.body.history.every((e: Record<string, unknown>) => !('by' in e))).toBe(true);

    const reopened = await asAdmin('POST', `/api/admin/inbox/${row.id}/reopen`, { reason: 'The lid did not fit' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.message.grievance.status).toBe('open');
    expect(await mailsTo(email, 'grievance-reopened')).toHaveLength(1);
    const again = await status();
    expect(again.body).toMatchObject({ status: 'open', resolution: null, resolvedAt: null });
    expect(again.body.history.at(-1)).toMatchObject({ kind: 'reopened', note: 'The lid did not fit' });
    expect((await asAdmin('POST', `/api/admin/inbox/${row.id}/reopen`, {})).status).toBe(409);

    // A second resolution is mailed too (its own dedupe key).
    expect((await asAdmin('POST', `/api/admin/inbox/${row.id}/resolve`, { resolution: 'A new kettle is on its way.' })).status).toBe(200);
    expect(await mailsTo(email, 'grievance-resolved')).toHaveLength(2);
    // The old route still reopens a grievance, and a plain message is still flagged with it.
    const viaFlag = await asAdmin('PUT', `/api/admin/inbox/${row.id}/handled`, { handled: false });
    expect(viaFlag.body.message.grievance.status).toBe('open');
  });

  it('answers a malformed id with 400, never a 500', async () => {
    for (const [method, path, json] of [
      ['PUT', '/api/admin/inbox/not-a-uuid/handled', { handled: true }],
      ['POST', '/api/admin/inbox/not-a-uuid/resolve', { resolution: 'x' }],
      ['POST', '/api/admin/inbox/1%27%20or%201=1/reopen', {}],
      ['GET', '/api/admin/inbox/42', undefined],
    ] as const) {
      const res = await asAdmin(method, path, json);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('reminds the shop a week and a day before the deadline, then alerts it once when overdue (moved clock)', async () => {
    const { res, row } = await fileGrievance('late@example.net');
    const alerts = createNotificationsService({
      db: t.database.db,
      mail: { shopName: 'ShopKart', publicUrl: 'http://localhost' },
      log: { warn: () => undefined },
      settings: (within) => t.settings.get(within),
    }).merchantAlerts;
    const resolveBy = new Date(res.body.resolveBy as string).getTime();
    const run = (msBeforeDeadline: number) =>
      remindGrievanceDeadlines({ db: t.database.db, alerts, now: () => new Date(resolveBy - msBeforeDeadline) });
    const DAY = 86_400_000;
    const stepsOf = async () =>
      (await t.database.db.select().from(grievanceEvents).where(eq(grievanceEvents.contactMessageId, row.id))).map(
        (e) => `${e.kind}:${e.note ?? ''}`,
      );
    const shopMails = async (kind: string) =>
      (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind))).filter((m) =>
        m.subject.includes(res.body.ticket as string),
      );

    await run(10 * DAY);
    expect(await stepsOf()).not.toContain('reminder:week');
    await run(6 * DAY);
    await run(5 * DAY);
    expect((await stepsOf()).filter((s) => s.startsWith('reminder'))).toEqual(['reminder:week']);
    await run(DAY / 2);
    expect((await stepsOf()).filter((s) => s.startsWith('reminder'))).toEqual(['reminder:week', 'reminder:day']);
    const reminders = await shopMails('shop-grievance-reminder');
    expect(reminders.length).toBeGreaterThan(0);
    expect(new Set(reminders.map((m) => m.to)).size * 2).toBe(reminders.length);

    await run(-3_600_000);
    await run(-DAY);
    expect((await stepsOf()).filter((s) => s.startsWith('overdue'))).toEqual(['overdue:overdue']);
    const overdue = await shopMails('shop-grievance-overdue');
    expect(overdue.length).toBe(new Set(overdue.map((m) => m.to)).size);
    expect(overdue[0]?.subject).toBe(`Overdue grievance ${res.body.ticket}`);

    // The Inbox shows every step with who took it; the shop's own steps have no one.
    const opened = await asAdmin('GET', `/api/admin/inbox/${row.id}`);
    expect(opened.body.message.grievance.history.map((e: { kind: string }) => e.kind)).toEqual([
      'received',
      'acknowledged',
      'reminder',
      'reminder',
      'overdue',
    ]);
    // A resolved grievance gets no more reminders.
    await asAdmin('POST', `/api/admin/inbox/${row.id}/resolve`, { resolution: 'Refunded in full.' });
    await t.database.db.delete(grievanceEvents).where(eq(grievanceEvents.kind, 'overdue'));
    await run(-2 * DAY);
    expect((await stepsOf()).filter((s) => s.startsWith('overdue'))).toEqual([]);
  });

  it('tells account erasure whether an address has an open grievance', async () => {
    const { row } = await fileGrievance('open.one@example.net');
    // The contact module's front door, as the privacy module gets it (only the database is needed here).
    const contact = createContactService({ db: t.database.db, alerts: {} as never, guard: {} as never, consents: {} as never });
    expect(await contact.hasOpenGrievances('Open.One@example.net')).toBe(true);
    await asAdmin('POST', `/api/admin/inbox/${row.id}/resolve`, { resolution: 'Done.' });
    expect(await contact.hasOpenGrievances('open.one@example.net')).toBe(false);
    expect(await contact.hasOpenGrievances('nobody@example.net')).toBe(false);
  });
});
