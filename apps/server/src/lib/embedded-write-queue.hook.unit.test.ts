import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseBusy } from '../db/embedded-lock';
import { registerErrorHandling } from '../plugins/errors';
import { AppError } from './errors';
import { EMBEDDED_WRITE_SLOTS, registerEmbeddedWriteQueue } from './embedded-write-queue';

/*
 * The write queue's hooks on a Fastify app of their own (decision 299): a retry that brings the Idempotency-Key of
 * a try the queue turned away busy is let in before writes that came after that try. (On the shop's own server the
 * sign-in's read comes before the queue, so an API test cannot hold the database and still fill the queue.)
 */
const WAIT_MS = 1_500;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose one write waits until the test lets it go, and which records the order writes were let in. */
async function appWithSlowWrites() {
  const letIn: string[] = [];
  const gates: (() => void)[] = [];
  const server = Fastify();
  registerErrorHandling(server);
  // Who is signed in, as the shop's token check would say: here a header names the shopper.
  registerEmbeddedWriteQueue(server, WAIT_MS, async (request) => {
    const shopper = request.headers['x-shopper'];
    return typeof shopper === 'string' ? shopper : null;
  });
  // Which writes have come past the door (their headers read), and which have reached the line (their body read).
  let pastTheDoor = 0;
  const reachedTheLine = new Set<string>();
  server.addHook('onRequest', async () => {
    pastTheDoor++;
  });
  server.addHook('preValidation', async (request) => {
    const name = (request.body as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string') reachedTheLine.add(name);
  });
  // A route that knows some answers from the body alone, as checkout knows a sold-out line (decision 300).
  const answerAtTheDoor = async (_subject: string, readBody: () => Promise<unknown>) => {
    const body = (await readBody()) as { soldOut?: unknown; broken?: unknown } | undefined;
    if (body?.soldOut === true) throw new AppError('OUT_OF_STOCK', 'Sold out');
    if (body?.broken === true) throw new Error('the answer could not be read');
  };
  server.post<{ Body: { name: string } }>('/api/slow', { config: { answerAtTheDoor } }, async (request) => {
    letIn.push(request.body.name);
    await new Promise<void>((resolve) => gates.push(resolve));
    return { ok: true };
  });
  // A write that found the database busy past the wait, as a saturated embedded database answers it: after the wait.
  server.post('/api/database-busy', async () => {
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    throw new EmbeddedDatabaseBusy(WAIT_MS);
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const writeBody = (body: object, shopper?: string, signal?: AbortSignal) =>
    fetch(`http://127.0.0.1:${address.port}/api/slow`, {
      method: 'POST',
      ...(signal ? { signal } : {}),
      headers: { 'content-type': 'application/json', ...(shopper ? { 'x-shopper': shopper } : {}) },
      body: JSON.stringify(body),
    });
  const write = (name: string, shopper?: string, signal?: AbortSignal) => writeBody({ name }, shopper, signal);
  /** Lets the running writes finish one at a time, `count` of them, each followed by a moment for the next. */
  const openInTurn = async (count: number) => {
    for (let i = 0; i < count; i++) {
      // On a loaded machine the write let in may take a moment to reach its handler.
      for (let tries = 0; gates.length === 0 && tries < 50; tries++) await settle();
      gates.shift()?.();
      await settle();
    }
  };
  /** Lets every write finish, those let in meanwhile too; resolves with their answers. */
  const finish = async (writes: Promise<Response>[]) => {
    let done = false;
    const answers = Promise.all(writes).finally(() => (done = true));
    while (!done) {
      gates.splice(0).forEach((open) => open());
      await settle();
    }
    return answers;
  };
  /** As many writes as there are slots, named `${name} ${i}`. */
  const slotsFull = (name: string) => Array.from({ length: EMBEDDED_WRITE_SLOTS }, (_, i) => write(`${name} ${i}`));
  /** One write that holds its slot longer than the wait: the line then gets under one write a slot through a wait. */
  const slowFirstWrite = async () => {
    const first = write('slow first');
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS + 300));
    await openInTurn(1);
    expect((await first).status).toBe(200);
  };
  /** The shop turns a write away busy: from then on, for the wait, the door judges. */
  const turnAWriteAway = async () => {
    const answer = await fetch(`http://127.0.0.1:${address.port}/api/database-busy`, { method: 'POST' });
    expect(answer.status).toBe(503);
  };
  /** Until these writes are in the line (or let in): on a loaded machine a request takes a while to get there. */
  const inLine = (...names: string[]) => until(() => names.every((name) => reachedTheLine.has(name)));
  /** Until `count` requests in all have come past the door. */
  const cameIn = (count: number) => until(() => pastTheDoor >= count);
  app = server;
  return {
    write,
    writeBody,
    letIn,
    openInTurn,
    finish,
    slotsFull,
    slowFirstWrite,
    turnAWriteAway,
    inLine,
    cameIn,
    port: address.port,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function until(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 1_000) throw new Error('the writes did not get there within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // The line's own hook runs just after.
  await new Promise((resolve) => setTimeout(resolve, 10));
}

// Each test waits out the line's bound once or twice; a loaded machine (a browser suite beside it) takes longer.
describe('a place in line kept across a retry (decision 299)', { timeout: 20_000 }, () => {
  it('lets a turned-away try’s retry in before the writes that came after it, and only for that shopper', async () => {
    const { write, letIn, openInTurn, finish, slotsFull, inLine } = await appWithSlowWrites();
    const fillers = slotsFull('filler');
    await settle();
    // Every slot is taken: the first shopper waits past the bound and is turned away.
    const refused = await write('first', 'first-shopper-key');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    // A later shopper, a write not signed in, then the first shopper's retry.
    const later = write('later', 'later-shopper-key');
    await inLine('later');
    const anonymous = write('anonymous');
    await inLine('anonymous');
    const retry = write('first retry', 'first-shopper-key');
    await inLine('first retry');
    await openInTurn(3);
    const answers = await finish([...fillers, later, anonymous, retry]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(letIn.slice(EMBEDDED_WRITE_SLOTS)).toEqual(['first retry', 'later', 'anonymous']);
  });

  it('keeps no place for a try that was let in', async () => {
    const { write, letIn, openInTurn, finish, slotsFull } = await appWithSlowWrites();
    const served = write('served', 'served-key');
    await settle();
    await openInTurn(1);
    expect((await served).status).toBe(200);
    const fillers = slotsFull('filler');
    await settle();
    const later = write('later', 'later-key');
    await settle();
    const again = write('served again', 'served-key');
    await settle();
    await openInTurn(1);
    for (const answer of await finish([...fillers, later, again])) expect(answer.status).toBe(200);
    expect(letIn.slice(1 + EMBEDDED_WRITE_SLOTS)).toEqual(['later', 'served again']);
  });

  it('while it turns writes away, answers one at once if as many wait ahead as the line gets through in the wait', async () => {
    const { write, letIn, openInTurn, finish, slotsFull, slowFirstWrite } = await appWithSlowWrites();
    await slowFirstWrite();
    const running = slotsFull('running');
    await settle();
    // Nothing has been turned away yet: this write waits its turn in vain, the whole wait, and the door judges.
    const inVain = performance.now();
    expect((await write('waited in vain')).status).toBe(503);
    expect(performance.now() - inVain).toBeGreaterThanOrEqual(WAIT_MS - 50);
    const waiting = slotsFull('waiting');
    await settle();
    // As many wait as there are slots, and a slot takes the whole wait: a new write would wait past the bound.
    const started = performance.now();
    const refused = await write('new', 'new-shopper-key');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(performance.now() - started).toBeLessThan(WAIT_MS / 2);
    // Its retry keeps its place, behind the same four: still told at once.
    expect((await write('new, again', 'new-shopper-key')).status).toBe(503);
    // One slot comes free and one waiter goes in: three ahead now, and the retry joins the line behind them.
    await openInTurn(1);
    const retry = write('new, a third time', 'new-shopper-key');
    await settle();
    for (const answer of await finish([...running, ...waiting, retry])) expect(answer.status).toBe(200);
    expect(letIn.filter((name) => name.startsWith('new'))).toEqual(['new, a third time']);
    expect(letIn.slice(1 + EMBEDDED_WRITE_SLOTS)).toEqual([
      ...waiting.map((_, i) => `waiting ${i}`),
      'new, a third time',
    ]);
  });

  it('gives back the slot of a write whose shopper hung up while it waited', async () => {
    const { write, letIn, finish, slotsFull } = await appWithSlowWrites();
    const running = slotsFull('running');
    await settle();
    const hangUp = new AbortController();
    const gaveUp = write('hung up', undefined, hangUp.signal).catch(() => 'aborted');
    await settle();
    hangUp.abort();
    expect(await gaveUp).toBe('aborted');
    await settle();
    await finish(running);
    await settle();
    // Every slot is free again: as many new writes as there are slots all run at once.
    const next = slotsFull('next');
    await settle();
    expect(letIn.filter((name) => name.startsWith('next'))).toHaveLength(EMBEDDED_WRITE_SLOTS);
    for (const answer of await finish(next)) expect(answer.status).toBe(200);
  });

  it('does not let a few stalled connections close the door: they count as ahead only for the wait', async () => {
    const { write, letIn, finish, slowFirstWrite, turnAWriteAway, cameIn, port } = await appWithSlowWrites();
    await slowFirstWrite();
    await turnAWriteAway();
    // Twice as many connections as slots send a write's headers and then nothing of its promised body.
    const stalled: Socket[] = [];
    for (let i = 0; i < 2 * EMBEDDED_WRITE_SLOTS; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/slow HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n',
      );
      stalled.push(socket);
    }
    // The first write and the busy one came in before them.
    await cameIn(2 + stalled.length);
    // While they are new, they are writes on their way: more than the free slots can take, so the door is shut.
    expect((await write('too soon')).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS + 200));
    // Past the wait they no longer count, and a shopper's write goes in, though the shop still turns writes away.
    await turnAWriteAway();
    const next = write('after the wait');
    await settle();
    expect(letIn).toEqual(['slow first', 'after the wait']);
    for (const socket of stalled) socket.destroy();
    expect((await finish([next]))[0]?.status).toBe(200);
  });
});

describe('an answer at the door (decision 300)', { timeout: 20_000 }, () => {
  it('gives a write turned away at the door its route’s own answer from the body, before the line', async () => {
    const { write, writeBody, letIn, finish, slotsFull, slowFirstWrite } = await appWithSlowWrites();
    await slowFirstWrite();
    const running = slotsFull('running');
    await settle();
    // A write waits its turn in vain: from now on the door judges.
    expect((await write('waited in vain')).status).toBe(503);
    const waiting = slotsFull('waiting');
    await settle();

    const started = performance.now();
    const soldOut = await writeBody({ name: 'sold out', soldOut: true }, 'sold-out-shopper');
    expect(soldOut.status).toBe(409);
    expect(((await soldOut.json()) as { message?: string }).message).toBe('Sold out');
    expect(performance.now() - started).toBeLessThan(WAIT_MS / 2);
    // One answer at the door per account within the retry's wait: another try at once hears "busy".
    expect((await writeBody({ name: 'sold out again', soldOut: true }, 'sold-out-shopper')).status).toBe(503);
    // The route has no answer for this one: busy, as before.
    const busy = await write('plain', 'plain-shopper');
    expect(busy.status).toBe(503);
    // An answer that fails leaves "busy", never a 500.
    expect((await writeBody({ name: 'broken', broken: true }, 'broken-shopper')).status).toBe(503);
    // Nor for a write not signed in: "busy" comes before "sign in", whatever its body.
    expect((await writeBody({ name: 'unsigned', soldOut: true })).status).toBe(503);

    for (const answer of await finish([...running, ...waiting])) expect(answer.status).toBe(200);
    expect(letIn.filter((name) => name.startsWith('sold out'))).toEqual([]);
  });
});
