import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponUsages, coupons } from '../../db/schema';

export type CouponRecord = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** The coupons and coupon_usages tables (owned by this module, docs/decisions/135-coupons.md). */
export function createCouponsRepository(db: Db) {
  /** Codes match in any case, as the unique index on upper(code) compares them. */
  const selectByCode = (code: string) =>
    db
      .select()
      .from(coupons)
      .where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`)
      .limit(1);

  return {
    async list(): Promise<CouponRecord[]> {
      return db.select().from(coupons).orderBy(desc(coupons.createdAt));
    },

    async findById(id: string): Promise<CouponRecord | null> {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
      return row ?? null;
    },

    async findByCode(code: string): Promise<CouponRecord | null> {
      const [row] = await selectByCode(code);
      return row ?? null;
    },

    /** The coupon row, locked: concurrent orders using one coupon take turns from here to their commit. */
    async lockByCode(code: string): Promise<CouponRecord | null> {
      const [row] = await selectByCode(code).for('update');
      return row ?? null;
    },

    async insert(values: NewCoupon): Promise<CouponRecord> {
      const [row] = await db.insert(coupons).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<NewCoupon>): Promise<CouponRecord | null> {
      const [row] = await db
        .update(coupons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(coupons.id, id))
        .returning();
      return row ?? null;
    },

    /** Uses of the coupon by this customer that still count (their orders were not cancelled). */
    async countCustomerUses(couponId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(couponUsages)
        .where(
          and(eq(couponUsages.couponId, couponId), eq(couponUsages.userId, userId), isNull(couponUsages.releasedAt)),
        );
      return Number(row?.n ?? 0);
    },

    /**
     * Counts one use, guarded by the total limit (the check constraint backs it), and records it against the
     * order. False when the limit was reached.
     */
    async recordUse(coupon: CouponRecord, use: { userId: string; orderId: string; discountPaise: number }) {
      const [taken] = await db
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(
          and(
            eq(coupons.id, coupon.id),
            sql`(${coupons.totalLimit} is null or ${coupons.usedCount} < ${coupons.totalLimit})`,
          ),
        )
        .returning({ id: coupons.id });
      if (!taken) return false;
      await db.insert(couponUsages).values({ couponId: coupon.id, ...use });
      return true;
    },

    /** Gives back the use an order made, once (its usage row is marked released). */
    async releaseForOrder(orderId: string): Promise<boolean> {
      const [released] = await db
        .update(couponUsages)
        .set({ releasedAt: new Date() })
        .where(and(eq(couponUsages.orderId, orderId), isNull(couponUsages.releasedAt)))
        .returning({ couponId: couponUsages.couponId });
      if (!released) return false;
      await db
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.id, released.couponId));
      return true;
    },
  };
}
