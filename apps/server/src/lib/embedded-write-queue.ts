import type { FastifyInstance } from 'fastify';
import { isSheddable } from './load-shedding';

/** Thrown for a write that waited past DB_WAIT_MS for its turn; the error handler answers it 503 BUSY. */
export class WriteQueueFullError extends Error {
  constructor(readonly waitMs: number) {
    super(`no turn for this write within ${waitMs} ms: request refused`);
  }
}

/**
 * How many writes run at once on the embedded database. Its statements run one at a time anyway; a few at once
 * keep one write's JavaScript (pricing, the mails) beside another's statements (decision 284).
 */
export const EMBEDDED_WRITE_SLOTS = 4;

/** A counting semaphore whose waiters give up after `waitMs` (first come, first served). */
export function createWriteQueue(slots: number, waitMs: number) {
  let running = 0;
  const waiting: { admit: () => void }[] = [];
  return {
    /** Resolves true once a slot is this caller's, false if none came within `waitMs`. */
    enter(): Promise<boolean> {
      if (running < slots) {
        running++;
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => {
        const entry = {
          admit: () => {
            clearTimeout(timer);
            resolve(true);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          resolve(false);
        }, waitMs);
        waiting.push(entry);
      });
    },
    /** The slot passes to the longest waiter, if any. */
    leave(): void {
      const next = waiting.shift();
      if (next) next.admit();
      else running--;
    },
    running: () => running,
    waiting: () => waiting.length,
  };
}

/**
 * The embedded database's writers take a number (decision 284): it has no pool, so nothing else bounds how long a
 * write queues behind the others. A write (an API call that changes something, as load shedding counts them), once
 * its body has arrived, waits for one of `EMBEDDED_WRITE_SLOTS` at most `waitMs` (DB_WAIT_MS, as PostgreSQL's pool
 * wait, decision 236) and is otherwise answered 503 with Retry-After at once; the shopper's cart is kept and they try
 * again. Pages and reads never queue here. On PostgreSQL the pool does this.
 */
export function registerEmbeddedWriteQueue(app: FastifyInstance, waitMs: number): void {
  const queue = createWriteQueue(EMBEDDED_WRITE_SLOTS, waitMs);
  const admitted = new WeakSet<object>();
  const leave = (request: object) => {
    if (admitted.delete(request)) queue.leave();
  };
  // After the body has arrived: a shopper's slow connection sending it never holds a slot. Uploads (multipart,
  // read by their handler from a phone that may take seconds) do not queue: their one write comes at the end.
  app.addHook('preHandler', async (request, reply) => {
    if (!isSheddable(request) || request.headers['content-type']?.startsWith('multipart/')) return;
    if (!(await queue.enter())) throw new WriteQueueFullError(waitMs);
    admitted.add(request);
    // Whichever comes first: the answer sent, or the connection gone before it.
    reply.raw.once('close', () => leave(request));
  });
  app.addHook('onResponse', async (request) => leave(request));
}
