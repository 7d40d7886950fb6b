import { idempotencyKeySchema } from '@shop/shared/schemas/order';
import { byProductId, shortageError } from './checkout-lines';
import type { OrdersContext } from './orders.context';
import type { AskedLine } from './sold-out-marks';

/** The cart lines of a body not validated yet; null when they are not even shaped like lines (validation answers). */
function askedLines(body: unknown): AskedLine[] | null {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return null;
  const lines: AskedLine[] = [];
  for (const item of items as unknown[]) {
    const { product, variantId } = (item ?? {}) as { product?: unknown; variantId?: unknown };
    if (typeof product !== 'string') return null;
    if (variantId !== undefined && variantId !== null && typeof variantId !== 'string') return null;
    lines.push({ product, variantId });
  }
  // In the order the database path reads them, so both name the same line of a cart with several sold out.
  const sortable = (line: AskedLine) => ({ product: line.product, variantId: line.variantId ?? undefined });
  return lines.sort((a, b) => byProductId(sortable(a), sortable(b)));
}

/**
 * Checkout's early answer (decision 300): an order with a line this process knows is sold out is refused with the
 * same 409 the database would give, before it waits for a turn there (the embedded database's write line, a
 * pooled connection). A sale's hot product sold out costs its later buyers a moment instead of their place in
 * line, and the line serves the orders that can still be placed.
 */
export function createSoldOutAnswer({ soldOutMarks, orders }: OrdersContext) {
  /**
   * Throws the shortage of the first such line. A retry of an order already placed (same Idempotency-Key) is not
   * refused: the route answers it with that order, as it would have before the product sold out.
   */
  async function refuseKnownSoldOut(customerId: string, body: unknown, idempotencyKey: unknown): Promise<void> {
    const lines = askedLines(body);
    const known = lines && soldOutMarks.find(lines);
    if (!known) return;
    if (idempotencyKey !== undefined) {
      const key = idempotencyKeySchema.safeParse(idempotencyKey);
      if (!key.success || (await orders.findByIdempotencyKey(customerId, key.data))) return;
    }
    throw shortageError(known.shortage, known.productId);
  }

  return {
    refuseKnownSoldOut,

    /**
     * The same at the embedded database's door, for an order it is turning away busy (decision 300): the body is
     * read only when something is marked, and the account is the one the token's signature names.
     */
    async refuseKnownSoldOutAtTheDoor(subject: string, body: () => Promise<unknown>, idempotencyKey: unknown) {
      if (!soldOutMarks.any()) return;
      const read = await body();
      if (read !== undefined) await refuseKnownSoldOut(subject, read, idempotencyKey);
    },

    /** Stock of these products (or of any) may have come back without this module doing it: an admin's product
     * write, or a change another server process announced. */
    stockMayHaveComeBack(productIds: readonly string[] | 'all'): void {
      soldOutMarks.forget(productIds);
    },
  };
}
