import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { contactMessages } from '../src/db/schema';
import { postForm } from './helpers/open-forms';
import type { TestApp } from './helpers/test-app';
import { useTestApp } from './helpers/test-shop';

let t: TestApp;
useTestApp((app) => (t = app), { seed: false });

const THANKS = 'Thank you! We will get back to you within 24 hours.';
const valid = {
  name: 'Priya Nair',
  email: 'priya@example.com',
  subject: 'Where is my order?',
  message: 'I ordered a kurta last week and would like to know when it ships.',
};
/**
 * The form as the storefront sends it (notice accepted, proof of work when asked). Each message comes from a
 * visitor of its own (the contact form allows 5 a minute per address, tested below).
 */
let visitors = 0;
const send = (json: Record<string, unknown>) =>
  postForm(t, '/api/contact', json, { ip: `203.0.113.${(++visitors % 250) + 1}` });
const stored = () => t.database.db.select().from(contactMessages);

describe('POST /api/contact', () => {
  it('stores a message and thanks the sender', async () => {
    const res = await send({ ...valid, name: '  Priya Nair ', email: ' Priya@Example.COM ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: THANKS });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Priya Nair',
      email: 'priya@example.com',
      phone: null,
      subject: valid.subject,
      message: valid.message,
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('keeps an optional phone number and treats a blank one as none', async () => {
    expect((await send({ ...valid, subject: 'phone', phone: '+91 98765 43210' })).status).toBe(201);
    expect((await send({ ...valid, subject: 'blank phone', phone: '   ' })).status).toBe(201);
    const rows = await stored();
    expect(rows.find((r) => r.subject === 'phone')?.phone).toBe('+91 98765 43210');
    expect(rows.find((r) => r.subject === 'blank phone')?.phone).toBeNull();
  });

  it('accepts a message of exactly 10 and exactly 5000 characters', async () => {
    expect((await send({ ...valid, message: 'x'.repeat(10) })).status).toBe(201);
    expect((await send({ ...valid, message: 'x'.repeat(5000) })).status).toBe(201);
  });

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ name: 'n'.repeat(101) }, 'Name must be at most 100 characters long'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Email is required'],
    [{ phone: 'call me maybe' }, 'Enter a valid phone number'],
    [{ phone: '12' }, 'Enter a valid phone number'],
    [{ subject: '' }, 'Subject is required'],
    [{ subject: 's'.repeat(201) }, 'Subject must be at most 200 characters long'],
    [{ message: 'too short' }, 'Message must be at least 10 characters long'],
    [{ message: '   short    ' }, 'Message must be at least 10 characters long'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters long'],
    [{ message: undefined }, 'Message is required'],
    [{ message: 12345678901 }, 'Message is required'],
  ])('rejects %o with a 400 message and stores nothing', async (patch, message) => {
    const before = (await stored()).length;
    const res = await send({ ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await stored()).length).toBe(before);
  });

  it('rejects an empty or non-JSON body with a JSON 4xx', async () => {
    const empty = await send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name is required');
    const text = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    expect(typeof text.body.message).toBe('string');
  });
});

describe('contact rate limit', () => {
  let limited: TestApp;
  useTestApp((app) => (limited = app), { seed: false });

  it('allows 5 requests a minute per IP (a proof of work asked after the first 3), then answers 429', async () => {
    const post = (ip: string, i = 0) =>
      limited.request('/api/contact', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
        json: { ...valid, email: `sender${i}@example.com`, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post('203.0.113.9', i)).status);
    expect(statuses).toEqual([201, 201, 201, 428, 428, 429, 429]);
    const limitedRes = await post('203.0.113.9');
    expect(limitedRes.body.message).toMatch(/Too many requests/);
    expect((await post('198.51.100.4')).status).toBe(201);
    expect(await limited.database.db.select().from(contactMessages)).toHaveLength(4);
  });
});
