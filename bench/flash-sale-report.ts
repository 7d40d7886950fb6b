/**
 * What the flash-sale bench makes of its shoppers' samples: per-step latency and statuses, orders per second,
 * the refusals by status and message, and where the hot product's winners fall among its buyers.
 */
import { round, summarize, type LatencySummary, type MachineInfo, markdownTable } from './lib';
import { STEPS, type ShopperOutcome, type Step } from './flash-sale-shoppers';

export interface StepResult {
  step: Step;
  latency: LatencySummary;
  ok2xx: number;
  client4xx: number;
  /** 503 with Retry-After: the shop shedding load, answered at once (the shopper retries). Not in `server5xx`. */
  busy503: number;
  server5xx: number;
  timeouts: number;
  errors: number;
}

export interface Fairness {
  /** Hot-product buyers whose order request was sent, ordered by when it started. */
  buyers: number;
  winners: number;
  /** 1-based rank (by request start) of the last winner; equal to `winners` when first come, first served. */
  lastWinnerRank: number | null;
  /** Losers (refused, or no answer within 10 s) whose request started before the last winner's. */
  losersBeforeLastWinner: number;
  /** Of those, how many started more than the order step's p99 earlier: unfair beyond the measurement's resolution. */
  losersBeforeBeyondResolution: number;
  resolutionMs: number;
}

/**
 * A shopper's wait at checkout: from their first tap on Place Order to the final answer, the storefront's own tries
 * after "busy" included (decision 299), by how it ended. Per shopper, not per try as the step table counts.
 */
export interface CheckoutWait {
  all: LatencySummary;
  placed: LatencySummary;
  /** Still "very busy" when checkout's patience ran out. */
  busy: LatencySummary;
  /** Refused otherwise (sold out, a limit) or no answer. */
  refused: LatencySummary;
}

export interface SaleCheck {
  stock: number;
  sold: number;
  stockLeft: number;
  oversold: number;
  /** Hot-product orders paid online (of those placed online). */
  paidOnline: number;
}

export interface SaleRun {
  driver: 'postgres' | 'pglite';
  processes: number;
  shoppers: number;
  windowSeconds: number;
  runSeconds: number;
  /** Event-loop delay of the shoppers' process during the run (absent in results taken before it was measured). */
  clientLoopDelayMs?: { p99: number; max: number };
  orders: { attempted: number; placed: number; perSecond: number; spanSeconds: number };
  steps: StepResult[];
  refused: { status: number; message: string; count: number }[];
  hot: SaleCheck & { winnersSeen: number };
  fairness: Fairness;
  /** Absent in results taken before it was measured. */
  checkoutWait?: CheckoutWait;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  serverWarnings: string[];
  database?: Record<string, string>;
  /** Connections per server process, as a reverse proxy's kept-alive pool; absent: as many as requests in flight. */
  connectionsPerServer?: number;
}

export function stepResults(outcomes: ShopperOutcome[]): StepResult[] {
  const samples = outcomes.flatMap((o) => o.samples);
  return STEPS.map((step) => {
    const mine = samples.filter((s) => s.step === step);
    return {
      step,
      latency: summarize(mine.map((s) => s.ms)),
      ok2xx: mine.filter((s) => s.status >= 200 && s.status < 300).length,
      client4xx: mine.filter((s) => s.status >= 400 && s.status < 500).length,
      busy503: mine.filter((s) => s.busy).length,
      server5xx: mine.filter((s) => s.status >= 500 && !s.busy).length,
      timeouts: mine.filter((s) => s.timeout).length,
      errors: mine.filter((s) => s.status === 0 && !s.timeout).length,
    };
  }).filter((s) => s.latency.n > 0);
}

export function orderFigures(outcomes: ShopperOutcome[]) {
  // A shopper's order is its last attempt (earlier ones were answered "busy" and tried again).
  const orders = outcomes.flatMap((o) => o.samples.filter((s) => s.step === 'place order' && !s.retried));
  const placed = orders.filter((s) => s.status === 201).length;
  const first = Math.min(
    ...outcomes.flatMap((o) => o.samples.filter((s) => s.step === 'place order').map((s) => s.startedAt)),
  );
  const last = Math.max(...orders.map((s) => s.startedAt + s.ms));
  const spanSeconds = orders.length > 0 ? (last - first) / 1000 : 0;
  const refusals = new Map<string, { status: number; message: string; count: number }>();
  for (const s of orders.filter((o) => o.status !== 201)) {
    const message = s.message ?? '';
    const key = `${s.status} ${message}`;
    const entry = refusals.get(key) ?? { status: s.status, message, count: 0 };
    entry.count++;
    refusals.set(key, entry);
  }
  return {
    orders: {
      attempted: orders.length,
      placed,
      perSecond: spanSeconds > 0 ? round(placed / spanSeconds, 1) : 0,
      spanSeconds: round(spanSeconds, 1),
    },
    refused: [...refusals.values()].sort((a, b) => b.count - a.count),
  };
}

export function checkoutWait(outcomes: ShopperOutcome[]): CheckoutWait {
  const waits = outcomes.flatMap((o) => {
    const tries = o.samples.filter((s) => s.step === 'place order');
    const first = tries[0];
    const last = tries.at(-1);
    if (!first || !last) return [];
    return [{ ms: last.startedAt + last.ms - first.startedAt, status: last.status, busy: last.busy === true }];
  });
  const of = (list: typeof waits) => summarize(list.map((w) => w.ms));
  return {
    all: of(waits),
    placed: of(waits.filter((w) => w.status === 201)),
    busy: of(waits.filter((w) => w.busy)),
    refused: of(waits.filter((w) => w.status !== 201 && !w.busy)),
  };
}

