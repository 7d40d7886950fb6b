import { randomBytes } from 'node:crypto';
import type { GraphErrorBody, MessageRequest, TemplateComponent } from './types';

/*
 * The checks Meta's Cloud API makes before it accepts a message, with its error bodies (samples and sources in
 * apps/server/test/fixtures/whatsapp-samples.ts).
 */

/** A template the merchant submitted and Meta approved, as the simulator knows it. */
export interface ApprovedTemplate {
  name: string;
  /** Meta's language code: "en", "en_US", "hi". A template exists per language. */
  language: string;
  category: 'UTILITY' | 'AUTHENTICATION' | 'MARKETING';
  /** How many {{n}} parameters its body has. */
  bodyParameters: number;
  /** Its buttons, in order: quick replies send a payload back; a URL button takes one parameter. */
  buttons?: ('QUICK_REPLY' | 'URL' | 'COPY_CODE')[];
}

export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly body: GraphErrorBody,
  ) {
    super(body.error.message);
  }
}

const traceId = () => randomBytes(12).toString('base64url');

export function graphError(
  status: number,
  code: number,
  message: string,
  extra: { type?: string; subcode?: number; details?: string } = {},
): GraphError {
  return new GraphError(status, {
    error: {
      message,
      type: extra.type ?? 'OAuthException',
      code,
      ...(extra.subcode === undefined ? {} : { error_subcode: extra.subcode }),
      ...(extra.details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details: extra.details } }),
      fbtrace_id: traceId(),
    },
  });
}

const required = (parameter: string) => graphError(400, 100, `(#100) The parameter ${parameter} is required.`);

function checkTemplate(
  template: Extract<MessageRequest, { type: 'template' }>['template'],
  approved: ApprovedTemplate[],
) {
  if (!template?.name) throw required("template['name']");
  if (!template.language?.code) throw required("template['language']['code']");
  const found = approved.find((t) => t.name === template.name && t.language === template.language.code);
  if (!found) {
    throw graphError(404, 132001, '(#132001) Template name does not exist in the translation', {
      details: `template name (${template.name}) does not exist in ${template.language.code}`,
    });
  }
  const components: TemplateComponent[] = template.components ?? [];
  const given = components.flatMap((c) => (c.type === 'body' ? c.parameters : [])).length;
  if (given !== found.bodyParameters) {
    throw graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', {
      details: `body: number of localizable_params (${given}) does not match the expected number of params (${found.bodyParameters})`,
    });
  }
  for (const button of components.filter((c) => c.type === 'button')) {
    const kind = found.buttons?.[Number(button.index)];
    const expected = button.sub_type === 'quick_reply' ? 'QUICK_REPLY' : ['URL', 'COPY_CODE'];
    if (!kind || !(Array.isArray(expected) ? expected.includes(kind) : expected === kind)) {
      throw graphError(400, 131008, '(#131008) Required parameter is missing', {
        details: `buttons: button at index ${button.index} of type ${button.sub_type} does not exist in template ${found.name}`,
      });
    }
  }
  return found;
}

/** The request as Meta would accept it, or the GraphError it would answer. */
export function checkMessage(body: unknown, approved: ApprovedTemplate[]): MessageRequest {
  const request = (body ?? {}) as Partial<MessageRequest>;
  if (request.messaging_product !== 'whatsapp') throw required('messaging_product');
  if (typeof request.to !== 'string' || !request.to) throw required('to');
  if (!/^\+?\d{8,15}$/.test(request.to)) {
    throw graphError(400, 131009, '(#131009) Parameter value is not valid', {
      details: 'Recipient phone number not valid',
    });
  }
  if (request.type === 'template') {
    checkTemplate(request.template!, approved);
  } else if (request.type === 'text') {
    if (!request.text?.body) throw required("text['body']");
    if (request.text.body.length > 4096) {
      throw graphError(400, 100, "(#100) Param text['body'] must be at most 4096 characters long.");
    }
  } else {
    throw graphError(
      400,
      100,
      `(#100) Param type must be one of {TEXT, TEMPLATE, ...} - got "${String(request.type)}".`,
    );
  }
  return request as MessageRequest;
}
