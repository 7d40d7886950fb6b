import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BREACH_MESSAGES } from '@shop/shared/schemas/breaches';
import { auditLog, emailOutbox, users } from '../src/db/schema';
import { createCustomer } from './helpers/factories';
import type { TestApp } from './helpers/test-app';
import { useSignedInShop } from './helpers/test-shop';

/*
 * Issue 33 (docs/decisions/177-breach-register.md): the admin records a personal data breach and whose data it
 * touched; "notify" mails the DPDP Rules r.7(1) notice to each affected person through the outbox, once each;
 * the incident shows the Board's 72-hour deadline and a report draft.
 */

let t: TestApp;
let adminToken: string;
useSignedInShop((shop) => ({ t, adminToken } = shop));

const HOUR = 3_600_000;

const incident = (changes: Record<string, unknown> = {}) => ({
  title: 'Order export left on a public link',
  description:
    'A CSV export of orders from 1-20 November was shared through a public file link by mistake and could be opened by anyone with the link.',
  dataAffected: 'Name, email address, phone number and delivery address given at checkout',
  consequences: 'Someone with the file could contact you pretending to be the shop (phishing calls or mails).',
  measures: 'The link was removed within two hours and the export deleted; exports now stay in the admin area.',
  shopperSteps: 'Do not share one-time passwords or payment details with anyone calling in our name.',
  discoveredAt: new Date(Date.now() - 5 * HOUR).toISOString(),
  occurredAt: new Date(Date.now() - 30 * HOUR).toISOString(),
  ...changes,
});

const breachMails = (reference: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'breach-notice'), like(emailOutbox.text, `%${reference}%`)));

describe('breach register', () => {
  it('records an incident for chosen accounts, mails the notice to each once, shows the 72-hour clock and the draft', async () => {
    const a = await createCustomer(t, { name: 'Farah Khan', emailPrefix: 'breach-a' });
    const b = await createCustomer(t, { name: 'Gopal Das', emailPrefix: 'breach-b' });
    const bystander = await createCustomer(t, { name: 'Hema Nair', emailPrefix: 'breach-c' });

    const created = await t.request('/api/admin/breaches', {
      method: 'POST',
      token: adminToken,
      json: incident({ affectedEmails: [a.email.toUpperCase(), b.email] }),
    });
    expect(created.status, created.text).toBe(201);
    const record = created.body.incident;
    expect(record.reference).toMatch(/^BR-\d{8}-[0-9A-F]{4}$/);
    expect(record).toMatchObject({ affectsAll: false, affectedCount: 2, notifiedAt: null, boardReportedAt: null });
    expect(Date.parse(record.boardReportDueAt) - Date.parse(record.discoveredAt)).toBe(72 * HOUR);
    expect(record.boardReportDraft).toContain('Data Protection Board of India');
    expect(record.boardReportDraft).toContain('within 72 hours');
    expect(record.shopperNotice.text).toContain('What you can do: Do not share one-time passwords');

    const notified = await t.request(`/api/admin/breaches/${record._id}/notify`, { method: 'POST', token: adminToken });
    expect(notified.status, notified.text).toBe(200);
    expect(notified.body.incident).toMatchObject({ notifiedCount: 2 });
    expect(notified.body.incident.notifiedAt).not.toBeNull();
    expect(notified.body.incident.boardReportDraft).toContain('2 affected people were notified');

    const mails = await breachMails(record.reference);
    expect(mails.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
    const toFarah = mails.find((m) => m.to === a.email)!;
    expect(toFarah.subject).toContain('security incident');
    expect(toFarah.text).toContain('Farah');
    expect(toFarah.text).toContain('Your data affected: Name, email address, phone number');
    expect(mails.some((m) => m.to === bystander.email)).toBe(false);

    // Notifying again mails nobody twice.
    const again = await t.request(`/api/admin/breaches/${record._id}/notify`, { method: 'POST', token: adminToken });
    expect(again.status).toBe(200);
    expect(await breachMails(record.reference)).toHaveLength(2);

    // Filed with the Board: the clock stops; the audit log has each step, without the addresses.
    const filed = await t.request(`/api/admin/breaches/${record._id}/board-reported`, {
      method: 'POST',
      token: adminToken,
    });
    expect(filed.body.incident.boardReportedAt).not.toBeNull();
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, record._id));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'breach.board_reported',
      'breach.notify',
      'breach.notify',
      'breach.record',
    ]);
    expect(JSON.stringify(entries)).not.toContain(a.email);

    const list = await t.request('/api/admin/breaches', { token: adminToken });
    expect(list.body.incidents.some((i: { _id: string }) => i._id === record._id)).toBe(true);
  });

  it('an incident for all accounts mails every account', async () => {
    const created = await t.request('/api/admin/breaches', {
      method: 'POST',
      token: adminToken,
      json: incident({ affectsAll: true }),
    });
    expect(created.status, created.text).toBe(201);
    const everyone = await t.database.db.select({ email: users.email }).from(users);
    expect(created.body.incident.affectedCount).toBe(everyone.length);
    const notified = await t.request(`/api/admin/breaches/${created.body.incident._id}/notify`, {
      method: 'POST',
      token: adminToken,
    });
    expect(notified.status, notified.text).toBe(200);
    const mails = await breachMails(created.body.incident.reference);
    expect(mails.map((m) => m.to).sort()).toEqual(everyone.map((u) => u.email).sort());
  });

  it.each([
    [{ affectedEmails: [] }, BREACH_MESSAGES.affected],
    [{ affectedEmails: ['nobody-here@example.com'] }, BREACH_MESSAGES.unknownEmails(['nobody-here@example.com'])],
    [
      { discoveredAt: new Date(Date.now() + 48 * HOUR).toISOString(), affectsAll: true },
      BREACH_MESSAGES.discoveredInFuture,
    ],
    [{ discoveredAt: 'yesterday', affectsAll: true }, BREACH_MESSAGES.discoveredAt],
    [{ description: 'short', affectsAll: true }, BREACH_MESSAGES.description],
  ])('refuses a bad incident with a clear message (%j)', async (changes, message) => {
    const res = await t.request('/api/admin/breaches', { method: 'POST', token: adminToken, json: incident(changes) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
