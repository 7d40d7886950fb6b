import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  languageRequiredMessage,
  quickReplyWebhook,
  reengagementFailedWebhook,
  sendMessageAnswer,
  undeliverableFailedWebhook,
  templateMissingError,
} from '../../../test/fixtures/whatsapp-samples';
import { WhatsAppError, createWhatsAppClient, toWhatsAppId } from './client';
import type { ApprovedTemplate } from './simulator-checks';
import { startWhatsAppSimulator } from './simulator';
import type { WebhookEnvelope } from './types';
import {
  isValidWebhookSignature,
  signWebhookBody,
  subscriptionChallenge,
  webhookEvents,
  type WhatsAppEvent,
} from './webhook';

const accessToken = 'EAAG-test-system-user-token';
const appSecret = 'whatsapp-app-secret';
const phoneNumberId = '106540352242922';
const templates: ApprovedTemplate[] = [
  {
    name: 'cod_confirmation',
    language: 'en',
    category: 'UTILITY',
    bodyParameters: 2,
    buttons: ['QUICK_REPLY', 'QUICK_REPLY'],
  },
];

/** The shop's side of the webhook: checks the signature over the raw bytes, keeps the events. */
const received: WhatsAppEvent[] = [];
let refusedSignatures = 0;
const shop = Fastify();
shop.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
shop.post('/webhook', async (request, reply) => {
  const raw = request.body as Buffer;
  if (!isValidWebhookSignature(raw, request.headers['x-hub-signature-256'], appSecret)) {
    refusedSignatures += 1;
    return reply.code(401).send();
  }
  received.push(...webhookEvents(JSON.parse(raw.toString('utf8')) as WebhookEnvelope));
  return reply.code(200).send();
});

const stateDir = mkdtempSync(join(tmpdir(), 'wa-sim-'));
const options = {
  accessToken,
  appSecret,
  phoneNumberId,
  displayPhoneNumber: '919800000000',
  businessAccountId: '102290129340398',
  templates,
  stateFile: join(stateDir, 'whatsapp.json'),
};
let sim: Awaited<ReturnType<typeof startWhatsAppSimulator>>;
const client = (token = accessToken) =>
  createWhatsAppClient({ baseUrl: sim.graphUrl, phoneNumberId, accessToken: token, timeoutMs: 5000 });

async function failure(promise: Promise<unknown>): Promise<WhatsAppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WhatsAppError) return error;
    throw error;
  }
  throw new Error('expected a WhatsAppError');
}

beforeAll(async () => {
  const shopUrl = await shop.listen({ port: 0, host: '127.0.0.1' });
  sim = await startWhatsAppSimulator({ ...options, webhookUrl: `${shopUrl}/webhook` });
});
afterAll(async () => {
  await sim?.close();
  await shop.close();
  rmSync(stateDir, { recursive: true, force: true });
});
beforeEach(() => {
  received.length = 0;
});

const confirmation = (to: string) =>
  client().sendTemplate({
    to,
    name: 'cod_confirmation',
    language: 'en',
    components: [
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Rahul' },
          { type: 'text', text: '#5D8AA46B' },
        ],
      },
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'confirm:42' }] },
      { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'cancel:42' }] },
    ],
  });

