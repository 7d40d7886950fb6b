import type { Locale } from '@shop/shared/locale';
import { RETURN_MESSAGES } from '@shop/shared/schemas/returns';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuditRecorder } from '../audit';
import type { GstDocumentsService, OrdersService } from '../orders';
import type { PaymentsService } from '../payments';
import type { ReturnDestination, ShippingService } from '../shipping';
import type { EvidenceStore } from './returns-evidence';
import { returnMailWords, type ReturnMailWords } from './returns-mail-words';
import { createReturnsRepository, type ReturnRecord, type ReturnWithDetails } from './returns.repository';

export interface ReturnMailSink {
  record(
    tx: Db,
    mail: {
      to: string;
      name: string;
      returnId: string;
      step: string;
      subject: string;
      message: string;
      /** The language the mail is written in (its frame follows it). */
      language: Locale;
      /** The return's credit note, attached as a PDF drawn when the mail is sent (decision 173). */
      creditNote?: { orderId: string; number: string };
    },
  ): Promise<void>;
  afterCommit(): void;
}

export interface ReturnsLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ReturnsServiceOptions {
  db: Db;
  orders: Pick<
    OrdersService,
    'getOrder' | 'lockForReturn' | 'restockReturned' | 'afterRestock' | 'exchangeVariant' | 'placeReplacement'
  >;
  /** The returns policy offers exchanges (the shop settings, docs/decisions/244-exchanges.md). */
  exchangesAllowed: () => Promise<boolean>;
  payments: Pick<PaymentsService, 'refundReturn' | 'recordReturnRefund'>;
  shipping: Pick<ShippingService, 'bookReturnPickup' | 'trackReturn'>;
  creditNotes: Pick<GstDocumentsService, 'issueForReturn'>;
  mail: ReturnMailSink;
  audit: AuditRecorder;
  evidence: EvidenceStore;
  /** The shop's address a return goes back to (the shop settings). */
  destination: () => Promise<ReturnDestination>;
  /**
   * The account's saved language (`users.language`, decision 249): the return mails are written in it. Read
   * inside the caller's transaction `tx`: the embedded database has one connection, and a read outside an open
   * transaction waits for it forever (the returns hung on PGlite when it did).
   */
  languageOf?: (userId: string, tx: Db) => Promise<string | null | undefined>;
  /** The clock: injectable so the 48-hour window is tested without waiting. */
  now?: () => Date;
  log: ReturnsLogger;
}

/**
 * What every part of the returns service shares: its collaborators, the clock, the repository and the step mail
 * (written by `compose` in the customer's language, decision 253).
 */
export function createReturnsContext(options: ReturnsServiceOptions) {
  const { db, mail } = options;
  const repo = createReturnsRepository(db);

  async function mailStep(
    tx: Db,
    ret: ReturnRecord,
    step: string,
    compose: (words: ReturnMailWords) => { subject: string; message: string },
    creditNote?: { orderId: string; number: string },
  ) {
    const words = returnMailWords(ret.userId ? await options.languageOf?.(ret.userId, tx) : 'en');
    const { subject, message } = compose(words);
    await mail.record(tx, {
      to: ret.customerEmail,
      name: ret.customerName,
      returnId: ret.id,
      step,
      subject,
      message,
      language: words.locale,
      ...(creditNote ? { creditNote } : {}),
    });
  }

  async function requireReturn(id: string): Promise<ReturnWithDetails> {
    const found = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findById(id) : null;
    if (!found) throw notFound(RETURN_MESSAGES.notFound);
    return found;
  }

  return { ...options, now: options.now ?? (() => new Date()), repo, mailStep, requireReturn };
}

export type ReturnsContext = ReturnType<typeof createReturnsContext>;
