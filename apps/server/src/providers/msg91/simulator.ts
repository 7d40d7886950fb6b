import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/*
 * MSG91's Flow API as the shop meets it (docs/decisions/240-verified-phone-numbers.md): the `authkey` header,
 * a template the account has (DLT-approved in India), every recipient a mobile with its country code and the
 * template's variable; answers `{ type, message }` (the request id on success). It keeps the SMS it "sent" so a
 * test (or a developer, with the control route) can read the code a phone received.
 */

export interface Msg91SimulatorOptions {
  authKey: string;
  /** Template id -> the variables its text needs. */
  templates: Record<string, string[]>;
  /** `GET /__sim/messages?mobile=`: the SMS sent to a number (callers on this machine only). */
  control: boolean;
}

export interface SimulatedSms {
  requestId: string;
  mobile: string;
  templateId: string;
  variables: Record<string, string>;
  sentAt: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const MAX_KEPT = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The problem with one recipient, in MSG91's words, or null. */
function recipientProblem(recipient: unknown, variables: string[]): string | null {
  if (!isRecord(recipient) || typeof recipient.mobiles !== 'string') return 'Mobile number is missing';
  if (!/^91[6-9]\d{9}$/.test(recipient.mobiles)) return 'Invalid mobile number';
  const missing = variables.find((name) => typeof recipient[name] !== 'string' || recipient[name] === '');
  return missing ? `Variable ${missing} is missing` : null;
}

export async function msg91Simulator(app: FastifyInstance, options: Msg91SimulatorOptions) {
  const sent: SimulatedSms[] = [];
  const noLimit = { rateLimit: false as const };

  // Only this machine talks to the simulator: the raw socket decides, never a forwarded-for header.
  app.addHook('onRequest', async (request, reply) => {
    const { remoteAddress = '', localAddress } = request.raw.socket;
    if (!LOOPBACK.has(remoteAddress) && remoteAddress !== localAddress) return reply.status(404).send({ message: 'Not Found' });
  });

  app.post('/flow', { config: noLimit }, async (request, reply) => {
    if (request.headers.authkey !== options.authKey)
      return reply.status(401).send({ type: 'error', message: 'Authentication failure' });
    const body = isRecord(request.body) ? request.body : {};
    const templateId = typeof body.template_id === 'string' ? body.template_id : '';
    const variables = options.templates[templateId];
    if (!variables) return reply.status(400).send({ type: 'error', message: 'Invalid template id' });
    const recipients = Array.isArray(body.recipients) ? body.recipients : [];
    if (recipients.length === 0) return reply.status(400).send({ type: 'error', message: 'Recipients are missing' });
    const problem = recipients.map((r) => recipientProblem(r, variables)).find((p) => p !== null);
    if (problem) return reply.status(400).send({ type: 'error', message: problem });
    const requestId = randomBytes(12).toString('hex');
    for (const recipient of recipients as Record<string, string>[]) {
      const { mobiles, ...values } = recipient;
      sent.push({ requestId, mobile: mobiles!, templateId, variables: values, sentAt: new Date().toISOString() });
    }
    sent.splice(0, Math.max(0, sent.length - MAX_KEPT));
    return { type: 'success', message: requestId };
  });

  if (options.control) {
    app.get('/__sim/messages', { config: noLimit }, async (request) => {
      const { mobile } = request.query as { mobile?: string };
      return { messages: sent.filter((m) => !mobile || m.mobile === mobile).reverse() };
    });
  }
}

