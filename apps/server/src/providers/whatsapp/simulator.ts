import Fastify, { type FastifyInstance } from 'fastify';
import { GRAPH_API_VERSION } from './constants';
import { GraphError, checkMessage, graphError } from './simulator-checks';
import type { WhatsAppSimulatorOptions } from './simulator-options';
import { createWhatsAppSimStore, type SimSentMessage } from './simulator-store';
import type { InboundMessage, MessageRequest, MessageStatus, SendMessageResponse, WebhookError } from './types';
import { createWhatsAppSimWebhooks } from './simulator-webhooks';
import { MESSAGE_UNDELIVERABLE, REENGAGEMENT_REQUIRED } from './simulator-errors';

/*
 * A WhatsApp Cloud API stand-in (docs/decisions/219-whatsapp-cloud-api.md) that speaks Meta's contract over
 * HTTP: POST /{version}/{phone-number-id}/messages with a bearer token, Meta's checks and Graph error bodies
 * (simulator-checks.ts), a 200 "accepted" answer followed by `sent` / `delivered` statuses on the webhook, free
 * text outside the 24-hour customer window accepted and then failed with 131047 as Meta does, a number without
 * WhatsApp accepted and then failed with 131026, and customer
 * replies (quick-reply taps, texts) posted to the shop signed with X-Hub-Signature-256. State survives a restart
 * through `stateFile`. Our production client talks to it unchanged.
 */

export function createWhatsAppSimulator(options: WhatsAppSimulatorOptions) {
  const store = createWhatsAppSimStore(options.stateFile);
  const now = options.now ?? Date.now;
  const webhooks = createWhatsAppSimWebhooks(options);
  const { envelope, emit } = webhooks;

  function statusOf(
    message: SimSentMessage,
    status: MessageStatus['status'],
    error?: MessageStatus['errors'],
  ): MessageStatus {
    return {
      id: message.id,
      status,
      timestamp: String(Math.floor(now() / 1000)),
      recipient_id: message.to,
      ...(error ? { errors: error } : {}),
    };
  }

  /**
   * Why Meta would fail this message after accepting it, or null: a number without WhatsApp (131026, the error
   * Meta's webhook gives for "not a WhatsApp user"), or free text outside the customer's 24-hour window (131047).
   */
  function lateFailure(request: MessageRequest, to: string): WebhookError | null {
    if (store.isUndeliverable(to)) return MESSAGE_UNDELIVERABLE;
    if (request.type === 'text' && !store.isWindowOpen(to, now())) return REENGAGEMENT_REQUIRED;
    return null;
  }

  function accept(body: unknown): SendMessageResponse {
    const request = checkMessage(body, options.templates);
    const to = request.to.replace(/^\+/, '');
    const message: SimSentMessage = { id: store.nextId(), to, at: now(), request, status: 'accepted' };
    store.record(message);
    // Meta answers "accepted" at once and settles delivery on the webhook: an undeliverable number or free text
    // outside the window fails there, never in the HTTP answer.
    const failure = lateFailure(request, to);
    if (failure) {
      store.update(message.id, { status: 'failed', errorCode: failure.code });
      emit(envelope({ statuses: [statusOf(message, 'failed', [failure])] }));
    } else {
      store.update(message.id, { status: 'delivered' });
      emit(envelope({ statuses: [statusOf(message, 'sent'), statusOf(message, 'delivered')] }));
    }
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: request.to, wa_id: to }],
      messages: [{ id: message.id, message_status: 'accepted' }],
    };
  }

  async function plugin(app: FastifyInstance) {
    app.post<{ Params: { version: string; phoneNumberId: string } }>(
      '/:version/:phoneNumberId/messages',
      async (request, reply) => {
        try {
          if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
            throw graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
          }
          if (request.params.phoneNumberId !== options.phoneNumberId) {
            throw graphError(
              400,
              100,
              `Unsupported post request. Object with ID '${request.params.phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
              { type: 'GraphMethodException', subcode: 33 },
            );
          }
          return accept(request.body);
        } catch (error) {
          if (error instanceof GraphError) return reply.code(error.status).send(error.body);
          throw error;
        }
      },
    );
  }

  return {
    plugin,
    /** What the shop sent, oldest first. */
    sentMessages: () => store.messages(),
    /** This number has no WhatsApp account: messages to it are accepted, then fail on the webhook with 131026. */
    numberIsNotOnWhatsApp: (waId: string) => store.markUndeliverable(waId.replace(/^\+/, '')),
    /**
     * The customer answers: a tap on a quick-reply button (`payload`) or a text, optionally in reply to one of our
     * messages. It opens their 24-hour window, as at Meta. Returns the inbound message id.
     */
    customerReplies(input: { from: string; payload?: string; text?: string; inReplyTo?: string }): string {
      const id = store.nextId();
      const at = now();
      store.customerWrote(input.from, at);
      const original = input.inReplyTo ? store.find(input.inReplyTo) : undefined;
      const message: InboundMessage = {
        from: input.from,
        id,
        timestamp: String(Math.floor(at / 1000)),
        ...(original ? { context: { from: options.displayPhoneNumber, id: original.id } } : {}),
        ...(input.payload !== undefined
          ? { type: 'button', button: { payload: input.payload, text: input.text ?? input.payload } }
          : { type: 'text', text: { body: input.text ?? '' } }),
      };
      emit(envelope({ contacts: [{ wa_id: input.from }], messages: [message] }));
      return id;
    },
    flushWebhooks: webhooks.flush,
    deliveredWebhooks: webhooks.delivered,
  };
}

/** The simulator on a port of its own (tests, `npm run dev` peers). */
export async function startWhatsAppSimulator(options: WhatsAppSimulatorOptions & { port?: number }) {
  const simulator = createWhatsAppSimulator(options);
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(simulator.plugin);
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    simulator,
    graphUrl: `http://127.0.0.1:${port}/${GRAPH_API_VERSION}`,
    close: () => app.close(),
  };
}
