import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache';
import { createPageRenderer } from './page-rendering';
import type { RenderRequest, RenderResult, SsrBundle } from './ssr-bundle';

/**
 * A burst of requests for a page that is not cached yet renders it once (docs/decisions/082-page-cache.md):
 * without that, the first requests of a burst each render the same page and stall everything behind them.
 */
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A renderer that takes a while and counts its renders per URL. */
function slowBundle(result: (url: string) => RenderResult) {
  const renders = new Map<string, number>();
  const bundle: SsrBundle = {
    async render({ url }: RenderRequest) {
      renders.set(url, (renders.get(url) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return result(url);
    },
  };
  return { bundle, renders };
}

const page = (url: string): RenderResult => ({
  kind: 'page',
  status: 200,
  html: `<html><body>page ${url}</body></html>`,
  fingerprint: url,
  cacheable: true,
});

/** A slow renderer whose pages say which render they were. */
function countingBundle() {
  let count = 0;
  const { bundle, renders } = slowBundle(
    (url) => ({ ...page(url), html: `render ${++count} of ${url}` }) as RenderResult,
  );
  return { bundle, renders };
}

async function serve(
  bundle: SsrBundle,
  now: () => number = Date.now,
  databaseReachable: () => Promise<boolean> = async () => true,
) {
  app = Fastify();
  // Every change, and every change but stock (as the catalogue cache counts them).
  let generation = 0;
  let contentGeneration = 0;
  const cache = createPageCache({
    maxEntries: 10,
    maxBytes: 1_000_000,
    ttlMs: 60_000,
    isCurrent: (ticket) => ticket.generation === generation,
    mayServeStale: (ticket) => ticket.contentGeneration === contentGeneration,
    now,
  });
  const catalogue = { beginRead: () => ({ generation, contentGeneration, takenAt: now() }) };
  const renderer = createPageRenderer(app, {
    bundle,
    template: '',
    publicUrl: 'http://shop.test',
    cache,
    catalogue,
    databaseReachable,
  });
  app.setNotFoundHandler(async (request, reply) => {
    if ((await renderer.tryRender(request, reply)) === true) return reply;
    return reply.type('text/html').send('shell');
  });
  return {
    app,
    changeCatalogue: () => {
      generation++;
      contentGeneration++;
    },
    changeStock: () => void generation++,
  };
}

const burst = (server: FastifyInstance, url: string, n: number) =>
  Promise.all(Array.from({ length: n }, () => server.inject({ method: 'GET', url })));

describe('rendering a page once per burst', () => {
  it('answers 20 simultaneous requests for an uncached page from one render, each with the page', async () => {
    const { bundle, renders } = slowBundle(page);
    const { app: server } = await serve(bundle);
    const answers = await burst(server, '/products/1', 20);
    expect(renders.get('/products/1')).toBe(1);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['<html><body>page /products/1</body></html>']));
    expect((await server.inject({ method: 'GET', url: '/products/1' })).headers['x-cache']).toBe('hit');
    expect(renders.get('/products/1')).toBe(1);
  });

  it('renders again after a catalogue change, once for the next burst', async () => {
    const { bundle, renders } = slowBundle(page);
    const { app: server, changeCatalogue } = await serve(bundle);
    await burst(server, '/products', 5);
    changeCatalogue();
    await burst(server, '/products', 5);
    expect(renders.get('/products')).toBe(2);
  });

  it('shares a render per URL, not across URLs', async () => {
    const { bundle, renders } = slowBundle(page);
    const { app: server } = await serve(bundle);
    await Promise.all([burst(server, '/products?page=1', 4), burst(server, '/products?page=2', 4)]);
    expect(renders.get('/products?page=1')).toBe(1);
    expect(renders.get('/products?page=2')).toBe(1);
  });

  it('shares a page that is not kept (rendered around a failure) only with requests that waited for it', async () => {
    const { bundle, renders } = slowBundle((url) => ({ ...page(url), cacheable: false }) as RenderResult);
    const { app: server } = await serve(bundle);
    const answers = await burst(server, '/categories', 6);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(renders.get('/categories')).toBe(1);
    await server.inject({ method: 'GET', url: '/categories' });
    expect(renders.get('/categories')).toBe(2);
  });

  it('gives every waiting request the plain shell when the render fails', async () => {
    const bundle: SsrBundle = {
      render: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        throw new Error('renderer broke');
      },
    };
    const { app: server } = await serve(bundle);
    const answers = await burst(server, '/', 5);
    expect(answers.map((a) => a.body)).toEqual(Array(5).fill('shell'));
  });
});

describe('a cached page past its time', () => {
  it('is answered at once to a burst while one render replaces it, then the new page is served', async () => {
    let clock = 1_000_000;
    const { bundle, renders } = countingBundle();
    const { app: server } = await serve(bundle, () => clock);
    expect((await server.inject({ method: 'GET', url: '/categories' })).body).toBe('render 1 of /categories');

    clock += 61_000;
    const answers = await burst(server, '/categories', 8);
    expect(answers.map((a) => a.headers['x-cache'])).toEqual(Array(8).fill('stale'));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['render 1 of /categories']));
    await vi.waitFor(() => expect(renders.get('/categories')).toBe(2));

    await vi.waitFor(async () => {
      const next = await server.inject({ method: 'GET', url: '/categories' });
      expect(next.headers['x-cache']).toBe('hit');
      expect(next.body).toBe('render 2 of /categories');
    });
    expect(renders.get('/categories')).toBe(2);
  });

  it('is rendered again before it is served once it is past twice its time', async () => {
    let clock = 1_000_000;
    const { bundle } = countingBundle();
    const { app: server } = await serve(bundle, () => clock);
    await server.inject({ method: 'GET', url: '/' });
    clock += 121_000;
    const late = await server.inject({ method: 'GET', url: '/' });
    expect(late.headers['x-cache']).toBe('miss');
    expect(late.body).toBe('render 2 of /');
  });

  it('is never served after a catalogue change, however young', async () => {
    let clock = 1_000_000;
    const { bundle } = countingBundle();
    const { app: server, changeCatalogue } = await serve(bundle, () => clock);
    await server.inject({ method: 'GET', url: '/products' });
    clock += 61_000;
    changeCatalogue();
    const next = await server.inject({ method: 'GET', url: '/products' });
    expect(next.headers['x-cache']).toBe('miss');
    expect(next.body).toBe('render 2 of /products');
  });
});

