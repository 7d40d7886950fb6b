import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * A route's own answer for a write the embedded database's line turns away at the door (decision 300): given the
 * account named by the token's signature and a way to read the request's JSON body (undefined when it cannot be
 * read at the door), it throws the answer it can give without a turn at the database (checkout: a line known to be
 * sold out, 409). Returning means "busy" stands.
 */
export type DoorAnswer = (subject: string, body: () => Promise<unknown>, request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    answerAtTheDoor?: DoorAnswer;
  }
}

/** A checkout's body is a few hundred bytes; anything far larger is not read at the door. */
const MAX_BODY_BYTES = 64 * 1024;
/** A body that has not arrived by then is not waited for: the shopper hears "busy" as before. */
const MAX_BODY_WAIT_MS = 1_000;

/**
 * The JSON body of a plain (unencoded) JSON request, read before Fastify would: undefined when there is none, it is
 * too large or too slow to come, or it is not JSON. Only for a request about to be answered at once: its body is
 * then read here and never by the route.
 */
export function readJsonBodyAtTheDoor(raw: IncomingMessage): Promise<unknown> {
  const type = raw.headers['content-type'] ?? '';
  const encoding = raw.headers['content-encoding'];
  const declared = Number(raw.headers['content-length'] ?? 0);
  if (!/^application\/json\b/i.test(type) || (encoding && encoding !== 'identity') || declared > MAX_BODY_BYTES) {
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (body: unknown) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) done(undefined);
      else chunks.push(chunk);
    };
    const onEnd = () => {
      try {
        done(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        done(undefined);
      }
    };
    const onError = () => done(undefined);
    const timer = setTimeout(() => done(undefined), MAX_BODY_WAIT_MS);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
  });
}

/** One answer at the door per account this often, at most (the time a shopper is told to wait before retrying). */
const ANSWER_SPACING_MS = 2_000;
const MAX_ACCOUNTS = 50_000;

/**
 * Gives a route its chance to answer a write turned away at the door: throws that answer (an AppError), or returns
 * (busy). An unsigned write has none: it hears "busy" before "sign in", as decision 299 has it. The answer comes
 * before the rate limits and may read the database (checkout looks up a retried order's key), so one account gets
 * it at most once per ANSWER_SPACING_MS; a shopper needs one, and more tries in between hear "busy".
 */
export function createDoorAnswers() {
  const answeredAt = new Map<string, number>();
  return async function answerAtTheDoor(request: FastifyRequest, subject: string | null): Promise<void> {
    const answer = request.routeOptions.config?.answerAtTheDoor;
    if (!answer || subject === null) return;
    const now = Date.now();
    if (now - (answeredAt.get(subject) ?? -Infinity) < ANSWER_SPACING_MS) return;
    answeredAt.delete(subject);
    if (answeredAt.size >= MAX_ACCOUNTS) answeredAt.delete(answeredAt.keys().next().value!);
    answeredAt.set(subject, now);
    try {
      await answer(subject, () => readJsonBodyAtTheDoor(request.raw), request);
    } catch (error) {
      // The route's answer stands; anything else it met (the database busy, say) leaves "busy", never a 500.
      if (error instanceof AppError) throw error;
      request.log.warn({ err: error }, 'no answer at the door: answered busy');
    }
  };
}
