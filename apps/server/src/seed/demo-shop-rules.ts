import { count } from 'drizzle-orm';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The demo goes into an empty shop unless the shop is live or SEED_DEMO is off (decision 032). */
export const wantsDemo = (config: Pick<Config, 'isLive' | 'SEED_DEMO'>): boolean =>
  !config.isLive && config.SEED_DEMO === 'on';

/** A shop without a single account is new; any account, even of deleted data, means it is in use. */
export async function isEmptyShop(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
