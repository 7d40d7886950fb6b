/*
 * The slice of Meta's WhatsApp Cloud API the shop uses: template and text messages out, button replies,
 * texts and delivery statuses in (docs/decisions/219-whatsapp-cloud-api.md). Field names
 * are Meta's; only what the shop reads is typed, Meta adds fields over time.
 */

/** A template parameter; the shop sends text parameters only (names, order numbers, amounts, links). */
export interface TextParameter {
  type: 'text';
  text: string;
}

export type TemplateComponent =
  | { type: 'header' | 'body'; parameters: TextParameter[] }
  /** A quick-reply button's payload comes back on the webhook when the customer taps it. */
  | { type: 'button'; sub_type: 'quick_reply'; index: string; parameters: { type: 'payload'; payload: string }[] }
  /** A URL button's dynamic suffix (e.g. the order's tracking path), or an authentication template's code. */
  | { type: 'button'; sub_type: 'url'; index: string; parameters: TextParameter[] };

export interface TemplateMessageRequest {
  messaging_product: 'whatsapp';
  recipient_type?: 'individual';
  to: string;
  type: 'template';
  template: { name: string; language: { code: string }; components?: TemplateComponent[] };
}

export interface TextMessageRequest {
  messaging_product: 'whatsapp';
  recipient_type?: 'individual';
  to: string;
  type: 'text';
  text: { body: string; preview_url?: boolean };
}

export type MessageRequest = TemplateMessageRequest | TextMessageRequest;

/** 200 answer of POST /{phone-number-id}/messages: accepted, not yet delivered (statuses follow on the webhook). */
export interface SendMessageResponse {
  messaging_product: 'whatsapp';
  contacts: { input: string; wa_id: string }[];
  messages: { id: string; message_status?: 'accepted' | 'held_for_quality_assessment' | 'paused' }[];
}

/** Graph API error body, synchronous (HTTP 4xx/5xx) ... */
export interface GraphErrorBody {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product?: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
}

/** ... or inside a `failed` status on the webhook (e.g. 131047, outside the 24-hour window). */
export interface WebhookError {
  code: number;
  title: string;
  message: string;
  error_data?: { details: string };
  href?: string;
}

export interface InboundMessage {
  from: string;
  id: string;
  timestamp: string;
  /** text, button, interactive, image... (the shop reads the first three). */
  type: string;
  context?: { from: string; id: string };
  text?: { body: string };
  /** A tap on a template's quick-reply button. */
  button?: { text: string; payload: string };
  interactive?: { type: 'button_reply' | 'list_reply'; button_reply?: { id: string; title: string } };
}

export interface MessageStatus {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  timestamp: string;
  recipient_id: string;
  errors?: WebhookError[];
}

export interface WebhookEnvelope {
  object: 'whatsapp_business_account';
  entry: {
    id: string;
    changes: {
      /** "messages" for messages and statuses; other fields (template updates...) are skipped. */
      field: string;
      value: {
        messaging_product: 'whatsapp';
        metadata: { display_phone_number: string; phone_number_id: string };
        contacts?: { profile?: { name?: string }; wa_id: string }[];
        messages?: InboundMessage[];
        statuses?: MessageStatus[];
      };
    }[];
  }[];
}
