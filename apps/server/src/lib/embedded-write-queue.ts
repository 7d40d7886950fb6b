import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSheddable } from './load-shedding';
import { createPlacesInLine } from './place-in-line';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that finishes a purchase already begun (its order holds stock: creating and verifying its payment).
     * On the embedded database it goes to the front of the write line and is never turned away at the door
     * (decision 299).
     */
    finishesAPurchase?: boolean;
  }
}

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

/** When slots were last given up, newest last: how many writes the queue let through lately. */
function createPace(windowMs: number) {
  const done: number[] = [];
  const forget = (now: number) => {
    let old = 0;
    while (old < done.length && now - done[old]! > windowMs) old++;
    if (old > 0) done.splice(0, old);
  };
  return {
    record(now: number) {
      forget(now);
      done.push(now);
    },
    within(now: number) {
      forget(now);
      return done.length;
    },
  };
}

/**
 * A counting semaphore whose waiters give up after `waitMs`. A free slot goes to the waiter with the earliest place
 * in line (decision 299: a retry keeps the place of the try that was turned away), then to the longest waiting.
 */
export function createWriteQueue(slots: number, waitMs: number) {
  let running = 0;
  // Sorted by place, then by arrival: a new waiter goes behind every waiter whose place is not later.
  const waiting: { place: number; admit: () => void }[] = [];
  const pace = createPace(waitMs);
  const insertByPlace = (entry: (typeof waiting)[number]) => {
    let index = waiting.length;
    while (index > 0 && waiting[index - 1]!.place > entry.place) index--;
    waiting.splice(index, 0, entry);
  };
  return {
    /** Resolves true once a slot is this caller's, false if none came within `waitMs`. `place`: now, unless kept. */
    enter(place = Date.now()): Promise<boolean> {
      if (running < slots) {
        running++;
        return Promise.resolve(true);
      }
      return new Promise<boolean>((resolve) => {
        const entry = {
          place,
          admit: () => {
            clearTimeout(timer);
            resolve(true);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          resolve(false);
        }, waitMs);
        insertByPlace(entry);
      });
    },
    /** The slot passes to the first waiter in line, if any. */
    leave(now = Date.now()): void {
      pace.record(now);
      const next = waiting.shift();
      if (next) next.admit();
      else running--;
    },
    /**
     * Whether a write placed at `place` would find no slot within `waitMs`: as many writes ahead of it already
     * (waiting with an earlier or equal place, and `comingAhead` on their way to the line) as the slots let
     * through in the last `waitMs`, and at least one per slot, so a queue not yet timed is not judged.
     */
    isFull(place: number, comingAhead: number, now = Date.now()): boolean {
      let ahead = comingAhead;
      for (const entry of waiting) {
        if (entry.place > place) break;
        ahead++;
      }
      return ahead >= Math.max(slots, pace.within(now));
    },
    running: () => running,
    waiting: () => waiting.length,
  };
}

/** A write's key in line: its route and Idempotency-Key (the order's; a checkout keeps it across its retries). */
function lineKey(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length < 8 || key.length > 100) return null;
  return `${request.method} ${request.routeOptions.url ?? ''} ${key}`;
}

const isQueued = (request: FastifyRequest) =>
  isSheddable(request) && !request.headers['content-type']?.startsWith('multipart/');

/**
 * The embedded database's writers take a number (decision 284): it has no pool, so nothing else bounds how long a
 * write queues behind the others. A write (an API call that changes something, as load shedding counts them), once
 * its body has arrived, waits for one of `EMBEDDED_WRITE_SLOTS` at most `waitMs` (DB_WAIT_MS, as PostgreSQL's pool
 * wait, decision 236) and is otherwise answered 503 with Retry-After; the shopper's cart is kept and they try
 * again. Pages and reads never queue here. On PostgreSQL the pool does this.
 *
 * Decision 299: a retry of a try turned away busy keeps that try's place in line, and a write that the line could
 * not let in within `waitMs` is answered at once, before its sign-in is checked or its body read, instead of
 * spending the process's time (and the database's: the sign-in reads it) on both and then waiting `waitMs` for the
 * same answer. Creating and verifying a payment go first: their order already holds its stock.
 */
export function registerEmbeddedWriteQueue(app: FastifyInstance, waitMs: number): void {
  const queue = createWriteQueue(EMBEDDED_WRITE_SLOTS, waitMs);
  const places = createPlacesInLine();
  const admitted = new WeakSet<object>();
  const inLine = new WeakMap<object, { key: string | null; place: number }>();
  // Let in at the door, not yet in the line (their sign-in and body come first), with their places.
  const coming = new Map<object, number>();
  const comingAhead = (place: number) => {
    let ahead = 0;
    for (const other of coming.values()) if (other <= place) ahead++;
    return ahead;
  };
  // Their connection closed (answered, or the shopper hung up).
  const gone = new WeakSet<object>();
  const leave = (request: object) => {
    coming.delete(request);
    if (admitted.delete(request)) queue.leave();
  };
  // Before the sign-in (a read of the database) and the body: the one decision made on the headers alone.
  app.addHook('onRequest', async (request, reply) => {
    if (!isQueued(request)) return;
    const key = lineKey(request);
    const now = Date.now();
    // Finishing a purchase goes first (place 0); a retry keeps its first try's place; anything else is placed now.
    const finishes = request.routeOptions.config?.finishesAPurchase === true;
    const place = finishes ? 0 : (places.placeOf(key, now) ?? now);
    inLine.set(request, { key, place });
    // Told at once, keeping its place, rather than reading the database for its sign-in only to wait in vain.
    if (!finishes && queue.isFull(place, comingAhead(place), now)) throw new WriteQueueFullError(waitMs);
    coming.set(request, place);
    // Whichever comes first: the answer sent, or the connection gone before it (a slot taken is given back too).
    reply.raw.once('close', () => {
      gone.add(request);
      leave(request);
    });
  });
  // After the body has arrived: a shopper's slow connection sending it never holds a slot. Uploads (multipart,
  // read by their handler from a phone that may take seconds) do not queue: their one write comes at the end.
  app.addHook('preHandler', async (request) => {
    const line = inLine.get(request);
    if (!line) return;
    coming.delete(request);
    if (!(await queue.enter(line.place))) throw new WriteQueueFullError(waitMs);
    // The shopper hung up while it waited: no answer will be sent, so the slot goes on at once.
    if (gone.has(request)) queue.leave();
    else admitted.add(request);
  });
  app.addHook('onResponse', async (request, reply) => {
    leave(request);
    // Turned away busy (no turn here, or none at the database within DB_WAIT_MS): the next try keeps this place.
    const line = inLine.get(request);
    if (line && reply.statusCode === 503) places.turnedAway(line.key, line.place, Date.now());
  });
}
