import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for';

export interface ReceivedAttachment {
  filename: string | null;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  contentTypes: string[];
  attachments: ReceivedAttachment[];
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Recipients whose RCPT TO is refused with a permanent 550. */
  bounce: Set<string>;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, the library nodemailer's authors ship for tests). It keeps
 * every message it accepts, parsed enough to read subject, parts and attachments.
 */
export async function startSmtpSink(options: { port?: number; messages?: ReceivedMail[] } = {}): Promise<SmtpSink> {
  const messages = options.messages ?? [];
  const bounce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: the client would otherwise upgrade to TLS and reject the self-signed cert.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (bounce.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        messages.push({
          ...parseMessage(raw),
          raw,
          envelopeFrom: mailFrom ? mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    bounce,
    waitFor: (predicate, timeoutMs = 15_000) =>
      waitFor(() => messages.find(predicate), 'a matching mail', {
        timeoutMs,
        context: () => `received: ${messages.map((m) => m.subject).join(' | ')}`,
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const match = new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, 'i').exec(header);
  if (!match) return null;
  return match[2] ?? match[1] ?? null;
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const soft = part.body.replace(/=\r\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(part.body, 'utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
      try {
        return decodeURIComponent(bytes);
      } catch {
        return bytes;
      }
    });
}

function parseMessage(raw: string): Omit<ReceivedMail, 'raw' | 'envelopeFrom' | 'envelopeTo'> {
  const root = splitPart(raw);
  const result = {
    headers: root.headers,
    subject: decodeWords(root.headers.get('subject') ?? ''),
    messageId: root.headers.get('message-id') ?? '',
    text: '',
    html: '',
    contentTypes: [] as string[],
    attachments: [] as ReceivedAttachment[],
  };
  const visit = (part: Part) => {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const mime = type.split(';')[0]!.trim().toLowerCase();
    result.contentTypes.push(mime);
    if (mime.startsWith('multipart/')) {
      const boundary = param(type, 'boundary');
      if (!boundary) return;
      const pieces = part.body.split(`--${boundary}`);
      // pieces[0] is the preamble; the last starts with '--' (the closing delimiter).
      for (const piece of pieces.slice(1)) {
        if (piece.startsWith('--')) break;
        visit(splitPart(piece.replace(/^\r\n/, '')));
      }
      return;
    }
    const disposition = part.headers.get('content-disposition') ?? '';
    const content = decodeBody(part);
    if (disposition.toLowerCase().startsWith('attachment')) {
      result.attachments.push({
        filename: param(disposition, 'filename') ?? param(type, 'name'),
        contentType: mime,
        content,
      });
    } else if (mime === 'text/plain' && !result.text) result.text = content.toString('utf8');
    else if (mime === 'text/html' && !result.html) result.html = content.toString('utf8');
  };
  visit(root);
  return result;
}
