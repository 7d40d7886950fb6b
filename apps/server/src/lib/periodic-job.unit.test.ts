import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { EmbeddedDatabaseBusy } from '../db/embedded-lock';
import { createRepeatingRun, periodicJob } from './periodic-job';

describe('createRepeatingRun', () => {
  it('never runs twice at once, runs once more when asked during a run, and reports failures', async () => {
    let release!: () => void;
    let calls = 0;
    const onError = vi.fn();
    const job = createRepeatingRun({
      intervalMs: 0,
      onError,
      work: async () => {
        calls += 1;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        if (calls === 3) throw new Error('boom');
        return calls;
      },
    });
    job.start();
    const first = job.run();
    const second = job.run();
    expect(second).toBe(first);
    release();
    expect(await first).toBe(2);
    expect(calls).toBe(2);
    expect(await job.run()).toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
    await job.stop();
  });

  it('runs on its interval once started and not after stop', async () => {
    vi.useFakeTimers();
    try {
      const work = vi.fn(async () => 1);
      const job = createRepeatingRun({ intervalMs: 1000, firstRunMs: 0, work, onError: () => undefined });
      job.start();
      await vi.advanceTimersByTimeAsync(2500);
      expect(work).toHaveBeenCalledTimes(3);
      await job.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(work).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('periodicJob', () => {
  it('logs a run that found the database busy as a warning, any other failure as an error', async () => {
    const app = Fastify();
    const warn = vi.spyOn(app.log, 'warn');
    const error = vi.spyOn(app.log, 'error');
    let failure: Error = new Error('unused');
    const job = periodicJob(app, {
      name: 'sample job',
      intervalMs: 0,
      work: async () => {
        throw failure;
      },
    });
    // What a query answers when the embedded database stayed busy past DB_WAIT_MS, wrapped as Drizzle wraps it.
    failure = new Error('Failed query: select 1', { cause: new EmbeddedDatabaseBusy(3_000) });
    await job.run();
    expect(warn).toHaveBeenCalledWith({ err: failure }, 'sample job failed');
    expect(error).not.toHaveBeenCalled();
    failure = new Error('a bug');
    await job.run();
    expect(error).toHaveBeenCalledWith({ err: failure }, 'sample job failed');
    await app.close();
  });
});
