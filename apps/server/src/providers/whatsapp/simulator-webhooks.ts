import type { WhatsAppSimulatorOptions } from './simulator-options';
import type { InboundMessage, MessageStatus, WebhookEnvelope } from './types';
import { signWebhookBody } from './webhook';

/**
 * How the WhatsApp simulator calls the shop back: Meta's envelope, signed with the app secret, retried when the
 * shop does not answer 200 (Meta keeps trying for days), in order; or held until flush() (manual delivery).
 */
export function createWhatsAppSimWebhooks(
  options: Pick<
    WhatsAppSimulatorOptions,
    'businessAccountId' | 'displayPhoneNumber' | 'phoneNumberId' | 'appSecret' | 'webhookUrl' | 'webhookDelivery'
  >,
) {
  const pending: WebhookEnvelope[] = [];
  const delivered: WebhookEnvelope[] = [];
  let inFlight = Promise.resolve();

  const envelope = (value: {
    messages?: InboundMessage[];
    statuses?: MessageStatus[];
    contacts?: { wa_id: string }[];
  }): WebhookEnvelope => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: options.businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: options.displayPhoneNumber, phone_number_id: options.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });

  /** Posts one webhook, signed, retrying a refused or unanswered delivery a few times (Meta retries for days). */
  async function post(body: WebhookEnvelope): Promise<void> {
    const target = typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl;
    if (!target) return;
    const raw = JSON.stringify(body);
    for (const waitMs of [0, 200, 1000, 3000]) {
      if (waitMs) await new Promise((resolve) => setTimeout(resolve, waitMs));
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-hub-signature-256': signWebhookBody(raw, options.appSecret),
          },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) {
          delivered.push(body);
          return;
        }
      } catch {
        // Unreachable: try again.
      }
    }
  }

  function emit(body: WebhookEnvelope) {
    if ((options.webhookDelivery ?? 'auto') === 'manual') {
      pending.push(body);
      return;
    }
    inFlight = inFlight.then(() => post(body));
  }

  return {
    envelope,
    emit,
    /** Posts every held webhook (manual delivery) and waits for every delivery under way. */
    flush: async () => {
      const held = pending.splice(0);
      for (const body of held) inFlight = inFlight.then(() => post(body));
      await inFlight;
    },
    delivered: (): readonly WebhookEnvelope[] => delivered,
  };
}
