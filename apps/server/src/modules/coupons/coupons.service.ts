import type { Words } from '@shop/shared/shopper-words';
import {
  checkCoupon,
  couponValueWords,
  describeCoupon,
  normaliseCouponCode,
  COUPON_MESSAGES,
  type CouponLine,
} from '@shop/shared/coupons';
import { effectivePrice } from '@shop/shared/pricing';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { AppliedCoupon, ApplyCouponPayload, Coupon, CouponInput } from '@shop/shared/schemas/coupon';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/unique-violation';
import type { AuditActor, AuditRecorder } from '../audit';
import type { CatalogService } from '../catalog';
import { createCouponsRepository, type CouponRecord, type NewCoupon } from './coupons.repository';

export interface CouponsServiceOptions {
  db: Db;
  /** Category names for "applies only to X" (the catalogue's). */
  categoryName?: (id: string) => Promise<string | null>;
}

/** What an order's transaction needs to price a coupon (lines in the order's line order). */
export interface RedeemRequest {
  code: string;
  customerId: string;
  lines: readonly CouponLine[];
  /** The customer's earlier orders that were not cancelled (the orders module counts them in its tx). */
  priorOrders: number;
}

export interface RedeemedCoupon {
  code: string;
  discountPaise: number;
  /** Each line's share, in the request's line order; adds up exactly to discountPaise. */
  lineDiscountsPaise: number[];
  /** Records the use against the order once it is written (same transaction; the coupon row stays locked). */
  record(orderId: string): Promise<void>;
}

const couponProblem = (message: string | Words) => new AppError('VALIDATION', message, { field: 'couponCode' });

export function toCouponDto(row: CouponRecord): Coupon {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOffPaise === null ? null : paiseToRupees(row.amountOffPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    minOrderValue: paiseToRupees(row.minOrderPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    categoryId: row.categoryId,
    active: row.active,
    usedCount: row.usedCount,
    summary: describeCoupon(row),
    createdAt: row.createdAt.toISOString(),
  };
}

function toValues(input: CouponInput): NewCoupon {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    percentOff: input.kind === 'percent' ? (input.percentOff ?? null) : null,
    amountOffPaise: input.kind === 'fixed' && input.amountOff ? rupeesToPaise(input.amountOff) : null,
    maxDiscountPaise: input.kind === 'percent' && input.maxDiscount ? rupeesToPaise(input.maxDiscount) : null,
    minOrderPaise: rupeesToPaise(input.minOrderValue),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    totalLimit: input.totalLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    firstOrderOnly: input.firstOrderOnly,
    categoryId: input.categoryId ?? null,
    active: input.active,
  };
}

const isCodeTaken = (error: unknown) => isUniqueViolation(error, 'coupons_code_uq');

/** The admin's answer when saving a coupon fails on a known constraint; other errors are rethrown. */
function savingProblem(error: unknown, input: CouponInput): never {
  if (isCodeTaken(error))
    throw new AppError('CONFLICT', `A coupon with the code ${input.code} already exists`, { field: 'code' });
  // The coupon's only reference is its category: an id no category has (or one deleted meanwhile).
  if (isForeignKeyViolation(error))
    throw new AppError('VALIDATION', 'That category does not exist. Choose one from the list.', { field: 'categoryId' });
  throw error;
}

/**
 * Coupons (docs/decisions/135-coupons.md): the admin's list, the checkout's question "what does this code take
 * off my cart", and the order's redemption inside its own transaction, where the coupon row is locked so that
 * concurrent orders cannot use it beyond its limits.
 */
