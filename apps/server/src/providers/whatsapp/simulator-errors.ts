import type { WebhookError } from './types';

/*
 * The errors Meta puts in a `failed` status on the webhook, as the simulator sends them. The shape (code, title,
 * message equal to the title, error_data.details, href) is Meta's "Messages webhook reference: errors"
 * (developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/errors); the
 * codes and titles are Meta's "Cloud API error codes" page. Samples with sources:
 * apps/server/test/fixtures/whatsapp-samples.ts.
 */

const ERROR_CODES_URL = 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/';

/** 131026: the number has no WhatsApp account, has not accepted WhatsApp's terms, or runs a too-old app. */
export const MESSAGE_UNDELIVERABLE: WebhookError = {
  code: 131026,
  title: 'Message undeliverable',
  message: 'Message undeliverable',
  error_data: { details: 'Message Undeliverable.' },
  href: ERROR_CODES_URL,
};

/** 131047: free text more than 24 hours after the customer's last message (decision 219). */
export const REENGAGEMENT_REQUIRED: WebhookError = {
  code: 131047,
  title: 'Re-engagement message',
  message: 'Re-engagement message',
  error_data: {
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  href: ERROR_CODES_URL,
};
