import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createDoorAnswers } from './answer-at-the-door';
import { isSheddable } from './load-shedding';
import { createPlacesInLine } from './place-in-line';
import { throttledWarning } from './throttled-warning';

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

/** How much an earlier hold still weighs in the mean: the line follows a change of pace within a few writes. */
const HOLD_WEIGHT = 0.8;

/**
 * A counting semaphore whose waiters give up after `waitMs`. A free slot goes to the waiter with the earliest place
 * in line (decision 299: a retry keeps the place of the try that was turned away), then to the longest waiting.
 */
export function createWriteQueue(slots: number, waitMs: number) {
  let running = 0;
  // Sorted by place, then by arrival: a new waiter goes behind every waiter whose place is not later.
  const waiting: { place: number; admit: () => void }[] = [];
  // How long a write holds its slot, on average (a weighted mean of the latest); unknown until one has finished.
  let meanHoldMs: number | null = null;
  // When the shop last turned a write away busy (performance.now()): the door judges only while that is recent.
  let lastBusyAt = Number.NEGATIVE_INFINITY;
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
          lastBusyAt = performance.now();
          resolve(false);
        }, waitMs);
        insertByPlace(entry);
      });
    },
    /** The slot passes to the first waiter in line, if any. `heldMs`: how long the leaving write held it. */
    leave(heldMs?: number): void {
      if (heldMs !== undefined)
        meanHoldMs = meanHoldMs === null ? heldMs : HOLD_WEIGHT * meanHoldMs + (1 - HOLD_WEIGHT) * heldMs;
      const next = waiting.shift();
      if (next) next.admit();
      else running--;
    },
    /** A write was turned away busy elsewhere (at the door, or at the database within `waitMs`). */
    turnedAway(): void {
      lastBusyAt = performance.now();
    },
    /**
     * Whether a write placed at `place` would find no slot within `waitMs`: the writes ahead of it (waiting with an
     * earlier or equal place, and `comingAhead` on their way to the line) that the free slots cannot take at once
     * are as many as the slots get through in `waitMs` at their mean hold, and at least one per slot.
     * Judged only while the shop is turning writes away (one was, within the last `waitMs`) and once a write has
     * finished: otherwise the line bounds the wait itself, and an estimate must not refuse what it would serve.
     */
    isFull(place: number, comingAhead: number): boolean {
      if (meanHoldMs === null || performance.now() - lastBusyAt > waitMs) return false;
      let ahead = comingAhead;
      for (const entry of waiting) {
        if (entry.place > place) break;
        ahead++;
      }
      const throughWait = (slots * waitMs) / Math.max(meanHoldMs, 1);
      return ahead - (slots - running) >= Math.max(slots, throughWait);
    },
    running: () => running,
    waiting: () => waiting.length,
    meanHoldMs: () => meanHoldMs,
  };
}

/** Who a write is in line as: the signed-in account, by its token (null: a place is neither kept nor given). */
type SubjectOf = (request: FastifyRequest) => Promise<string | null>;

const isQueued = (request: FastifyRequest) =>
  isSheddable(request) && !request.is404 && !request.headers['content-type']?.startsWith('multipart/');

/**
 * The embedded database's writers take a number (decision 284): it has no pool, so nothing else bounds how long a
 * write queues behind the others. A write (an API call that changes something, as load shedding counts them), once
 * its body has arrived, waits for one of `EMBEDDED_WRITE_SLOTS` at most `waitMs` (DB_WAIT_MS, as PostgreSQL's pool
 * wait, decision 236) and is otherwise answered 503 with Retry-After; the shopper's cart is kept and they try
 * again. Pages and reads never queue here. On PostgreSQL the pool does this.
 *
 * Decision 299: a signed-in shopper turned away busy keeps that try's place in line for their next try on the same
 * route, and a write that the line could not let in within `waitMs` is answered at once, before its sign-in is
 * read from the database or its body parsed, instead of costing both and then waiting `waitMs` for the same answer.
 * A signed-in shopper's payment (creating or verifying it) goes first: its order already holds its stock.
 * Decision 300: a route may answer a write turned away at the door from its body (checkout: "sold out").
 */
