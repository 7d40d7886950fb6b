import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJsonBodyAtTheDoor } from './answer-at-the-door';

/** A request's body stream with these headers, as the door sees it before Fastify reads anything. */
function requestWith(headers: Record<string, string>) {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  return { raw: stream as unknown as IncomingMessage, stream };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a body read at the door (decision 300)', () => {
  it('is the JSON a checkout sends', async () => {
    const { raw, stream } = requestWith({ 'content-type': 'application/json; charset=utf-8' });
    const read = readJsonBodyAtTheDoor(raw);
    stream.write('{"items":[{"product":"p1",');
    stream.end('"quantity":1}]}');
    expect(await read).toEqual({ items: [{ product: 'p1', quantity: 1 }] });
  });

  it('is not read when it is not plain JSON, is compressed, or says it is large', async () => {
    expect(await readJsonBodyAtTheDoor(requestWith({ 'content-type': 'text/plain' }).raw)).toBeUndefined();
    const gzipped = requestWith({ 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect(await readJsonBodyAtTheDoor(gzipped.raw)).toBeUndefined();
    const large = requestWith({ 'content-type': 'application/json', 'content-length': String(1024 * 1024) });
    expect(await readJsonBodyAtTheDoor(large.raw)).toBeUndefined();
  });

  it('gives up on a body larger than it said, or broken JSON', async () => {
    const { raw, stream } = requestWith({ 'content-type': 'application/json' });
    const read = readJsonBodyAtTheDoor(raw);
    stream.write(Buffer.alloc(65 * 1024, 'x'));
    expect(await read).toBeUndefined();
    const broken = requestWith({ 'content-type': 'application/json' });
    const readBroken = readJsonBodyAtTheDoor(broken.raw);
    broken.stream.end('{"items": [');
    expect(await readBroken).toBeUndefined();
  });

  it('does not wait more than a second for a body that stalls', async () => {
    vi.useFakeTimers();
    const { raw, stream } = requestWith({ 'content-type': 'application/json', 'content-length': '64' });
    const read = readJsonBodyAtTheDoor(raw);
    stream.write('{"items":');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await read).toBeUndefined();
  });
});
