import { describe, expect, it } from 'vitest';
import { authenticationTemplateMessage } from '../../../test/fixtures/msg91-samples';
import type { TemplateInput, WhatsAppClient } from '../../providers/whatsapp/client';
import { createPhoneCodeSender } from './phone-code-sender';

describe('phone code sender', () => {
  it("sends WhatsApp codes in the shape of Meta's copy-code authentication template sample", async () => {
    const sent: TemplateInput[] = [];
    const whatsapp: WhatsAppClient = {
      sendTemplate: async (input) => {
        sent.push(input);
        return { messageId: 'wamid.x', waId: '919876543210' };
      },
      sendText: async () => ({ messageId: 'wamid.y', waId: '919876543210' }),
    };
    const sender = createPhoneCodeSender({ sendCode: async () => 'id' }, whatsapp);
    expect(sender.channels()).toEqual(['sms', 'whatsapp']);
    await sender.send({ phone: '9876543210', code: '123456', channel: 'whatsapp' });
    const sample = authenticationTemplateMessage.template.components;
    const withCode = JSON.parse(JSON.stringify(sample).replaceAll('J$FpnYnP', '123456')) as unknown;
    expect(sent[0]!.components).toEqual(withCode);
    expect(sent[0]!.name).toBe(authenticationTemplateMessage.template.name);
  });
});