export function fairness(outcomes: ShopperOutcome[], steps: StepResult[]): Fairness {
  const buyers = outcomes
    .filter((o) => o.shopper.hot && o.order)
    .map((o) => o.order!)
    .sort((a, b) => a.startedAt - b.startedAt);
  const resolutionMs = steps.find((s) => s.step === 'place order')?.latency.p99 ?? 0;
  let lastWinner = -1;
  buyers.forEach((b, i) => {
    if (b.status === 201) lastWinner = i;
  });
  const lastStart = lastWinner >= 0 ? buyers[lastWinner]!.startedAt : -Infinity;
  const losersBefore = buyers.slice(0, Math.max(0, lastWinner)).filter((b) => b.status !== 201);
  return {
    buyers: buyers.length,
    winners: buyers.filter((b) => b.status === 201).length,
    lastWinnerRank: lastWinner >= 0 ? lastWinner + 1 : null,
    losersBeforeLastWinner: losersBefore.length,
    losersBeforeBeyondResolution: losersBefore.filter((b) => b.startedAt < lastStart - resolutionMs).length,
    resolutionMs,
  };
}

function checkoutWaitLine(wait: CheckoutWait): string {
  const seconds = (ms: number) => round(ms / 1000, 1);
  const part = (label: string, l: LatencySummary) =>
    l.n === 0
      ? `${label}: none`
      : `${label} (${l.n}): p50 ${seconds(l.p50)}, p99 ${seconds(l.p99)}, max ${seconds(l.max)}`;
  return `**Checkout wait** (per shopper, first tap on Place Order to the final answer, checkout's own tries after "busy" included; seconds): ${[
    part('all', wait.all),
    part('placed', wait.placed),
    part('finally told busy', wait.busy),
    part('refused otherwise or no answer', wait.refused),
  ].join('; ')}.`;
}

export function runMarkdown(run: SaleRun): string {
  const title =
    run.driver === 'postgres'
      ? `PostgreSQL, ${run.processes} server processes + Redis`
      : 'PGlite (embedded), 1 server process';
  const steps = markdownTable(
    [
      'step',
      'requests',
      'p50 ms',
      'p99 ms',
      'max ms',
      '2xx',
      '4xx',
      '503 busy (retried)',
      'other 5xx',
      'timeouts > 10 s',
      'errors',
    ],
    run.steps.map((s) => [
      s.step,
      s.latency.n,
      round(s.latency.p50, 1),
      round(s.latency.p99, 1),
      round(s.latency.max, 1),
      s.ok2xx,
      s.client4xx,
      s.busy503 ?? 0,
      s.server5xx,
      s.timeouts,
      s.errors,
    ]),
  );
  const refused =
    run.refused.length === 0
      ? 'Refused orders: none.'
      : markdownTable(
          ['refused order: status', 'message', 'count'],
          run.refused.map((r) => [r.status || 'no answer', r.message, r.count]),
          2,
        );
  const f = run.fairness;
  return [
    `### ${title}`,
    '',
    `${run.shoppers} shoppers over ${run.windowSeconds} s (all done after ${run.runSeconds} s); load average ${run.loadAverageBefore.join(' ')} before, ${run.loadAverageAfter.join(' ')} after` +
      (run.clientLoopDelayMs
        ? `; the shoppers' own event loop was late by up to ${run.clientLoopDelayMs.p99} ms (p99; max ${run.clientLoopDelayMs.max} ms).`
        : '.'),
    '',
    `**Orders**: ${run.orders.placed} placed of ${run.orders.attempted} attempted, **${run.orders.perSecond} orders/s** over the ${run.orders.spanSeconds} s from the first order request to the last answer.`,
    `**Hot product**: stock ${run.hot.stock}, **sold ${run.hot.sold}**, left ${run.hot.stockLeft}, **oversold ${run.hot.oversold}** (winners seen by the shoppers: ${run.hot.winnersSeen}; paid online: ${run.hot.paidOnline}).`,
    ...(run.checkoutWait ? [checkoutWaitLine(run.checkoutWait)] : []),
    `**Fairness**: ${f.buyers} hot-product buyers sent an order; the last of ${f.winners} winners was number ${f.lastWinnerRank ?? '-'} by request start; ${f.losersBeforeLastWinner} buyers left without it (refused or no answer within 10 s) started before the last winner, ${f.losersBeforeBeyondResolution} of them more than the order step's p99 (${round(f.resolutionMs, 1)} ms, the resolution) before.`,
    '',
    steps,
    '',
    refused,
    ...(run.serverWarnings.length > 0
      ? ['', `Server warnings (first ${run.serverWarnings.length}): see the JSON file.`]
      : []),
  ].join('\n');
}

export function saleMarkdown(runs: SaleRun[], machine: MachineInfo): string {
  return [
    `## Flash sale (${runs[0]?.shoppers ?? 0} shoppers in ${runs[0]?.windowSeconds ?? 0} s, hot product stock 100, 1 per order)`,
    '',
    `${machine.date}, Node ${machine.node}, ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGb} GB, load average at the end ${machine.loadAverage.join(' ')}, commit ${machine.gitCommit ?? 'n/a'}${machine.gitDirty ? ' + uncommitted changes' : ''}.`,
    'Production build, rate limits on (each shopper its own X-Forwarded-For, TRUST_PROXY=127.0.0.1), shoppers driven from one process on the same machine; a request is a timeout after 10 s.',
    runs[0]?.connectionsPerServer
      ? `Connections: at most ${runs[0].connectionsPerServer} per server process, kept alive, as behind a reverse proxy (\`--connections\`).`
      : 'Connections: as many as the shoppers have requests in flight, as without a reverse proxy.',
    '',
    ...runs.flatMap((run) => [runMarkdown(run), '']),
  ].join('\n');
}