describe('stale-if-error while the database is down (decision 239)', () => {
  /** A shop whose renders fail (as they do when the API cannot reach the database) once `down` is set. */
  function blinkingShop(failure: 'throws' | 'incomplete') {
    const state = { down: false };
    const bundle: SsrBundle = {
      async render({ url }: RenderRequest) {
        if (!state.down) return page(url);
        if (failure === 'throws') throw new Error('connect ECONNREFUSED');
        return { ...page(url), html: '<html><body>loading…</body></html>', fingerprint: 'loading', cacheable: false };
      },
    };
    return { bundle, state };
  }

  for (const failure of ['throws', 'incomplete'] as const) {
    it(`serves the last rendered page when a render ${failure === 'throws' ? 'fails' : 'comes out incomplete'} and the database does not answer`, async () => {
      const { bundle, state } = blinkingShop(failure);
      const { app: server, changeCatalogue } = await serve(bundle, Date.now, async () => !state.down);
      expect((await server.inject({ method: 'GET', url: '/products/7' })).headers['x-cache']).toBe('miss');
      // The database goes; its change feed with it, which retires every kept page as if the catalogue changed.
      state.down = true;
      changeCatalogue();
      const during = await server.inject({ method: 'GET', url: '/products/7' });
      expect(during.statusCode).toBe(200);
      expect(during.headers['x-cache']).toBe('stale-if-error');
      expect(during.body).toBe('<html><body>page /products/7</body></html>');
      // A page never rendered has no copy: the plain shell, never a 5xx.
      const never = await server.inject({ method: 'GET', url: '/products/8' });
      expect([never.statusCode, never.body === 'shell' || never.body.includes('loading')]).toEqual([200, true]);
      // Back: rendered afresh.
      state.down = false;
      const after = await server.inject({ method: 'GET', url: '/products/7' });
      expect(after.headers['x-cache']).toBe('miss');
    });
  }

  it('does not stand in for a page that failed while the database answers (a bug is not hidden)', async () => {
    const { bundle, state } = blinkingShop('incomplete');
    const { app: server, changeCatalogue } = await serve(bundle, Date.now, async () => true);
    await server.inject({ method: 'GET', url: '/products/7' });
    state.down = true;
    changeCatalogue();
    const answer = await server.inject({ method: 'GET', url: '/products/7' });
    expect(answer.headers['x-cache']).toBe('miss');
    expect(answer.body).toContain('loading');
  });

  it('keeps no copy older than a day', async () => {
    let time = Date.now();
    const { bundle, state } = blinkingShop('throws');
    const { app: server, changeCatalogue } = await serve(
      bundle,
      () => time,
      async () => !state.down,
    );
    await server.inject({ method: 'GET', url: '/products/7' });
    state.down = true;
    changeCatalogue();
    time += 25 * 60 * 60_000;
    expect((await server.inject({ method: 'GET', url: '/products/7' })).body).toBe('shell');
  });
});

describe('a cached page whose stock changed (decision 284)', () => {
  it('is rendered again for the first view, and answered as it was to the views that come during that render', async () => {
    const { bundle, renders } = countingBundle();
    const { app: server, changeStock } = await serve(bundle);
    await server.inject({ method: 'GET', url: '/products/1' });
    changeStock();
    const answers = await burst(server, '/products/1', 8);
    expect(renders.get('/products/1')).toBe(2);
    const byCache = answers.map((a) => `${String(a.headers['x-cache'])}: ${a.body}`).sort();
    expect(byCache).toEqual([
      'miss: render 2 of /products/1',
      ...Array<string>(7).fill('stale: render 1 of /products/1'),
    ]);
    expect((await server.inject({ method: 'GET', url: '/products/1' })).body).toBe('render 2 of /products/1');
  });

  it('is rendered again for a lone view, which waits for it and shows the new stock', async () => {
    const { bundle, renders } = countingBundle();
    const { app: server, changeStock } = await serve(bundle);
    await server.inject({ method: 'GET', url: '/' });
    changeStock();
    const answer = await server.inject({ method: 'GET', url: '/' });
    expect(answer.headers['x-cache']).toBe('miss');
    expect(answer.body).toBe('render 2 of /');
    expect(renders.get('/')).toBe(2);
  });

  it('is never answered once anything but stock changed', async () => {
    const { bundle } = countingBundle();
    const { app: server, changeStock, changeCatalogue } = await serve(bundle);
    await server.inject({ method: 'GET', url: '/' });
    changeStock();
    changeCatalogue();
    const answers = await burst(server, '/', 4);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['render 2 of /']));
  });
});
