import type { PhoneCodeChannel } from '@shop/shared/schemas/phone-codes';
import type { Msg91Client } from '../../providers/msg91/client';
import type { WhatsAppClient } from '../../providers/whatsapp/client';

/** Meta's authentication template: the code in the body and again in the copy-code button (decision 240). */
export const WHATSAPP_CODE_TEMPLATE = 'verification_code';

/** Delivers a one-time code; throws when the provider did not take it (the caller retires the code). */
export interface PhoneCodeSender {
  channels(): PhoneCodeChannel[];
  send(input: { phone: string; code: string; channel: PhoneCodeChannel }): Promise<void>;
}

/**
 * SMS through MSG91, WhatsApp through Meta's Cloud API when the shop has it. Sent at once, not through the
 * outbox: an outbox row would keep the code readable, and a code that did not arrive is simply asked for again.
 */
export function createPhoneCodeSender(sms: Msg91Client, whatsapp: WhatsAppClient | null): PhoneCodeSender {
  return {
    channels: () => (whatsapp ? ['sms', 'whatsapp'] : ['sms']),
    async send({ phone, code, channel }) {
      if (channel === 'sms' || !whatsapp) {
        await sms.sendCode(phone, code);
        return;
      }
      await whatsapp.sendTemplate({
        to: phone,
        name: WHATSAPP_CODE_TEMPLATE,
        language: 'en',
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      });
    },
  };
}
