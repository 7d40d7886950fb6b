import { type Words, words } from '@shop/shared/shopper-words';
import { randomUUID } from 'node:crypto';
import { CATALOG_MESSAGES } from '@shop/shared/schemas/catalog';
import { MAX_WISHLIST_ITEMS, REVIEW_MESSAGES, type WishlistResponse } from '@shop/shared/schemas/reviews';
import {
  STOCK_ALERT_MESSAGES,
  type StockAlertRequest,
  type StockAlertResponse,
} from '@shop/shared/schemas/stock-alerts';
import { asLocale, merchantText, type Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { CatalogService } from '../catalog';
import type { NotificationsService } from '../notifications';
import type { StockChange } from '../orders';
import type { UserAccounts } from '../users';
import { createStockAlertsRepository } from './stock-alerts.repository';
import { createWishlistRepository } from './wishlist.repository';

export interface WishlistServiceOptions {
  db: Db;
  catalog: Pick<CatalogService, 'getProductsByIds' | 'getProductDtosByIds'>;
  accounts: Pick<UserAccounts, 'findById'>;
  mail: Pick<NotificationsService, 'shopperMail'>;
  /** The phone of a wisher who asked for WhatsApp messages, else null (docs/decisions/230-whatsapp-sending.md). */
  whatsappPhoneOf?: (userId: string) => Promise<string | null>;
  log?: { warn: (obj: unknown, msg: string) => void };
}

/**
 * The signed-in customer's wishlist (docs/decisions/132-wishlist-merge.md) and the "back in stock" mail to
 * its wishers when a product's stock goes from 0 to more (133).
 */
export function createWishlistService({ db, catalog, accounts, mail, whatsappPhoneOf, log }: WishlistServiceOptions) {
  const repo = createWishlistRepository(db);
  const alerts = createStockAlertsRepository(db);

  async function recipients(waiting: readonly { userId: string }[]) {
    type Recipient = { id: string; name: string; email: string; language: string; whatsappPhone: string | null };
    const users = new Map<string, Recipient>();
    for (const userId of new Set(waiting.map((w) => w.userId))) {
      const user = await accounts.findById(userId);
      const whatsappPhone = user && whatsappPhoneOf ? await whatsappPhoneOf(userId) : null;
      if (user) {
        const { id, name, email, language } = user;
        users.set(userId, { id, name, email, language, whatsappPhone });
      }
    }
    return users;
  }

  async function view(userId: string): Promise<WishlistResponse> {
    const ids = await repo.productIdsOf(userId);
    const products = await catalog.getProductDtosByIds(ids);
    // Deleted products drop out of the page and of the hearts alike.
    return { productIds: products.map((p) => p._id), products };
  }

  /** Adds the live products among `ids` (unknown or deleted ones are skipped), within the size cap. */
  async function addAll(userId: string, ids: readonly string[]) {
    const items = await catalog.getProductsByIds(ids.filter(isUuid));
    if (items.length === 0) return;
    const already = new Set(await repo.productIdsOf(userId));
    const fresh = items.filter((i) => !already.has(i.id));
    if (already.size + fresh.length > MAX_WISHLIST_ITEMS) throw badRequest(REVIEW_MESSAGES.tooManyWishlistItems);
    await repo.add(
      userId,
      fresh.map((i) => ({ productId: i.id, outOfStock: i.stock <= 0 })),
    );
  }

  return {
    view,

    async add(userId: string, productId: string): Promise<WishlistResponse> {
      const [item] = isUuid(productId) ? await catalog.getProductsByIds([productId]) : [];
      if (!item) throw notFound(CATALOG_MESSAGES.productNotFound);
      await addAll(userId, [productId]);
      return view(userId);
    },

    async remove(userId: string, productId: string): Promise<WishlistResponse> {
      if (isUuid(productId)) await repo.remove(userId, productId);
      return view(userId);
    },

    /** A guest's hearts at sign-in: the union of both lists, nothing removed (docs/decisions/132-wishlist-merge.md). */
    async merge(userId: string, productIds: readonly string[]): Promise<WishlistResponse> {
      await addAll(userId, [...new Set(productIds)]);
      return view(userId);
    },

    /**
     * Called after any stock or product change (orders, returns, admin edits): products now at 0 make their
     * wishers wait; products above 0 whose wishers or "Notify me" requests waited get one mail each, queued with
     * the claim in one transaction (docs/decisions/133-back-in-stock-once.md, 212).
     */
    async stockChanged(productIds: readonly string[], change: StockChange = 'changed'): Promise<number> {
      const items = await catalog.getProductsByIds(productIds);
      const empty = items.filter((i) => i.stock <= 0).map((i) => i.id);
      const stocked = items.filter((i) => i.stock > 0);
      await repo.markAwaitingRestock(empty);
      // Units taken by an order bring nothing back in stock: nobody waits for a product that had stock before it
      // (they were mailed when it came back). Two reads fewer on every order (decision 267).
      if (stocked.length === 0 || change === 'taken') return 0;
      const stockedIds = stocked.map((i) => i.id);
      const byId = new Map(stocked.map((i) => [i.id, i]));
      // The merchant's name in the mail's language where there is one (decisions 258, 233).
      const nameIn = (productId: string, language: string, fallback: string) => {
        const item = byId.get(productId);
        return (item && merchantText(item.name, { hi: item.nameHi }, asLocale(language))) || fallback;
      };
      // Recipients are read before the transaction (the accounts service reads outside it); a wisher added in
      // between keeps the mark and is mailed at the next stock change.
      const waiting = await repo.waitingFor(stockedIds);
      const alertsWaiting = await alerts.productsWaiting(stockedIds);
      if (waiting.length === 0 && alertsWaiting.length === 0) return 0;
      const users = await recipients(waiting);
      const restock = randomUUID();
      let queued = 0;
      await db.transaction(async (tx) => {
        const mailed = new Set<string>();
        const claimed = await createWishlistRepository(tx).claimRestocked(waiting.filter((w) => users.has(w.userId)));
        for (const { userId, productId } of claimed) {
          const user = users.get(userId)!;
          const product = { id: productId, name: nameIn(productId, user.language, 'A product you wished for') };
          await mail.shopperMail.backInStock(tx, user, product, `back-in-stock:${userId}:${productId}:${restock}`);
          mailed.add(`${user.email.toLowerCase()}:${productId}`);
          queued++;
        }
        // A request is answered once, by its own key; an address just mailed for its wish is not mailed twice.
        for (const alert of await createStockAlertsRepository(tx).claim(alertsWaiting)) {
          if (mailed.has(`${alert.email}:${alert.productId}`)) continue;
          const name = nameIn(alert.productId, alert.language, 'A product you asked about');
          const product = { id: alert.productId, name };
          await mail.shopperMail.stockAlert(tx, alert, product, `stock-alert:${alert.id}`);
          queued++;
        }
      });
      if (queued > 0) mail.shopperMail.afterCommit();
      return queued;
    },

    /**
     * "Notify me when back in stock" on a sold-out product (docs/decisions/212-back-in-stock-requests.md): a
     * guest's address or the signed-in shopper's; asking twice is one request.
     */
    async requestStockAlert(
      input: StockAlertRequest,
      userId: string | null,
      language: Locale = 'en',
    ): Promise<Omit<StockAlertResponse, 'message'> & { message: Words }> {
      const [item] = await catalog.getProductsByIds([input.productId]);
      if (!item) throw notFound(CATALOG_MESSAGES.productNotFound);
      if (item.stock > 0) throw conflict(STOCK_ALERT_MESSAGES.inStock);
      await alerts.request(item.id, input.email, userId, language);
      // Stock that came back between the read above and the insert answers the request now, not at the next restock.
      this.stockChangedInBackground([item.id]);
      return { message: words(STOCK_ALERT_MESSAGES.saved, { email: input.email }), email: input.email };
    },

    /** Fire-and-forget form for the stock hooks: a failure is logged, the order or edit stands. */
    stockChangedInBackground(productIds: readonly string[], change: StockChange = 'changed'): void {
      void this.stockChanged(productIds, change).catch((err: unknown) =>
        log?.warn({ err, productIds }, 'wishlist: could not check back-in-stock mails'),
      );
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
