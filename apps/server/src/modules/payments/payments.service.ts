import { createHash } from 'node:crypto';
import { formatOrderNumber } from '@shop/shared/order-number';
import { PAYMENT_MESSAGES, type CreatePaymentResponse, type VerifyPaymentInput } from '@shop/shared/schemas/payment';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { ORDER_MESSAGES } from '@shop/shared/schemas/order';
import { RazorpayError, type RazorpayClient } from '../../providers/razorpay/client';
import { isValidPaymentSignature, isValidWebhookSignature } from '../../providers/razorpay/signature';
import type { RazorpayPayment, RazorpayRefund, WebhookEnvelope } from '../../providers/razorpay/types';
import type { OrderViewer, OrdersService } from '../orders/orders.service';
import type { OrderWithItems } from '../orders/orders.service';
import { createPaymentCapturer, verdictFor } from './payment-capture';
import { createPaymentsRepository, type PaymentRecord, type PaymentsRepository } from './payments.repository';
import { wakeAfterCommit, type AfterCommit } from '../../lib/after-commit';

export interface PaymentsLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The shop's "refund failed" alert (the notifications module's merchant alerts): queued in the transaction that
 * records the failure, so the shop hears of each failed refund exactly when it is recorded, and once
 * (docs/decisions/047-refund-failed-alert.md).
 */
export interface RefundFailedAlerts extends AfterCommit {
  refundFailed(tx: Db, failure: { orderId: string; amountPaise: number; attempt: string }): Promise<void>;
}

export interface PaymentsServiceOptions {
  db: Db;
  orders: Pick<OrdersService, 'getOrder' | 'expireUnpaidOrder' | 'announcePaid' | 'afterPaidCommit'>;
  client: RazorpayClient;
  keySecret: string;
  webhookSecret: string | null;
  checkoutUrl: string;
  /** The name Razorpay's checkout shows: the shop's, from the settings. */
  shopName: () => Promise<string>;
  log: PaymentsLogger;
  alerts: RefundFailedAlerts;
}

type SettleOutcome = 'paid' | 'already-paid' | 'late' | 'other-payment' | 'unknown-order';

export interface WebhookResult {
  outcome: 'processed' | 'duplicate' | 'ignored';
}

