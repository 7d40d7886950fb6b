import { randomBytes } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import { categories, consents, products, shopSettings, users } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import { hashPassword } from '../../src/lib/passwords';

/** What the load tests need to know about the shop they seeded: who shops, what is sold, and how much of it. */
export interface StressShop {
  password: string;
  customers: { id: string; email: string }[];
  admins: { id: string; email: string }[];
  products: { id: string; pricePaise: number; initialStock: number }[];
}

export interface StressShopOptions {
  customers: number;
  admins: number;
  /** Initial stock of each product; the product count is the list's length. */
  stocks: number[];
}

/**
 * Its own accounts and products with known stock (names unique per call, so it also fits a demo-seeded
 * database): the invariants are checked over exactly these rows. One password hash serves every account,
 * since hashing is deliberately slow.
 */
export async function seedStressShop(db: Db, options: StressShopOptions): Promise<StressShop> {
  // The load orders more than the stock on purpose and leaves many orders unpaid per customer; the shop's
  // stock-hoarding caps (tested in merchant-operations.test.ts) would answer those first, so they are lifted
  // here in the stored settings that every server process of the run reads.
  await db
    .insert(shopSettings)
    .values({
      id: 1,
      settings: { maxUnitsPerProduct: 1_000_000, maxOpenUnpaidOrders: 1_000_000, maxOpenCodOrders: 100 },
    })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: { settings: { maxUnitsPerProduct: 1_000_000, maxOpenUnpaidOrders: 1_000_000, maxOpenCodOrders: 100 } },
    });
  const tag = randomBytes(4).toString('hex');
  const password = 'stress-pass-123';
  const passwordHash = await hashPassword(password);
  const [category] = await db
    .insert(categories)
    .values({ name: `Stress ${tag}` })
    .returning({ id: categories.id });
  const accounts = [
    ...Array.from({ length: options.customers }, (_, i) => ({
      role: 'user' as const,
      email: `shopper${i}.${tag}@example.com`,
    })),
    ...Array.from({ length: options.admins }, (_, i) => ({
      role: 'admin' as const,
      email: `admin${i}.${tag}@example.com`,
    })),
  ];
  const created = await db
    .insert(users)
    .values(
      accounts.map((a) => ({ name: `Stress ${a.email.split('.')[0]}`, email: a.email, role: a.role, passwordHash })),
    )
    .returning({ id: users.id, email: users.email, role: users.role });
  // As registration records it: consent to the current notice, which the checkout counts (decision 189).
  await db
    .insert(consents)
    .values(created.map((u) => ({ userId: u.id, purpose: 'account' as const, noticeVersion: PRIVACY_NOTICE_VERSION })));
  // Prices from 49 to 1,499 rupees: some orders cross the free-shipping line, every one is over Razorpay's minimum.
  const prices = [49_00, 199_00, 349_00, 599_00, 999_00, 1499_00];
  const rows = await db
    .insert(products)
    .values(
      options.stocks.map((stock, i) => ({
        name: `Stress product ${i} ${tag}`,
        sku: `STRESS-${tag}-${i}`,
        mrpPaise: prices[i % prices.length]!,
        stock,
        categoryId: category!.id,
      })),
    )
    .returning({ id: products.id, pricePaise: products.mrpPaise, initialStock: products.stock });
  return {
    password,
    customers: created.filter((u) => u.role === 'user').map(({ id, email }) => ({ id, email })),
    admins: created.filter((u) => u.role === 'admin').map(({ id, email }) => ({ id, email })),
    products: rows,
  };
}
