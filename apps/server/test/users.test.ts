import { randomUUID } from 'node:crypto';
import { eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '@shop/shared/order-number';
import { ADMIN_ERASURE_MESSAGES } from '@shop/shared/privacy';
import { userSchema } from '@shop/shared/schemas/auth';
import { USER_MESSAGES, userListResponseSchema } from '@shop/shared/schemas/users';
import { auditLog, orders, users } from '../src/db/schema';
import { createAuditService } from '../src/modules/audit/audit.service';
import { createUsersService } from '../src/modules/users/users.service';
import { startTestApp, type TestApp } from './helpers/test-app';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

let t: TestApp;
let adminToken: string;
let userToken: string;
let adminId: string;

/** Twelve customers with known names and registration dates (a day apart, oldest first). */
const PEOPLE = [
  'Aarav Mehta',
  'Bhavna Iyer',
  'Chetan Rao',
  'Divya Pillai',
  'Esha Kapoor',
  'Farhan Qureshi',
  'Gauri Deshpande',
  'Harsh Vardhan',
  'Ishita Sen',
  'Jatin 100% Bose',
  'Kavya_Nair',
  'Lakshmi Reddy',
];

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login('admin@example.com', 'admin123');
  userToken = await t.login('user@example.com', 'user123');
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
  adminId = admin!.id;
  const base = Date.UTC(2025, 0, 1);
  await t.database.db.insert(users).values(
    PEOPLE.map((name, i) => ({
      name,
      email: `${name
        .split(' ')[0]!
        .toLowerCase()
        .replace(/[^a-z]/g, '')}@people.test`,
      passwordHash: 'not-a-real-hash',
      createdAt: new Date(base + i * 86_400_000),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, token = adminToken) => t.request(path, { token });
const names = (body: any) => body.users.map((u: any) => u.name);

describe('GET /api/users', () => {
  it('pages 8 users at a time, newest first, in the documented shape', async () => {
    const total = await t.database.db.$count(users);
    const res = await get('/api/users');
    expect(res.status).toBe(200);
    expect(() => userListResponseSchema.parse(res.body)).not.toThrow();
    expect(res.body).toMatchObject({ total, page: 1, limit: 8, totalPages: Math.ceil(total / 8) });
    expect(res.body.users).toHaveLength(8);
    const dates = res.body.users.map((u: any) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.users[0]).not.toHaveProperty('passwordHash');
    expect(res.body.users[0]).not.toHaveProperty('password');

    const seen = new Set<string>();
    for (let page = 1; page <= res.body.totalPages; page++) {
      const p = await get(`/api/users?page=${page}`);
      for (const u of p.body.users) seen.add(u._id);
    }
    expect(seen.size).toBe(total);
  });

  it('searches name and email on the server, ignoring case; % and _ are plain characters', async () => {
    expect(names((await get('/api/users?search=ISHITA')).body)).toEqual(['Ishita Sen']);
    expect(names((await get('/api/users?search=farhan@people')).body)).toEqual(['Farhan Qureshi']);
    expect(names((await get('/api/users?search=%20%20bhavna%20')).body)).toEqual(['Bhavna Iyer']);
    expect(names((await get('/api/users?search=100%25')).body)).toEqual(['Jatin 100% Bose']);
    expect(names((await get('/api/users?search=a_n')).body)).toEqual(['Kavya_Nair']);
    const multi = await get('/api/users?search=people.test&limit=5&page=3');
    expect(multi.body).toMatchObject({ total: 12, page: 3, limit: 5, totalPages: 3 });
    expect(multi.body.users).toHaveLength(2);
    expect((await get('/api/users?search=nobody-here')).body).toMatchObject({ users: [], total: 0, totalPages: 0 });
  });

  it('filters by role', async () => {
    const admins = await get('/api/users?role=admin');
    expect(admins.body.users.every((u: any) => u.role === 'admin')).toBe(true);
    expect(admins.body.users.map((u: any) => u.email)).toContain('admin@example.com');
    const customers = await get('/api/users?role=user&limit=100');
    expect(customers.body.users.every((u: any) => u.role === 'user')).toBe(true);
    expect(customers.body.total + admins.body.total).toBe(await t.database.db.$count(users));
    expect((await get('/api/users?role=all')).body.total).toBe(await t.database.db.$count(users));
  });

  it('sorts by name, role and registration date, either way', async () => {
    const sorted = [...PEOPLE].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names((await get('/api/users?search=people.test&sort=name&limit=20')).body)).toEqual(sorted);
    expect(names((await get('/api/users?search=people.test&sort=name&order=desc&limit=20')).body)).toEqual(
      [...sorted].reverse(),
    );
    expect(names((await get('/api/users?search=people.test&sort=createdAt&order=asc&limit=20')).body)).toEqual(PEOPLE);
    expect(names((await get('/api/users?search=people.test&sort=createdAt&limit=20')).body)).toEqual(
      [...PEOPLE].reverse(),
    );
    const byRole = await get('/api/users?sort=role&order=asc&limit=100');
    const roles = byRole.body.users.map((u: any) => u.role);
    expect(roles).toEqual([...roles].sort());
    expect(roles[0]).toBe('admin');
  });

  it.each([
    ['role=superuser', USER_MESSAGES.invalidRole],
    ['sort=email', USER_MESSAGES.invalidSort],
    ['order=sideways', USER_MESSAGES.invalidOrder],
    ['page=0', USER_MESSAGES.invalidPage],
    ['limit=1000', USER_MESSAGES.invalidLimit],
    ['limit=abc', USER_MESSAGES.invalidLimit],
  ])('rejects %s with 400', async (query, message) => {
    const res = await get(`/api/users?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('GET /api/users/:id', () => {
  it('returns the user, 404 when missing or malformed', async () => {
    const res = await get(`/api/users/${adminId}`);
    expect(res.status).toBe(200);
    expect(userSchema.parse(res.body)).toMatchObject({ _id: adminId, email: 'admin@example.com', role: 'admin' });
    expect((await get(`/api/users/${randomUUID()}`)).status).toBe(404);
    expect((await get('/api/users/nope')).body).toEqual({
      message: USER_MESSAGES.userNotFound,
      code: 'NOT_FOUND',
      messageKey: 'auth.userNotFound',
    });
  });
});

async function makeUser(name: string, role: 'user' | 'admin' = 'user', password = 'secret1') {
  const email = `${randomUUID().slice(0, 8)}@roles.test`;
  const reg = await t.request('/api/auth/register', {
    method: 'POST',
    json: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, name, email, password },
  });
  expect(reg.status).toBe(201);
  const id = reg.body.user._id as string;
  if (role === 'admin') await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  return { id, email, token: reg.body.token as string };
}

describe('PUT /api/users/:id (role)', () => {
  it('promotes a user to admin and back; the new role applies to their very next request', async () => {
    const u = await makeUser('Promoted Person');
    expect((await get('/api/admin/stats', u.token)).status).toBe(403);
    const up = await t.request(`/api/users/${u.id}`, { method: 'PUT', token: adminToken, json: { role: 'admin' } });
    expect(up.status).toBe(200);
    expect(up.body.user).toMatchObject({ _id: u.id, role: 'admin' });
    expect((await get('/api/admin/stats', u.token)).status).toBe(200);
    const down = await t.request(`/api/users/${u.id}`, { method: 'PUT', token: adminToken, json: { role: 'user' } });
    expect(down.body.user.role).toBe('user');
    expect((await get('/api/admin/stats', u.token)).status).toBe(403);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, u.id));
    expect(entries.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'user', to: 'admin' }),
        expect.objectContaining({ from: 'admin', to: 'user' }),
      ]),
    );
    expect(entries.every((e) => e.action === 'user.role_change' && e.actorEmail === 'admin@example.com')).toBe(true);
  });

  it('refuses an admin changing their own role (409) and bad input (400, 404)', async () => {
    const self = await t.request(`/api/users/${adminId}`, { method: 'PUT', token: adminToken, json: { role: 'user' } });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot change your own role');
    const bad = await t.request(`/api/users/${adminId}`, { method: 'PUT', token: adminToken, json: { role: 'owner' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(USER_MESSAGES.invalidRole);
    const none = await t.request(`/api/users/${randomUUID()}`, {
      method: 'PUT',
      token: adminToken,
      json: { role: 'admin' },
    });
    expect(none.status).toBe(404);
    const [me] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    expect(me!.role).toBe('admin');
  });

  it('never leaves the shop without an admin, even when two admins demote each other at once', async () => {
    const a = await makeUser('Admin A', 'admin');
    const b = await makeUser('Admin B', 'admin');
    // Only these two are admins for this test.
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, adminId));
    try {
      const [ab, ba] = await Promise.all([
        t.request(`/api/users/${b.id}`, { method: 'PUT', token: a.token, json: { role: 'user' } }),
        t.request(`/api/users/${a.id}`, { method: 'PUT', token: b.token, json: { role: 'user' } }),
      ]);
      const statuses = [ab.status, ba.status].sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused: either the last-admin rule (409) or, if it arrived after the winner's commit,
      // it is no longer an admin at all (403).
      expect([403, 409]).toContain(statuses[1]);
      const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    }
  });

  it('refuses to demote or delete the last admin (stale session of a former admin)', async () => {
    const onlyAdmin = await makeUser('Only Admin', 'admin');
    await t.database.db.update(users).set({ role: 'user' }).where(ne(users.id, onlyAdmin.id));
    try {
      // The service as the routes call it, with an actor whose admin role was revoked meanwhile.
      // The erasure itself is the privacy module's; here only its transaction with the users module's guard runs.
      const service = createUsersService({
        db: t.database.db,
        audit: createAuditService(t.database.db),
        eraseAccount: (_actor, _id, guard) => t.database.db.transaction((tx) => guard(tx)),
      });
      const stale = { id: adminId, email: 'admin@example.com' };
      await expect(service.changeRole(stale, onlyAdmin.id, { role: 'user' })).rejects.toMatchObject({
        statusCode: 409,
        message: USER_MESSAGES.lastAdmin,
      });
      await expect(service.remove(stale, onlyAdmin.id)).rejects.toMatchObject({
        statusCode: 409,
        message: USER_MESSAGES.lastAdmin,
      });
      // Not the last admin any more, but the actor is not an admin: 403.
      const other = await makeUser('Someone');
      await expect(service.changeRole(stale, other.id, { role: 'admin' })).rejects.toMatchObject({ statusCode: 403 });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, onlyAdmin.id));
      expect(row!.role).toBe('admin');
    } finally {
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    }
  });
});

/** A cash-on-delivery order of one unit of the first product, delivered to `name` in Bengaluru. */
async function placeCodOrder(token: string, name: string) {
  const [product] = await t.request('/api/products?limit=1').then((r) => r.body.products);
  const placed = await t.request('/api/orders', {
    method: 'POST',
    token,
    json: {
      items: [{ product: product._id, quantity: 1 }],
      paymentMethod: 'cod',
      shippingAddress: {
        name,
        phone: '9876543210',
        street: '1 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    },
  });
  expect(placed.status, placed.text).toBe(201);
  return placed;
}

describe('DELETE /api/users/:id', () => {
  it('erases a customer as their own "Delete my account" does: open unpaid orders cancelled, nothing personal left', async () => {
    const u = await makeUser('Leaving Customer');
    const placed = await placeCodOrder(u.token, 'Leaving Customer');

    const res = await t.request(`/api/users/${u.id}`, { method: 'DELETE', token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User deleted' });
    expect((await get(`/api/users/${u.id}`)).status).toBe(404);
    // Their token stops working at once.
    expect((await t.request('/api/auth/me', { token: u.token })).status).toBe(401);

    // The order was open and unpaid: cancelled (stock back), then kept for the shop's figures without the person.
    const order = await t.request(`/api/orders/${placed.body.order._id}`, { token: adminToken });
    expect(order.status).toBe(200);
    expect(order.body.order.status).toBe('cancelled');
    expect(order.body.order.user).toEqual({ _id: null, name: 'Deleted customer', email: '' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.body.order._id));
    expect(row).toMatchObject({ userId: null, customerEmail: '' });
    expect(row!.shippingAddress).toMatchObject({ name: 'Deleted customer', phone: '', street: '', state: 'Karnataka' });

    // The admin's entry in the audit log names the account by id and a masked address only.
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, u.id));
    expect(entry).toMatchObject({
      action: 'user.delete',
      actorEmail: 'admin@example.com',
      details: {
        requestedBy: 'admin',
        email: `${u.email.slice(0, 1)}***@${u.email.split('@')[1]}`,
        role: 'user',
        cancelledOrders: 1,
      },
    });
    expect(JSON.stringify(entry)).not.toContain(u.email);
    expect((await t.request(`/api/users/${u.id}`, { method: 'DELETE', token: adminToken })).status).toBe(404);
  });

  it('refuses while the customer has an order with the courier, in words for the merchant', async () => {
    const u = await makeUser('Waiting Customer');
    const placed = await placeCodOrder(u.token, 'Waiting Customer');
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, placed.body.order._id));

    const res = await t.request(`/api/users/${u.id}`, { method: 'DELETE', token: adminToken });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_ERASURE_MESSAGES.orderInTransit(formatOrderNumber(placed.body.order._id)));
    expect((await get(`/api/users/${u.id}`)).status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.body.order._id));
    expect(row).toMatchObject({ userId: u.id, customerEmail: u.email });
  });

  it('refuses an admin deleting themself (409) and keeps other admins deletable', async () => {
    const self = await t.request(`/api/users/${adminId}`, { method: 'DELETE', token: adminToken });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot delete your own account');
    const other = await makeUser('Second Admin', 'admin');
    const res = await t.request(`/api/users/${other.id}`, { method: 'DELETE', token: adminToken });
    expect(res.status).toBe(200);
    const left = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.id, [adminId, other.id]));
    expect(left.map((u) => u.id)).toEqual([adminId]);
  });

  it('is for admins only', async () => {
    const victim = await makeUser('Victim');
    expect((await t.request(`/api/users/${victim.id}`, { method: 'DELETE', token: userToken })).status).toBe(403);
    expect((await t.request(`/api/users/${victim.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await get(`/api/users/${victim.id}`)).status).toBe(200);
  });
});
