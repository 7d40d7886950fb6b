import { describe, expect, it } from 'vitest';
import { MailSendError } from '../../providers/mail/mailer';
import { createWhatsAppClient } from '../../providers/whatsapp/client';
import type { ClaimedMail } from './notifications.repository';
import { sendWhatsAppRow } from './outbox-whatsapp';

/* How a WhatsApp outbox row's failures are settled (docs/decisions/230-whatsapp-sending.md). */

const row = (extra: Partial<ClaimedMail> = {}) =>
  ({
    id: 'r1',
    to: '9876543210',
    attempts: 1,
    callStartedAt: null,
    whatsapp: { name: 'order_placed', language: 'en', components: [] },
    ...extra,
  }) as unknown as ClaimedMail;

const graphError = (code: number, message: string) => JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'x' } });

function clientAnswering(status: number, body: string, calls: string[] = []) {
  return createWhatsAppClient({
    baseUrl: 'https://graph.example/v24.0',
    phoneNumberId: '1065',
    accessToken: 'token-token-token',
    timeoutMs: 1_000,
    fetch: (async (url: string) => {
      calls.push(url);
      return new Response(body, { status });
    }) as unknown as typeof fetch,
  });
}

const started: string[] = [];
const repository = { markCallStarted: async (mail: ClaimedMail) => (started.push(mail.id), true) };

async function failure(client: ReturnType<typeof clientAnswering> | null, mail = row()): Promise<MailSendError> {
  const error = await sendWhatsAppRow(client, repository, mail).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MailSendError);
  return error as MailSendError;
}

describe('sendWhatsAppRow', () => {
  it('returns Meta’s message id after recording the call', async () => {
    const ok = JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: '919876543210', wa_id: '919876543210' }], messages: [{ id: 'wamid.A1' }] });
    const calls: string[] = [];
    await expect(sendWhatsAppRow(clientAnswering(200, ok, calls), repository, row({ id: 'sent' }))).resolves.toEqual({ response: 'wamid.A1' });
    expect(started).toContain('sent');
    expect(calls).toEqual(['https://graph.example/v24.0/1065/messages']);
  });

  it('retries a 5xx and a rate limit (Meta did not take the message)', async () => {
    expect((await failure(clientAnswering(503, graphError(2, 'Service temporarily unavailable')))).isPermanent).toBe(false);
    expect((await failure(clientAnswering(429, graphError(130429, 'Rate limit hit')))).isPermanent).toBe(false);
    expect((await failure(clientAnswering(502, 'Bad gateway'))).isPermanent).toBe(false);
  });

  it('gives up at once on a template error, a bad token and a missing configuration', async () => {
    const template = await failure(clientAnswering(404, graphError(132001, '(#132001) Template name does not exist in the translation')));
    expect(template.isPermanent).toBe(true);
    expect(template.message).toContain('132001');
    expect((await failure(clientAnswering(401, graphError(190, 'Invalid OAuth access token')))).isPermanent).toBe(true);
    expect((await failure(null)).message).toContain('not configured');
  });

  it('never repeats a call that was cut off: a row claimed again after the call started fails without a call', async () => {
    const calls: string[] = [];
    const error = await failure(clientAnswering(200, '{}', calls), row({ callStartedAt: new Date() }));
    expect(error.isPermanent).toBe(true);
    expect(error.message).toContain('not resent');
    expect(calls).toEqual([]);
  });

  it('treats a time-out as possibly delivered: not retried', async () => {
    const slow = createWhatsAppClient({
      baseUrl: 'https://graph.example/v24.0',
      phoneNumberId: '1065',
      accessToken: 'token-token-token',
      timeoutMs: 1_000,
      fetch: async () => {
        throw Object.assign(new Error('timed out'), { name: 'TimeoutError' });
      },
    });
    const error = await failure(slow);
    expect(error.isPermanent).toBe(true);
    expect(error.message).toContain('may have arrived');
  });
});
