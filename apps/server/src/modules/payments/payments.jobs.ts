import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { periodicJob } from '../../lib/periodic-job';
import type { PaymentsService } from './payments.service';

// Any fixed number, distinct from the migration lock: one payments job run at a time across processes.
const PAYMENT_JOBS_LOCK_ID = 724_311_903;

export interface PaymentJobsOptions {
  payments: PaymentsService;
  database: Pick<Database, 'db' | 'driver'>;
  intervalMs: number;
}

/**
 * Runs the payment background work (refunds still owed, then expiry of unpaid orders) on every process.
 * On PostgreSQL a transaction-scoped advisory lock lets one process run it at a time; whichever wins, each
 * order is still expired or refunded exactly once because every step is a guarded update (and refunds carry
 * an idempotency key). PGlite serves a single process, so no lock is needed there.
 */
export async function runPaymentJobs({ payments, database }: Omit<PaymentJobsOptions, 'intervalMs'>) {
  const work = async () => {
    const refunds = await payments.retryDueRefunds();
    const expiry = await payments.expireUnpaidOrders();
    return { refunds, ...expiry };
  };
  if (database.driver !== 'postgres') return work();
  return database.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${PAYMENT_JOBS_LOCK_ID}) as locked`,
    );
    if (!row?.locked) return null;
    return work();
  });
}

/** The payment jobs every `intervalMs` while the app is up (0 in tests, which call {@link runPaymentJobs}). */
export function paymentJobs(app: FastifyInstance, options: PaymentJobsOptions) {
  return periodicJob(app, {
    name: 'payment jobs',
    intervalMs: options.intervalMs,
    work: () => runPaymentJobs(options),
    onResult: (result, log) => {
      if (result && (result.expired || result.paid || result.refunds)) log.info({ result }, 'payment jobs');
    },
  });
}
