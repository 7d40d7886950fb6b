import { z } from 'zod';
import { isAbortOrTimeout } from '../retrying-call';
import { MSG91_CODE_VARIABLE } from './constants';

/*
 * MSG91's Flow API ("Send SMS", v5), the one call the shop makes: a DLT-approved template with its variables
 * to one mobile number (docs/decisions/240-verified-phone-numbers.md). The shop makes and checks its own codes,
 * so it sends them as a template variable rather than letting MSG91's OTP API keep them. One attempt per
 * code: a failure is shown to the buyer, who asks again; nothing is retried behind their back.
 */

export interface Msg91ClientOptions {
  /** API root, e.g. https://control.msg91.com/api/v5; a function for the in-process simulator. */
  baseUrl: string | (() => string);
  /** The account's auth key (header `authkey`; never logged). */
  authKey: string;
  /** The flow/template id of the shop's OTP SMS. */
  templateId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class Msg91Error extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'Msg91Error';
  }
}

/** The request body (MSG91's "Send SMS" reference: template_id, short_url, recipients with the variables). */
export interface Msg91FlowRequest {
  template_id: string;
  short_url: '0' | '1';
  recipients: ({ mobiles: string } & Record<string, string>)[];
}

const answer = z.looseObject({ type: z.enum(['success', 'error']), message: z.string() });

/** MSG91 wants the country code: a 10-digit Indian number gains 91. */
export function toMsg91Mobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

export interface Msg91Client {
  /** Sends the code; answers MSG91's request id. Throws Msg91Error. */
  sendCode(phone: string, code: string): Promise<string>;
}

export function createMsg91Client(options: Msg91ClientOptions): Msg91Client {
  const doFetch = options.fetch ?? fetch;
  const root = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl);
  return {
    async sendCode(phone, code) {
      const body: Msg91FlowRequest = {
        template_id: options.templateId,
        short_url: '0',
        recipients: [{ mobiles: toMsg91Mobile(phone), [MSG91_CODE_VARIABLE]: code }],
      };
      let response: Response;
      try {
        response = await doFetch(`${root()}/flow`, {
          method: 'POST',
          headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new Msg91Error(isAbortOrTimeout(error) ? 'MSG91 did not answer in time' : 'MSG91 could not be reached');
      }
      const text = await response.text();
      let parsed: z.infer<typeof answer> | null = null;
      try {
        const result = answer.safeParse(JSON.parse(text));
        parsed = result.success ? result.data : null;
      } catch {
        parsed = null;
      }
      // MSG91 answers some refusals with HTTP 200 and `type: error`: the type decides, not the status.
      if (!parsed) throw new Msg91Error(`MSG91 answered HTTP ${response.status} without its JSON answer`, response.status);
      if (parsed.type !== 'success' || !response.ok)
        throw new Msg91Error(`MSG91 refused the SMS: ${parsed.message}`, response.status);
      return parsed.message;
    },
  };
}