export function registerEmbeddedWriteQueue(app: FastifyInstance, waitMs: number, subjectOf: SubjectOf): void {
  const queue = createWriteQueue(EMBEDDED_WRITE_SLOTS, waitMs);
  const places = createPlacesInLine();
  const answerAtTheDoor = createDoorAnswers();
  // Let in, and since when (for the mean hold).
  const admitted = new WeakMap<object, number>();
  const inLine = new WeakMap<object, { key: string | null; place: number }>();
  // Let in at the door, not yet in the line (their sign-in and body come first): their places and since when.
  const coming = new Map<object, { place: number; since: number }>();
  // Their connection closed (answered, or the shopper hung up).
  const gone = new WeakSet<object>();
  /** Those on their way ahead of `place`; one that has been on its way longer than the wait (a body sent slowly on
   * purpose, say) no longer counts, so a few stalled connections cannot close the door to everyone. */
  const comingAhead = (place: number, now: number) => {
    let ahead = 0;
    for (const other of coming.values()) if (other.place <= place && now - other.since <= waitMs) ahead++;
    return ahead;
  };
  // Why a write was turned away and what the line held then: what a merchant (or a failed test) needs to tell a
  // saturated shop from a stuck one.
  const warn = throttledWarning(app.log, 'embedded database write line: answered 503 busy', 5_000);
  const refused = (where: string, comingAhead: number) =>
    warn({
      where,
      running: queue.running(),
      waiting: queue.waiting(),
      comingAhead,
      meanHoldMs: Math.round(queue.meanHoldMs() ?? 0),
    });
  const leave = (request: object) => {
    coming.delete(request);
    const since = admitted.get(request);
    if (since === undefined) return;
    admitted.delete(request);
    queue.leave(performance.now() - since);
  };
  // Before the sign-in (a read of the database) and the body: decided on the headers and the token's signature.
  app.addHook('onRequest', async (request, reply) => {
    if (!isQueued(request)) return;
    const subject = await subjectOf(request);
    // One place per account and route: kept only for a signed-in shopper, so places cannot be banked anonymously.
    const key = subject === null ? null : `${request.method} ${request.routeOptions.url ?? ''} ${subject}`;
    const now = Date.now();
    // Finishing a purchase goes first (a signed-in shopper's payment); a retry keeps its first try's place.
    const finishes = request.routeOptions.config?.finishesAPurchase === true;
    const place = finishes && subject !== null ? 0 : (places.placeOf(key, now) ?? now);
    inLine.set(request, { key, place });
    // Told at once, keeping its place, rather than reading the database for its sign-in only to wait in vain.
    const ahead = comingAhead(place, now);
    if (!finishes && queue.isFull(place, ahead)) {
      // The route may know its answer without the database: checkout, a line known to be sold out (decision 300).
      await answerAtTheDoor(request, subject);
      refused('at the door', ahead);
      throw new WriteQueueFullError(waitMs);
    }
    coming.set(request, { place, since: now });
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
    // The shopper hung up before or while it waited: nothing is run for nobody, and the slot goes on at once.
    if (gone.has(request)) throw new WriteQueueFullError(waitMs);
    if (!(await queue.enter(line.place))) {
      refused('no turn in the line', comingAhead(line.place, Date.now()));
      throw new WriteQueueFullError(waitMs);
    }
    if (gone.has(request)) {
      queue.leave();
      throw new WriteQueueFullError(waitMs);
    }
    admitted.set(request, performance.now());
  });
  app.addHook('onResponse', async (request, reply) => {
    leave(request);
    // Turned away busy (at the door, no turn in the line, or none at the database within DB_WAIT_MS): the next try
    // keeps this place.
    const line = inLine.get(request);
    if (!line || reply.statusCode !== 503) return;
    places.turnedAway(line.key, line.place, Date.now());
    queue.turnedAway();
  });
}
