import { paiseToRupees } from '@shop/shared/money';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { formatOrderNumber } from '@shop/shared/order-number';
import type { Db } from '../../db/client';
import type { PayoutDetails } from '@shop/shared/schemas/returns';
import { returnEvents, returnEvidence, returnItems, returnRequests } from '../../db/schema';
import { ERASED_CUSTOMER_NAME } from '../orders';
import { evidenceApiUrl, type EvidenceStore } from './returns-evidence';

/**
 * What the returns module offers the personal-data flows (docs/decisions/111-personal-data-returns-reviews.md):
 * a customer's returns for "Download my data", the open ones that stand in the way of deleting the account,
 * and the erasure of the personal fields of the rest. Each takes the caller's transaction; the evidence files
 * are removed from the store only after it has committed.
 */

const CLOSED = ['rejected', 'refunded'] as const;

/** Everything but the last 4 characters hidden: `XXXXXXXX1234`. */
function maskTail(value: string): string {
  return `${'X'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/** Payout details as the export shows them: the UPI ID or account number masked except its last 4. */
export function maskedPayout(details: PayoutDetails | null) {
  if (!details) return null;
  if (details.method === 'upi') {
    const at = details.upiId.lastIndexOf('@');
    const local = at >= 0 ? details.upiId.slice(0, at) : details.upiId;
    return { method: 'upi' as const, upiId: `${maskTail(local)}${at >= 0 ? details.upiId.slice(at) : ''}` };
  }
  return {
    method: 'bank' as const,
    accountName: details.accountName,
    accountNumber: maskTail(details.accountNumber),
    ifsc: details.ifsc,
  };
}

async function detailsOf(tx: Db, returnId: string) {
  // One after the other: a transaction has one connection, and node-postgres queues a query sent while another runs
  // (deprecated, an error from pg 9).
  const items = await tx.select().from(returnItems).where(eq(returnItems.returnId, returnId));
  const evidence = await tx.select().from(returnEvidence).where(eq(returnEvidence.returnId, returnId));
  const events = await tx
    .select()
    .from(returnEvents)
    .where(eq(returnEvents.returnId, returnId))
    .orderBy(asc(returnEvents.at));
  return {
    items: items.map((i) => ({ name: i.name, quantity: i.quantity, refund: paiseToRupees(i.refundPaise) })),
    evidence: evidence.map((e) => ({ kind: e.kind, url: evidenceApiUrl(returnId, e.id) })),
    timeline: events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
  };
}

export interface ReturnsErasure {
  /** Returns whose name, email, description and payout details were erased. */
  erased: number;
  /** Credit-note numbers kept with their amounts and items (tax records). */
  keptCreditNotes: string[];
  /** Evidence files to remove from the store once the transaction has committed. */
  evidenceUrls: string[];
}

export function createReturnsPersonalData(evidence: Pick<EvidenceStore, 'remove'>) {
  return {
    /** The customer's return requests, amounts in rupees, payout details masked. */
    async forExport(tx: Db, userId: string) {
      const rows = await tx
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.userId, userId))
        .orderBy(asc(returnRequests.createdAt));
      const result = [];
      for (const r of rows) {
        result.push({
          _id: r.id,
          orderNumber: formatOrderNumber(r.orderId),
          status: r.status,
          reason: r.reason,
          description: r.description,
          name: r.customerName,
          email: r.customerEmail,
          refund: paiseToRupees(r.refundPaise),
          refundMethod: r.refundMethod,
          payoutDetails: maskedPayout(r.payoutDetails),
          creditNoteNumber: r.creditNoteNumber,
          createdAt: r.createdAt.toISOString(),
          ...(await detailsOf(tx, r.id)),
        });
      }
      return result;
    },

    /** Returns not yet refunded or rejected, locked: the deletion waits for them (409). */
    async openFor(tx: Db, userId: string): Promise<{ id: string; orderNumber: string }[]> {
      const rows = await tx
        .select({ id: returnRequests.id, orderId: returnRequests.orderId })
        .from(returnRequests)
        .where(and(eq(returnRequests.userId, userId), notInArray(returnRequests.status, [...CLOSED])))
        .orderBy(asc(returnRequests.createdAt))
        .for('update');
      return rows.map((r) => ({ id: r.id, orderNumber: formatOrderNumber(r.orderId) }));
    },

    /** Erases the personal fields of the customer's (closed) returns; amounts, items and credit notes stay. */
    async eraseFor(tx: Db, userId: string): Promise<ReturnsErasure> {
      const rows = await tx
        .update(returnRequests)
        .set({
          userId: null,
          customerName: ERASED_CUSTOMER_NAME,
          customerEmail: '',
          description: '',
          payoutDetails: null,
          updatedAt: new Date(),
        })
        .where(eq(returnRequests.userId, userId))
        .returning({ id: returnRequests.id, creditNoteNumber: returnRequests.creditNoteNumber });
      const ids = rows.map((r) => r.id);
      const files =
        ids.length === 0
          ? []
          : await tx
              .delete(returnEvidence)
              .where(inArray(returnEvidence.returnId, ids))
              .returning({ url: returnEvidence.url });
      return {
        erased: rows.length,
        keptCreditNotes: rows.flatMap((r) => (r.creditNoteNumber ? [r.creditNoteNumber] : [])),
        evidenceUrls: files.map((f) => f.url),
      };
    },

    /** After the commit: removes the files; returns the URLs that could not be removed (logged by the caller). */
    async removeEvidence(urls: readonly string[]): Promise<string[]> {
      const failed: string[] = [];
      for (const url of urls) {
        try {
          await evidence.remove(url);
        } catch {
          failed.push(url);
        }
      }
      return failed;
    },
  };
}

export type ReturnsPersonalData = ReturnType<typeof createReturnsPersonalData>;