describe('WhatsApp Cloud API client against the simulator over HTTP', () => {
  it('sends an approved template to an Indian number; sent and delivered come back signed on the webhook', async () => {
    const sent = await confirmation('98123 45678');
    expect(sent).toEqual({ messageId: expect.stringMatching(/^wamid\./), waId: '919812345678' });
    const [request] = sim.simulator.sentMessages().slice(-1);
    expect(request?.request).toMatchObject({ messaging_product: 'whatsapp', to: '919812345678', type: 'template' });
    await sim.simulator.flushWebhooks();
    expect(received.map((event) => event.kind === 'status' && [event.messageId, event.status])).toEqual([
      [sent.messageId, 'sent'],
      [sent.messageId, 'delivered'],
    ]);
    expect(refusedSignatures).toBe(0);
  });

  it('answers in the published shapes: the send answer and a missing template parse like the samples', async () => {
    expect(Object.keys(sendMessageAnswer).sort()).toEqual(['contacts', 'messages', 'messaging_product']);
    const missing = await failure(
      client().sendTemplate({ to: '9812345678', name: 'cg_quest_text', language: 'en_US' }),
    );
    expect(missing).toMatchObject({
      kind: 'rejected',
      message: `WhatsApp: ${templateMissingError.error.message}`,
      details: { status: 404, code: 132001, details: templateMissingError.error.error_data.details },
    });
  });

  it('refuses what Meta refuses, with its codes', async () => {
    const wrongCount = await failure(
      client().sendTemplate({ to: '9812345678', name: 'cod_confirmation', language: 'en', components: [] }),
    );
    expect(wrongCount.details).toMatchObject({ status: 400, code: 132000 });
    const noLanguage = await failure(
      client().sendTemplate({ to: '9812345678', name: 'cod_confirmation', language: '' }),
    );
    expect(noLanguage.message).toBe(`WhatsApp: ${languageRequiredMessage}`);
    const badToken = await failure(client('EAAG-wrong').sendText({ to: '9812345678', body: 'hi' }));
    expect(badToken).toMatchObject({ kind: 'unauthorized', details: { status: 401, code: 190 } });
    const badNumber = await failure(client().sendText({ to: '12', body: 'hi' }));
    expect(badNumber).toMatchObject({ kind: 'rejected', details: { code: 131009 } });
  });

  it('accepts free text outside the 24-hour window, then fails it on the webhook with 131047, like the sample', async () => {
    const sent = await client().sendText({ to: '9800000001', body: 'Your parcel is on its way' });
    await sim.simulator.flushWebhooks();
    const failed = received.find((event) => event.kind === 'status' && event.messageId === sent.messageId);
    const sample = webhookEvents(reengagementFailedWebhook as WebhookEnvelope)[0];
    expect(failed).toMatchObject({ kind: 'status', status: 'failed', errors: [{ code: 131047 }] });
    expect(sample).toMatchObject({ kind: 'status', status: 'failed', errors: [{ code: 131047 }] });
    if (failed?.kind !== 'status' || sample?.kind !== 'status') throw new Error('statuses expected');
    expect(failed.errors[0]).toEqual(sample.errors[0]);
  });

  it('a number without WhatsApp: accepted, then failed on the webhook with 131026 in the shape of the sample', async () => {
    sim.simulator.numberIsNotOnWhatsApp('919800000009');
    const sent = await confirmation('9800000009');
    expect(sent.messageId).toMatch(/^wamid\./);
    await sim.simulator.flushWebhooks();
    const failed = received.find((event) => event.kind === 'status' && event.messageId === sent.messageId);
    const sample = webhookEvents(undeliverableFailedWebhook as WebhookEnvelope)[0];
    expect(sample).toMatchObject({ kind: 'status', status: 'failed', recipient: '919876543210' });
    if (failed?.kind !== 'status' || sample?.kind !== 'status') throw new Error('statuses expected');
    expect(failed.errors).toEqual(sample.errors);
    expect(failed.errors[0]).toMatchObject({ code: 131026, title: 'Message undeliverable' });
    // Only `failed`: no `sent` or `delivered` for a message that never reached a phone.
    expect(received.filter((e) => e.kind === 'status' && e.messageId === sent.messageId)).toHaveLength(1);
  });

  it("a customer's button tap arrives as a reply to our message and opens the 24-hour window", async () => {
    const sent = await confirmation('9800000002');
    sim.simulator.customerReplies({
      from: '919800000002',
      payload: 'confirm:42',
      text: 'Confirm',
      inReplyTo: sent.messageId,
    });
    await sim.simulator.flushWebhooks();
    const reply = received.find((event) => event.kind === 'reply');
    expect(reply).toMatchObject({
      kind: 'reply',
      from: '919800000002',
      payload: 'confirm:42',
      text: 'Confirm',
      inReplyTo: sent.messageId,
    });
    expect(webhookEvents(quickReplyWebhook as WebhookEnvelope)).toEqual([
      expect.objectContaining({
        kind: 'reply',
        payload: 'No-Button-Payload',
        text: 'No',
        inReplyTo: 'wamid.ID-OF-OUR-TEMPLATE',
      }),
    ]);
    received.length = 0;
    const text = await client().sendText({ to: '9800000002', body: 'Thank you, we are packing it' });
    await sim.simulator.flushWebhooks();
    expect(
      received
        .filter((event) => event.kind === 'status' && event.messageId === text.messageId)
        .map((e) => e.kind === 'status' && e.status),
    ).toEqual(['sent', 'delivered']);
  });

  it('keeps messages and windows across a restart, like the real service', async () => {
    const before = sim.simulator.sentMessages().length;
    const { graphUrl } = sim;
    await sim.close();
    sim = await startWhatsAppSimulator({ ...options, webhookUrl: undefined });
    expect(sim.graphUrl).not.toBe('');
    expect(graphUrl).toMatch(/\/v\d+\.0$/);
    expect(sim.simulator.sentMessages()).toHaveLength(before);
    await client().sendText({ to: '9800000002', body: 'Still inside the window' });
    expect(sim.simulator.sentMessages().slice(-1)[0]).toMatchObject({ status: 'delivered' });
  });
});

describe('WhatsApp webhook checks', () => {
  it('echoes the challenge only for our verify token', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'our-token', 'hub.challenge': '1158201444' };
    expect(subscriptionChallenge(query, 'our-token')).toBe('1158201444');
    expect(subscriptionChallenge({ ...query, 'hub.verify_token': 'guess' }, 'our-token')).toBeNull();
    expect(subscriptionChallenge({ ...query, 'hub.mode': 'unsubscribe' }, 'our-token')).toBeNull();
  });

  it('accepts the signature over the raw bytes only', () => {
    const raw = Buffer.from(JSON.stringify(quickReplyWebhook));
    const signature = signWebhookBody(raw, appSecret);
    expect(isValidWebhookSignature(raw, signature, appSecret)).toBe(true);
    expect(isValidWebhookSignature(Buffer.from(JSON.stringify(quickReplyWebhook, null, 1)), signature, appSecret)).toBe(
      false,
    );
    expect(isValidWebhookSignature(raw, signature, 'another-secret')).toBe(false);
    expect(isValidWebhookSignature(raw, undefined, appSecret)).toBe(false);
    expect(isValidWebhookSignature(raw, signature.replace('sha256=', 'sha1='), appSecret)).toBe(false);
  });

  it('maps 10-digit Indian numbers to WhatsApp ids', () => {
    expect(toWhatsAppId('+91 98123-45678')).toBe('919812345678');
    expect(toWhatsAppId('9812345678')).toBe('919812345678');
  });
});
