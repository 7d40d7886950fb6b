import { expect } from 'vitest';
import { createCustomer, type Customer } from './factories';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { startTestApp, type TestApp } from './test-app';

/** A shop that mails through a real SMTP server, with one Hindi and one English customer (issue 39's mail tests). */
export interface TwoLanguageShop {
  sink: SmtpSink;
  t: TestApp;
  adminToken: string;
  hindi: Customer;
  english: Customer;
}

export const MAIL_PUBLIC_URL = 'https://shop.example.in';

/** Starts it; `emailPrefix` keeps each test file's customers apart in the sink. */
export async function startTwoLanguageShop(emailPrefix: string): Promise<TwoLanguageShop> {
  const sink = await startSmtpSink();
  const t = await startTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: MAIL_PUBLIC_URL } });
  const adminToken = await t.login('admin@example.com', 'admin123');
  const hindi = await createCustomer(t, { name: 'Sunita Verma', emailPrefix: `hindi-${emailPrefix}` });
  const english = await createCustomer(t, { name: 'Kavya Menon', emailPrefix: `english-${emailPrefix}` });
  const saved = await t.request('/api/auth/language', { method: 'PUT', token: hindi.token, json: { language: 'hi' } });
  expect(saved.status, saved.text).toBe(200);
  return { sink, t, adminToken, hindi, english };
}