export function createCouponsService({ db, categoryName }: CouponsServiceOptions) {
  const repo = createCouponsRepository(db);

  async function evaluate(
    within: Db,
    coupon: CouponRecord | null,
    customerId: string,
    lines: readonly CouponLine[],
    priorOrders: number,
  ) {
    if (!coupon) throw couponProblem(COUPON_MESSAGES.unknown);
    const customerUses =
      coupon.perCustomerLimit === null
        ? 0
        : await createCouponsRepository(within).countCustomerUses(coupon.id, customerId);
    // The category's name is read through the catalogue, outside any transaction: only for the checkout's
    // preview (inside an order's transaction a second connection could wait on it; that message is generic).
    const name = coupon.categoryId && within === db ? ((await categoryName?.(coupon.categoryId)) ?? null) : null;
    const result = checkCoupon(coupon, lines, { now: new Date(), priorOrders, customerUses, categoryName: name });
    if (!result.ok) throw couponProblem(result.message);
    return result;
  }

  return {
    async list(): Promise<Coupon[]> {
      return (await repo.list()).map(toCouponDto);
    },

    async create(actor: AuditActor, input: CouponInput, audit: AuditRecorder): Promise<Coupon> {
      try {
        return await db.transaction(async (tx) => {
          const row = await createCouponsRepository(tx).insert(toValues(input));
          await audit.record(
            actor,
            { action: 'coupon.create', entityType: 'coupon', entityId: row.id, details: { code: row.code } },
            tx,
          );
          return toCouponDto(row);
        });
      } catch (error) {
        savingProblem(error, input);
      }
    },

    async update(actor: AuditActor, id: string, input: CouponInput, audit: AuditRecorder): Promise<Coupon> {
      try {
        return await db.transaction(async (tx) => {
          const txRepo = createCouponsRepository(tx);
          const before = await txRepo.findById(id);
          if (!before) throw notFound('Coupon not found');
          const values = toValues(input);
          if (values.totalLimit != null && values.totalLimit < before.usedCount) {
            throw new AppError(
              'VALIDATION',
              `This coupon was already used ${before.usedCount} times; the total limit cannot be lower`,
              {
                field: 'totalLimit',
              },
            );
          }
          const row = await txRepo.update(id, values);
          await audit.record(
            actor,
            {
              action: before.active && !input.active ? 'coupon.disable' : 'coupon.update',
              entityType: 'coupon',
              entityId: id,
              details: { code: row!.code },
            },
            tx,
          );
          return toCouponDto(row!);
        });
      } catch (error) {
        savingProblem(error, input);
      }
    },

    /** Checkout preview: what the code takes off these lines, priced from the catalogue (never the browser). */
    async preview(
      customerId: string,
      payload: { code: string; items: ApplyCouponPayload['items'] },
      deps: { catalog: Pick<CatalogService, 'getProductsByIds'>; priorOrders: number },
    ): Promise<Omit<AppliedCoupon, 'summary'> & { summary: Words }> {
      const products = new Map(
        (await deps.catalog.getProductsByIds(payload.items.map((i) => i.product))).map((p) => [p.id, p]),
      );
      const lines: CouponLine[] = payload.items.flatMap((item) => {
        const product = products.get(item.product);
        if (!product) return [];
        const unit = effectivePrice({ mrp: product.mrpPaise, sellingPrice: product.sellingPricePaise });
        return [{ amountPaise: unit * item.quantity, categoryId: product.categoryId }];
      });
      const coupon = await repo.findByCode(normaliseCouponCode(payload.code));
      const result = await evaluate(db, coupon, customerId, lines, deps.priorOrders);
      return { code: coupon!.code, summary: couponValueWords(coupon!), discount: paiseToRupees(result.discountPaise) };
    },

    /**
     * Inside the order's transaction: locks the coupon, checks every rule against the locked row, counts the use
     * and records it against the order. Throws a 422 with the reason when the code does not apply.
     */
    async redeem(tx: Db, request: RedeemRequest): Promise<RedeemedCoupon> {
      const txRepo = createCouponsRepository(tx);
      const coupon = await txRepo.lockByCode(normaliseCouponCode(request.code));
      const result = await evaluate(tx, coupon, request.customerId, request.lines, request.priorOrders);
      return {
        code: coupon!.code,
        discountPaise: result.discountPaise,
        lineDiscountsPaise: result.lineDiscountsPaise,
        async record(orderId) {
          const use = { userId: request.customerId, orderId, discountPaise: result.discountPaise };
          if (!(await txRepo.recordUse(coupon!, use))) throw couponProblem(COUPON_MESSAGES.usedUp);
        },
      };
    },

    /** Inside a cancellation's transaction: the order's use no longer counts (once). */
    async releaseForOrder(tx: Db, orderId: string): Promise<boolean> {
      return createCouponsRepository(tx).releaseForOrder(orderId);
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