/**
 * Online payment with Razorpay: provider order for a stored order (idempotent), signature verification,
 * webhooks, the "payment wins" check before expiry, and refunds of cancelled paid orders.
 * Every path ends in the same guarded transitions, so verify, webhooks and jobs may race or repeat freely.
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const { db, orders, client, log, alerts } = options;
  const repo = createPaymentsRepository(db);
  const capturer = createPaymentCapturer(client);

  /**
   * A Razorpay failure as the shopper reads it: a 502 with our own words, never the provider's body. Razorpay
   * refusing is told apart from Razorpay being unreachable, slow or answering garbage (try again later).
   */
  function providerFailed(error: unknown, context: object): never {
    if (!(error instanceof RazorpayError)) throw error;
    const level = error.kind === 'unauthorized' ? 'error' : 'warn';
    log[level]({ ...context, err: error.message, provider: error.details }, 'razorpay call failed');
    throw new AppError(
      'PROVIDER_FAILED',
      error.kind === 'rejected' ? PAYMENT_MESSAGES.providerRefused : PAYMENT_MESSAGES.providerUnavailable,
    );
  }

  async function requireOwnOnlineOrder(viewer: OrderViewer, orderId: string): Promise<OrderWithItems> {
    const order = await orders.getOrder(viewer, orderId);
    // Paying is the owner's business: an admin viewing the order may not start or verify its payment.
    if (order.userId !== viewer.id) throw notFound(ORDER_MESSAGES.orderNotFound);
    if (order.paymentMethod !== 'razorpay') throw conflict(PAYMENT_MESSAGES.notOnline);
    return order;
  }

  /**
   * Records a captured payment against our payment row, under the order's row lock. Order-independent:
   * a payment for a still-open order marks it paid; for a cancelled (expired) order it is a late payment,
   * recorded as paid-and-cancelled, which is exactly the "refund due" state the refund path picks up.
   */
  async function settleIn(tx: Db, row: PaymentRecord, providerPaymentId: string): Promise<SettleOutcome> {
    const txRepo = createPaymentsRepository(tx);
    const order = await txRepo.lockOrder(row.orderId);
    if (!order) return 'unknown-order';
    const current = (await txRepo.findById(row.id)) ?? row;
    if (current.providerPaymentId) {
      return current.providerPaymentId === providerPaymentId ? 'already-paid' : 'other-payment';
    }
    await txRepo.markCaptured(current.id, providerPaymentId);
    const isNewlyPaid = await txRepo.markOrderPaid(order.id);
    if (order.status === 'cancelled') return 'late';
    if (isNewlyPaid) await orders.announcePaid(tx, order.id);
    return 'paid';
  }

  /** True when a provider payment really pays this row: same provider order, amount and currency, captured. */
  function isCapturedFor(row: PaymentRecord, payment: RazorpayPayment): boolean {
    // A refunded payment was captured first; it still settles the order (and the refund follows).
    const wasCaptured = payment.status === 'captured' || payment.status === 'refunded';
    return (
      wasCaptured &&
      payment.order_id === row.providerOrderId &&
      payment.amount === row.amountPaise &&
      payment.currency === row.currency
    );
  }

  /** After the settling transaction committed. */
  function onSettled(outcome: SettleOutcome, row: PaymentRecord, providerPaymentId: string, source: string) {
    if (outcome === 'paid') {
      log.info({ orderId: row.orderId, providerPaymentId, source }, 'order paid');
      orders.afterPaidCommit();
    }
    if (outcome === 'late')
      log.warn({ orderId: row.orderId, providerPaymentId, source }, 'payment for a cancelled order: refunding');
    if (outcome === 'other-payment') {
      // Razorpay refuses a second payment on a paid order, so this needs a human if it ever happens.
      log.error(
        { orderId: row.orderId, providerPaymentId, recorded: row.providerPaymentId, source },
        'second payment for one order',
      );
    }
  }

  /**
   * The checkout handler's payment as Razorpay sees it, captured if it was only authorized
   * (docs/decisions/061-payment-status-before-paid.md). Anything but a captured payment for this row is "not
   * paid"; Razorpay being unreachable is a 502 (the webhook or the expiry check settles the order later).
   */
  async function requireCapturedPayment(row: PaymentRecord, paymentId: string): Promise<RazorpayPayment> {
    let payment: RazorpayPayment;
    try {
      payment = await client.fetchPayment(paymentId);
      if (verdictFor(row, payment) === 'authorized') payment = await capturer.ensureCaptured(row, paymentId);
    } catch (error) {
      providerFailed(error, { orderId: row.orderId, providerPaymentId: paymentId });
    }
    const verdict = verdictFor(row, payment);
    if (verdict !== 'captured') {
      log.warn(
        { orderId: row.orderId, providerPaymentId: paymentId, status: payment.status, verdict },
        'payment not captured',
      );
      throw badRequest(PAYMENT_MESSAGES.verificationFailed);
    }
    return payment;
  }

  /**
   * payment.authorized: capture it (amount and currency from our row) before the event is recorded, so the
   * event settles the order like payment.captured. A capture Razorpay cannot do now fails the delivery, and
   * Razorpay delivers it again.
   */
  async function captureAuthorizedFromWebhook(envelope: WebhookEnvelope): Promise<void> {
    const payment = envelope.payload.payment?.entity;
    if (!payment?.order_id || payment.status !== 'authorized') return;
    // The payload is a snapshot (its currency may even be blank, as in Razorpay's own samples): the capturer
    // reads the payment afresh and checks it against our row before capturing.
    const row = await repo.findByProviderOrderId(payment.order_id);
    if (!row) return;
    try {
      envelope.payload.payment = { entity: await capturer.ensureCaptured(row, payment.id) };
    } catch (error) {
      providerFailed(error, { orderId: row.orderId, providerPaymentId: payment.id, source: 'payment.authorized' });
    }
  }

  /**
   * Sends the refund still owed on a row. 'provider-down' when Razorpay gave no usable answer: the refund stays
   * due (nothing recorded) and a later job run repeats it with the same idempotency key.
   */
  async function refundRow(row: PaymentRecord): Promise<'done' | 'provider-down'> {
    if (!row.providerPaymentId) return 'done';
    const remaining = row.amountPaise - row.refundedPaise;
    if (remaining <= 0) return 'done';
    let refund: RazorpayRefund;
    try {
      // The same key on every retry and from every process: Razorpay answers the first refund again.
      refund = await client.refundPayment(
        row.providerPaymentId,
        { amount: remaining, notes: { order_id: row.orderId }, receipt: `refund-${row.orderId}`.slice(0, 40) },
        `shopkart-refund-${row.id}`,
      );
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      if (error.details.status === 409) {
        // A refund with this key is still being processed at Razorpay: ask again later with the same key.
        log.warn({ orderId: row.orderId }, 'refund still processing at razorpay; will retry with the same key');
        return 'provider-down';
      }
      if (error.kind === 'rejected') {
        if (/fully refunded/i.test(error.details.description ?? '')) {
          // Refunded already (a lost answer, or from the dashboard): record what the provider says.
          return syncRefundFromProvider(row);
        }
        log.error({ orderId: row.orderId, provider: error.details }, 'refund refused by razorpay: needs an admin');
        const isRecorded = await db.transaction(async (tx) => {
          const txRepo = createPaymentsRepository(tx);
          await txRepo.lockOrder(row.orderId);
          if (!(await txRepo.recordRefund(row.id, 'refund_failed'))) return false;
          // No refund exists at Razorpay: one refusal per payment record (the guarded update runs once).
          await alerts.refundFailed(tx, { orderId: row.orderId, amountPaise: remaining, attempt: `refused-${row.id}` });
          return true;
        });
        if (isRecorded) wakeAfterCommit(alerts);
        return 'done';
      }
      log.warn({ orderId: row.orderId, err: error.message }, 'refund not sent yet; will retry');
      return 'provider-down';
    }
    const hasFailed = await db.transaction((tx) =>
      applyRefundIn(tx, row, refund.status, row.refundedPaise + refund.amount, true, refund),
    );
    if (hasFailed) wakeAfterCommit(alerts);
    log.info({ orderId: row.orderId, refundId: refund.id, status: refund.status }, 'refund sent');
    return 'done';
  }

  async function syncRefundFromProvider(row: PaymentRecord): Promise<'done' | 'provider-down'> {
    try {
      const payment = await client.fetchPayment(row.providerPaymentId!);
      if (payment.amount_refunded > 0) {
        const isFull = payment.amount_refunded >= row.amountPaise;
        await db.transaction((tx) => applyRefundIn(tx, row, 'processed', payment.amount_refunded, isFull, null));
      }
      return 'done';
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      log.warn({ orderId: row.orderId, err: error.message }, 'could not read refund state; will retry');
      return 'provider-down';
    }
  }

  /**
   * Records a refund's state, one-way, under the order lock; the order reads refunded once all is returned.
   * True when this call recorded a failure (its shop alert is queued in the same transaction).
   */
  async function applyRefundIn(
    tx: Db,
    row: PaymentRecord,
    status: RazorpayRefund['status'],
    refundedPaise: number,
    isFull: boolean,
    refund: Pick<RazorpayRefund, 'id' | 'amount'> | null,
  ): Promise<boolean> {
    const txRepo = createPaymentsRepository(tx);
    await txRepo.lockOrder(row.orderId);
    if (status === 'failed') {
      // The money went back to the merchant: the order is paid again and the refund needs an admin.
      if (!(await txRepo.recordRefund(row.id, 'refund_failed'))) return false;
      await txRepo.markOrderRefundFailed(row.orderId);
      await alerts.refundFailed(tx, {
        orderId: row.orderId,
        amountPaise: refund?.amount ?? row.amountPaise - row.refundedPaise,
        attempt: refund?.id ?? `failed-${row.id}`,
      });
      return true;
    }
    await txRepo.recordRefund(row.id, status === 'processed' ? 'refunded' : 'refund_initiated', refundedPaise);
    if (isFull) await txRepo.markOrderRefunded(row.orderId);
    return false;
  }

  /** Webhook effects, inside the transaction that also records the event id. */
  async function applyEvent(
    tx: Db,
    envelope: WebhookEnvelope,
  ): Promise<{
    isIgnored?: true;
    hasRefundFailed?: boolean;
    settled?: { outcome: SettleOutcome; row: PaymentRecord; providerPaymentId: string };
  }> {
    const ignored = { isIgnored: true } as const;
    const txRepo = createPaymentsRepository(tx);
    const payment = envelope.payload.payment?.entity;
    switch (envelope.event) {
      case 'payment.authorized':
      case 'payment.captured':
      case 'order.paid': {
        // payment.authorized was captured just before (captureAuthorizedFromWebhook); still authorized means
        // it is not ours or not payable.
        if (envelope.event === 'payment.authorized' && payment?.status !== 'captured') return ignored;
        if (!payment?.order_id) return ignored;
        const row = await txRepo.findByProviderOrderId(payment.order_id);
        if (!row) return ignored; // not one of ours (another integration on the same account)
        if (!isCapturedFor(row, payment)) {
          log.error(
            { orderId: row.orderId, providerPaymentId: payment.id, amount: payment.amount },
            'webhook payment does not match its order',
          );
          return ignored;
        }
        const outcome = await settleIn(tx, row, payment.id);
        return { settled: { outcome, row, providerPaymentId: payment.id } };
      }
      case 'payment.failed': {
        if (!payment?.order_id || !(await txRepo.findByProviderOrderId(payment.order_id))) return ignored;
        await txRepo.markAttemptFailed(payment.order_id);
        return {};
      }
      case 'refund.created':
      case 'refund.processed':
      case 'refund.failed': {
        const refund = envelope.payload.refund?.entity;
        if (!refund) return ignored;
        const row = await txRepo.findByProviderPaymentId(refund.payment_id);
        if (!row) return ignored;
        const status =
          envelope.event === 'refund.failed'
            ? 'failed'
            : envelope.event === 'refund.processed'
              ? 'processed'
              : refund.status;
        const refundedPaise = payment?.amount_refunded ?? refund.amount;
        const hasRefundFailed = await applyRefundIn(
          tx,
          row,
          status,
          refundedPaise,
          refundedPaise >= row.amountPaise,
          refund,
        );
        return { hasRefundFailed };
      }
      default:
        return ignored; // anything newer: acknowledged, nothing to do
    }
  }

  function refundInBackground(orderId: string) {
    void service.refundIfDue(orderId).catch((err: unknown) => log.error({ err, orderId }, 'refund failed'));
  }

  const service = {
    /**
     * The Razorpay order for one of the viewer's online-payment orders, for the amount stored on it. A retry
     * (or a second tab) gets the same provider order back.
     */
    async createPayment(viewer: OrderViewer, orderId: string): Promise<CreatePaymentResponse> {
      const order = await requireOwnOnlineOrder(viewer, orderId);
      if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
        throw conflict(PAYMENT_MESSAGES.alreadyPaid);
      if (order.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.orderCancelled);
      if (order.status !== 'pending' && order.status !== 'packed') throw conflict(PAYMENT_MESSAGES.notPayable);
      if (order.paymentExpiresAt && order.paymentExpiresAt.getTime() <= Date.now())
        throw conflict(PAYMENT_MESSAGES.windowClosed);

      let row = await repo.findByOrderId(order.id);
      if (!row) {
        let providerOrder;
        try {
          providerOrder = await client.createOrder({
            amount: order.totalPaise,
            currency: 'INR',
            receipt: order.id,
            notes: { order_id: order.id, order_number: formatOrderNumber(order.id) },
          });
        } catch (error) {
          providerFailed(error, { orderId: order.id });
        }
        if (providerOrder.amount !== order.totalPaise || providerOrder.currency !== 'INR') {
          log.error({ orderId: order.id, providerOrder }, 'razorpay order amount differs from ours');
          throw new AppError('PROVIDER_FAILED', PAYMENT_MESSAGES.providerUnavailable);
        }
        const created = providerOrder;
        row = await db.transaction(async (tx) => {
          const txRepo = createPaymentsRepository(tx);
          await txRepo.lockOrder(order.id);
          // A concurrent request may have stored its provider order first: theirs wins, ours stays unused.
          const existing = await txRepo.findByOrderId(order.id);
          if (existing) return existing;
          return txRepo.insert({
            orderId: order.id,
            providerOrderId: created.id,
            amountPaise: order.totalPaise,
            currency: 'INR',
          });
        });
      }
      const address = order.shippingAddress;
      return {
        order: { id: row.providerOrderId, amount: row.amountPaise, currency: 'INR', receipt: order.id },
        key_id: client.keyId,
        checkoutUrl: options.checkoutUrl,
        orderId: order.id,
        expiresAt: order.paymentExpiresAt ? order.paymentExpiresAt.toISOString() : null,
        name: await options.shopName(),
        description: `Order #${formatOrderNumber(order.id)}`,
        prefill: { name: address.name, email: address.email ?? order.customerEmail, contact: address.phone },
      };
    },

    /**
     * The checkout handler's answer. The signature is checked (timing-safe) over OUR stored provider order id,
     * so a signature for another order, or a payment of another amount, cannot pay this one. Marks the order
     * paid exactly once; a replay answers the same order unchanged.
     */
    async verifyPayment(viewer: OrderViewer, input: VerifyPaymentInput): Promise<OrderWithItems> {
      const order = await requireOwnOnlineOrder(viewer, input.order_id);
      const row = await repo.findByOrderId(order.id);
      if (!row) throw conflict(PAYMENT_MESSAGES.notStarted);
      const isGenuine =
        input.razorpay_order_id === row.providerOrderId &&
        isValidPaymentSignature(
          { orderId: row.providerOrderId, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature },
          options.keySecret,
        );
      if (!isGenuine) {
        log.warn({ orderId: order.id, providerPaymentId: input.razorpay_payment_id }, 'payment signature refused');
        throw badRequest(PAYMENT_MESSAGES.verificationFailed);
      }
      if (row.amountPaise !== order.totalPaise) throw badRequest(PAYMENT_MESSAGES.verificationFailed);
      // A genuine signature proves the shopper authorized the payment, not that the money is captured.
      await requireCapturedPayment(row, input.razorpay_payment_id);
      const outcome = await db.transaction((tx) => settleIn(tx, row, input.razorpay_payment_id));
      onSettled(outcome, row, input.razorpay_payment_id, 'verify');
      if (outcome === 'other-payment') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
      const after = await orders.getOrder(viewer, order.id);
      if (outcome === 'late') {
        await service.refundIfDue(order.id);
        throw conflict(PAYMENT_MESSAGES.latePaymentRefunded);
      }
      // A replay for an order cancelled since (refunded through the cancellation): not a success to show.
      if (after.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.orderCancelled);
      return after;
    },

    /** The payment record behind an order, for the order detail of its customer or an admin. */
    async getOrderPayment(viewer: OrderViewer, orderId: string) {
      const order = await orders.getOrder(viewer, orderId);
      return { order, payment: await repo.findByOrderId(order.id) };
    },

    /**
     * POST /api/webhooks/razorpay: verifies the signature over the raw bytes before reading anything, skips
     * event ids already seen (recorded in the same transaction as the effect, so a failure is retried by
     * Razorpay rather than lost), and answers fast: refunds it triggers run after the answer.
     */
    async handleWebhook(rawBody: Buffer, signature: unknown, eventIdHeader: unknown): Promise<WebhookResult> {
      if (!options.webhookSecret) throw badRequest(PAYMENT_MESSAGES.webhooksNotConfigured);
      if (!isValidWebhookSignature(rawBody, signature, options.webhookSecret)) {
        throw badRequest(PAYMENT_MESSAGES.invalidWebhookSignature);
      }
      let envelope: WebhookEnvelope;
      try {
        envelope = JSON.parse(rawBody.toString('utf8')) as WebhookEnvelope;
      } catch {
        throw badRequest(PAYMENT_MESSAGES.malformedWebhook);
      }
      if (typeof envelope?.event !== 'string' || typeof envelope.payload !== 'object' || envelope.payload === null) {
        throw badRequest(PAYMENT_MESSAGES.malformedWebhook);
      }
      const eventId =
        typeof eventIdHeader === 'string' && eventIdHeader.length > 0 && eventIdHeader.length <= 100
          ? eventIdHeader
          : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
      if (envelope.event === 'payment.authorized') await captureAuthorizedFromWebhook(envelope);
      const result = await db.transaction(async (tx) => {
        if (!(await createPaymentsRepository(tx).recordEvent(eventId, envelope.event))) return null;
        return applyEvent(tx, envelope);
      });
      if (!result) return { outcome: 'duplicate' };
      if (result.isIgnored) return { outcome: 'ignored' };
      if (result.hasRefundFailed) wakeAfterCommit(alerts);
      if (result.settled) {
        const { outcome, row, providerPaymentId } = result.settled;
        onSettled(outcome, row, providerPaymentId, envelope.event);
        if (outcome === 'late') refundInBackground(row.orderId);
      }
      return { outcome: 'processed' };
    },

    /**
     * Refunds a cancelled order's captured payment, if there is one. Never throws for provider trouble: a refund
     * that cannot be sent now stays due and the job retries it (with the same idempotency key).
     */
    async refundIfDue(orderId: string): Promise<void> {
      const [row] = await repo.listRefundsDue(1, orderId);
      if (row) await refundRow(row);
    },

    /**
     * For the returns module: refunds part of an order's captured payment (one return), with an idempotency key
     * of that return, so a retry, a second process or a lost answer never refunds twice
     * (docs/decisions/121-return-refund-amount.md). Records nothing: the caller records the outcome once.
     */
    async refundReturn(input: {
      orderId: string;
      returnId: string;
      amountPaise: number;
    }): Promise<
      | { outcome: 'sent'; refundId: string; status: RazorpayRefund['status']; paymentId: string }
      | { outcome: 'refused'; message: string }
      | { outcome: 'provider-down' }
    > {
      const row = await repo.findCapturedForOrder(input.orderId);
      if (!row?.providerPaymentId) return { outcome: 'refused', message: 'The order has no captured online payment' };
      try {
        const refund = await client.refundPayment(
          row.providerPaymentId,
          {
            amount: input.amountPaise,
            notes: { order_id: input.orderId, return_id: input.returnId },
            receipt: `return-${input.returnId}`.slice(0, 40),
          },
          `shopkart-return-${input.returnId}`,
        );
        return { outcome: 'sent', refundId: refund.id, status: refund.status, paymentId: row.id };
      } catch (error) {
        if (!(error instanceof RazorpayError)) throw error;
        if (error.details.status !== 409 && error.kind === 'rejected') {
          log.error({ orderId: input.orderId, provider: error.details }, 'return refund refused by razorpay');
          return { outcome: 'refused', message: error.details.description ?? error.message };
        }
        log.warn({ orderId: input.orderId, err: error.message }, 'return refund not sent yet; will retry');
        return { outcome: 'provider-down' };
      }
    },

    /** Records a return's refund on the payment, in the returns module's transaction (called once per return). */
    async recordReturnRefund(tx: Db, paymentId: string, amountPaise: number): Promise<void> {
      const txRepo = createPaymentsRepository(tx);
      const row = await txRepo.addPartRefund(paymentId, amountPaise);
      if (row && row.refundedPaise >= row.amountPaise) await txRepo.markOrderRefunded(row.orderId);
    },

    /**
     * Job: sends refunds still owed (provider was down, or a crash between cancel and refund); returns how many
     * were due. Once Razorpay gives no usable answer the run stops: every further call would wait out the same
     * outage, and the next run tries again.
     */
    async retryDueRefunds(limit = 20): Promise<number> {
      const rows = await repo.listRefundsDue(limit);
      for (const row of rows) {
        if ((await refundRow(row)) === 'provider-down') break;
      }
      return rows.length;
    },

    /**
     * Job: expires unpaid online orders past their window, but asks Razorpay first; a captured payment wins
     * and marks the order paid. While Razorpay cannot be asked, the order waits for the next run rather than
     * being cancelled under a payment we cannot see. A payment captured after this check is a late payment
     * (refunded, docs/decisions/*-late-payment.md).
     */
    async expireUnpaidOrders(limit = 50): Promise<{ expired: number; paid: number; waiting: number }> {
      const result = { expired: 0, paid: 0, waiting: 0 };
      // After one failed check the rest wait for the next run instead of each waiting out the same outage.
      let isProviderDown = false;
      for (const { orderId, payment: row } of await repo.listExpiryCandidates(limit)) {
        if (row) {
          if (isProviderDown) {
            result.waiting += 1;
            continue;
          }
          let found: RazorpayPayment[];
          try {
            found = await client.fetchOrderPayments(row.providerOrderId);
          } catch (error) {
            if (!(error instanceof RazorpayError)) throw error;
            if (error.kind === 'rejected') {
              // Razorpay does not know the provider order (e.g. "The id provided does not exist"): nothing can
              // have been paid on it, so the order expires rather than waiting forever. A payment seen later
              // is a late payment and refunded.
              log.warn({ orderId, provider: error.details }, 'razorpay refused the payment check; expiring');
              found = [];
            } else {
              log.warn({ orderId, err: error.message }, 'cannot check payment before expiry; will retry');
              isProviderDown = true;
              result.waiting += 1;
              continue;
            }
          }
          const captured = found.find((p) => isCapturedFor(row, p));
          if (captured) {
            const outcome = await db.transaction((tx) => settleIn(tx, row, captured.id));
            onSettled(outcome, row, captured.id, 'expiry check');
            result.paid += 1;
            continue;
          }
          const authorized = found.find((p) => verdictFor(row, p) === 'authorized');
          if (authorized) {
            // Money held but not captured: capture it now and let the payment win; on failure, wait a run.
            try {
              const payment = await capturer.ensureCaptured(row, authorized.id);
              if (verdictFor(row, payment) === 'captured') {
                const outcome = await db.transaction((tx) => settleIn(tx, row, payment.id));
                onSettled(outcome, row, payment.id, 'expiry check');
                result.paid += 1;
                continue;
              }
            } catch (error) {
              if (!(error instanceof RazorpayError)) throw error;
              log.warn({ orderId, err: error.message }, 'cannot capture before expiry; will retry');
            }
            result.waiting += 1;
            continue;
          }
        }
        if (await orders.expireUnpaidOrder(orderId)) result.expired += 1;
      }
      return result;
    },
  };
  return service;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export type { PaymentsRepository };
