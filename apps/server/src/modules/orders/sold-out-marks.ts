import type { StockShortage } from './inventory.repository';

/** A shortage that refuses any quantity of its line: nothing left of the variant, or the product no longer sold. */
export type SoldOutShortage = Extract<StockShortage, { kind: 'deleted' }> | Extract<StockShortage, { kind: 'short' }>;

/** A cart line as the shopper names it: the product, and the variant they chose (none: the default one). */
export interface AskedLine {
  product: string;
  variantId?: string | null;
}

/**
 * How long a mark is believed without a notice of the product changing: a safety net for a change no notice told
 * (a merchant's own SQL, say), as short as the page cache's tolerance for stock shown (decision 300).
 */
export const SOLD_OUT_MARK_TTL_MS = 5_000;
const MAX_PRODUCTS = 10_000;
const DEFAULT_VARIANT = 'default';

interface Mark {
  shortage: SoldOutShortage;
  at: number;
}

interface ProductMarks {
  /** The product itself is no longer sold: every variant of it. */
  whole?: Mark;
  /** By variant id, and by DEFAULT_VARIANT for the default one (a line that names no variant). */
  variants: Map<string, Mark>;
}

export function isSoldOut(shortage: StockShortage): shortage is SoldOutShortage {
  return shortage.kind === 'deleted' || (shortage.kind === 'short' && shortage.available === 0);
}

/**
 * What this process has learnt is sold out, so a sale's later buyers of it are told so before their order waits
 * for a turn at the database (decision 300). A mark comes from a read of the stock (an order refused, or one that
 * took the last unit) and is dropped when anything may have brought stock back: a cancellation, an expiry, a
 * return, an admin's product write, or such a change heard from another server process. A read that started before
 * its product was last forgotten leaves no mark: it may predate the units that came back. Off (`enabled` false)
 * with the catalogue cache: on PostgreSQL its change feed is how other processes' restocks are heard.
 */
export function createSoldOutMarks({
  enabled = true,
  ttlMs = SOLD_OUT_MARK_TTL_MS,
  now = () => performance.now(),
} = {}) {
  const marks = new Map<string, ProductMarks>();
  // Each forgetting is numbered; a read remembers the number it started under.
  let forgettings = 0;
  let allForgottenAt = 0;
  const forgottenAt = new Map<string, number>();

  const fresh = (mark: Mark | undefined, at: number) => (mark && at - mark.at < ttlMs ? mark : undefined);

  function stale(productId: string, readStarted: number): boolean {
    return readStarted < allForgottenAt || readStarted < (forgottenAt.get(productId) ?? 0);
  }

  function marksOf(productId: string): ProductMarks {
    let own = marks.get(productId);
    if (!own) {
      // The oldest product's marks go first; a shop has far fewer sold-out products than this.
      if (marks.size >= MAX_PRODUCTS) marks.delete(marks.keys().next().value!);
      own = { variants: new Map() };
      marks.set(productId, own);
    }
    return own;
  }

  return {
    /** Taken just before a read of stock, and given back to `mark` with what the read found. */
    readStarted: (): number => forgettings,

    /** Records a line refused whatever its quantity, unless its product was forgotten since the read started. */
    mark(productId: string, shortage: StockShortage, readStarted: number): void {
      if (!enabled || !isSoldOut(shortage) || stale(productId, readStarted)) return;
      const mark = { shortage, at: now() };
      const own = marksOf(productId);
      if (shortage.kind === 'deleted') {
        own.whole = mark;
        return;
      }
      own.variants.set(shortage.variantId, mark);
      if (shortage.defaultVariant) own.variants.set(DEFAULT_VARIANT, mark);
    },

    /** Whether anything is marked at all (lapsed marks included): else no body needs reading to look. */
    any: (): boolean => marks.size > 0,

    /** The first line of these known to be sold out, with why; null when none is (or the marks have lapsed). */
    find(lines: readonly AskedLine[]): { productId: string; shortage: SoldOutShortage } | null {
      const at = now();
      for (const line of lines) {
        const own = marks.get(line.product);
        if (!own) continue;
        const mark = fresh(own.whole, at) ?? fresh(own.variants.get(line.variantId ?? DEFAULT_VARIANT), at);
        if (mark) return { productId: line.product, shortage: mark.shortage };
      }
      return null;
    },

    /** Stock of these products (or of any) may have come back. */
    forget(productIds: readonly string[] | 'all'): void {
      forgettings++;
      if (productIds === 'all' || forgottenAt.size + productIds.length > MAX_PRODUCTS) {
        marks.clear();
        forgottenAt.clear();
        allForgottenAt = forgettings;
        return;
      }
      for (const id of productIds) {
        marks.delete(id);
        forgottenAt.set(id, forgettings);
      }
    },
  };
}

export type SoldOutMarks = ReturnType<typeof createSoldOutMarks>;
