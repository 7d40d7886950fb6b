import { z } from 'zod';
import { isAbortOrTimeout } from '../retrying-call';
import type { MessageRequest, TemplateComponent } from './types';

/**
 * Why a send failed, in the terms a caller acts on:
 * - unavailable: no usable answer (network, time-out, 5xx, rate limit, garbage). Whether Meta took the message
 *   is unknown after a time-out: the Cloud API has no idempotency key, so the caller decides (the outbox
 *   records the attempt before it and never resends blindly);
 * - unauthorized: the access token is wrong or expired (Graph error 190): a configuration problem;
 * - rejected: Meta understood and said no (a template that does not exist or is not approved, wrong
 *   parameters, a bad number); repeating the same call will not help.
 */
export type WhatsAppFailure = 'unavailable' | 'unauthorized' | 'rejected';

export class WhatsAppError extends Error {
  constructor(
    readonly kind: WhatsAppFailure,
    message: string,
    readonly details: {
      status?: number;
      code?: number;
      subcode?: number;
      details?: string;
      /** The request never left (refused connection, unknown host): repeating it cannot send a second message. */
      neverSent?: boolean;
    },
  ) {
    super(message);
    this.name = 'WhatsAppError';
  }
}

export interface WhatsAppClientOptions {
  /** Graph API root with its version, e.g. https://graph.facebook.com/v24.0; a function for the in-process simulator. */
  baseUrl: string | (() => string);
  phoneNumberId: string;
  /** A system user's permanent token (never logged). */
  accessToken: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface SentMessage {
  /** `wamid.…`: statuses and replies on the webhook name it. */
  messageId: string;
  /** The recipient's WhatsApp id as Meta resolved it. */
  waId: string;
}

export interface TemplateInput {
  to: string;
  name: string;
  language: string;
  components?: TemplateComponent[];
}

export interface WhatsAppClient {
  /** A business-initiated message: needs a template Meta approved for that language. */
  sendTemplate(input: TemplateInput): Promise<SentMessage>;
  /** Free text: delivered only within 24 hours of the customer's last message (else it fails on the webhook). */
  sendText(input: { to: string; body: string }): Promise<SentMessage>;
}

const sendAnswer = z.looseObject({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.looseObject({ input: z.string(), wa_id: z.string() })).min(1),
  messages: z.array(z.looseObject({ id: z.string().min(1) })).min(1),
});

const graphError = z.looseObject({
  error: z.looseObject({
    message: z.string(),
    code: z.number(),
    error_subcode: z.number().optional(),
    error_data: z.looseObject({ details: z.string() }).optional(),
  }),
});

/** WhatsApp ids are digits only: the shop's 10-digit Indian numbers gain the country code 91. */
export function toWhatsAppId(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

function failureFrom(status: number, text: string): WhatsAppError {
  let parsed: z.infer<typeof graphError> | null = null;
  try {
    const result = graphError.safeParse(JSON.parse(text));
    parsed = result.success ? result.data : null;
  } catch {
    parsed = null;
  }
  if (!parsed)
    return new WhatsAppError('unavailable', `WhatsApp answered HTTP ${status} without an error body`, { status });
  const { message, code, error_subcode: subcode, error_data } = parsed.error;
  const details = { status, code, subcode, details: error_data?.details };
  if (code === 190 || status === 401)
    return new WhatsAppError('unauthorized', `WhatsApp refused the access token: ${message}`, details);
  // 130429 throughput, 131056 pair rate, 4/80007 API calls: come back later. 131000/1/2 are Meta's own errors.
  const retryLater = [4, 80007, 130429, 131056, 131000, 1, 2].includes(code) || status >= 500 || status === 429;
  return new WhatsAppError(retryLater ? 'unavailable' : 'rejected', `WhatsApp: ${message}`, details);
}

const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function isConnectFailure(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && CONNECT_FAILURES.has(cause.code);
}

/** The calls the shop makes to the Cloud API; production and the tests (against the simulator) run this code. */
export function createWhatsAppClient(options: WhatsAppClientOptions): WhatsAppClient {
  const doFetch = options.fetch ?? fetch;
  const url = () =>
    `${(typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '')}/${options.phoneNumberId}/messages`;

  // One attempt: a message sent twice is a message the customer reads twice (no idempotency key to lean on).
  async function send(request: MessageRequest): Promise<SentMessage> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url(), {
        method: 'POST',
        headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason = isAbortOrTimeout(error) ? `timed out after ${options.timeoutMs} ms` : 'could not be reached';
      throw new WhatsAppError('unavailable', `WhatsApp ${reason}`, { neverSent: isConnectFailure(error) });
    }
    if (!response.ok) throw failureFrom(response.status, text);
    let answer: z.infer<typeof sendAnswer>;
    try {
      answer = sendAnswer.parse(JSON.parse(text));
    } catch {
      throw new WhatsAppError('unavailable', 'WhatsApp answered with an unreadable body', { status: response.status });
    }
    return { messageId: answer.messages[0]!.id, waId: answer.contacts[0]!.wa_id };
  }

  return {
    sendTemplate: ({ to, name, language, components }) =>
      send({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: toWhatsAppId(to),
        type: 'template',
        template: { name, language: { code: language }, ...(components?.length ? { components } : {}) },
      }),
    sendText: ({ to, body }) =>
      send({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: toWhatsAppId(to),
        type: 'text',
        text: { body },
      }),
  };
}
