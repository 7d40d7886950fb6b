import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboundMessage, MessageStatus, WebhookEnvelope, WebhookError } from './types';

/*
 * What a WhatsApp Cloud API webhook asks of the receiver (docs/decisions/219-whatsapp-cloud-api.md):
 * - the GET subscription handshake: echo `hub.challenge` when `hub.mode` is "subscribe" and `hub.verify_token` is
 *   ours, 403 otherwise;
 * - every POST signed `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, checked
 *   over the bytes received (a re-serialised body would not match) and in constant time.
 */

/** The challenge to echo, or null when the handshake is not ours (answer 403). */
export function subscriptionChallenge(query: Record<string, unknown>, verifyToken: string): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
  const expected = Buffer.from(verifyToken);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? challenge : null;
}

export function signWebhookBody(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function isValidWebhookSignature(rawBody: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, appSecret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** One thing the webhook told us, in the shop's terms. */
export type WhatsAppEvent =
  | {
      kind: 'reply';
      /** The customer's WhatsApp id (country code + number, digits only). */
      from: string;
      messageId: string;
      at: Date;
      /** The quick-reply button's payload (or an interactive button's id), when the customer tapped one. */
      payload: string | null;
      text: string;
      /** The message of ours the customer answered, when they replied to one. */
      inReplyTo: string | null;
    }
  | {
      kind: 'status';
      messageId: string;
      status: MessageStatus['status'];
      recipient: string;
      at: Date;
      errors: WebhookError[];
    };

const at = (unixSeconds: string) => new Date(Number(unixSeconds) * 1000);

function toReply(message: InboundMessage): WhatsAppEvent {
  const payload = message.button?.payload ?? message.interactive?.button_reply?.id ?? null;
  const text = message.text?.body ?? message.button?.text ?? message.interactive?.button_reply?.title ?? '';
  return {
    kind: 'reply',
    from: message.from,
    messageId: message.id,
    at: at(message.timestamp),
    payload,
    text,
    inReplyTo: message.context?.id ?? null,
  };
}

/** Every message and status in a webhook body, in order; anything else Meta sends (template updates...) is skipped. */
export function webhookEvents(body: WebhookEnvelope): WhatsAppEvent[] {
  if (body?.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) return [];
  return body.entry.flatMap((entry) =>
    (entry.changes ?? [])
      .filter((change) => change.field === 'messages')
      .flatMap((change) => [
        ...(change.value.messages ?? []).map(toReply),
        ...(change.value.statuses ?? []).map((status): WhatsAppEvent => ({
          kind: 'status',
          messageId: status.id,
          status: status.status,
          recipient: status.recipient_id,
          at: at(status.timestamp),
          errors: status.errors ?? [],
        })),
      ]),
  );
}
