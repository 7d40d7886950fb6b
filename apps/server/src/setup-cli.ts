import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config/env';
import { hashPassword } from './lib/passwords';
import { createUsersRepository } from './modules/users';
import { openDatabase } from './db/client';
import { users } from './db/schema';

/**
 * `npm run setup ADMIN_EMAIL [NAME]`: prepares a live shop (docs/decisions/032-demo-and-live-mode.md) on an
 * empty database: migrations and the first admin with a strong generated password, printed once. No demo
 * data is written, and a start after this one never seeds any (the database is no longer empty).
 */
const [email, ...nameParts] = process.argv.slice(2);
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run setup -- owner@yourshop.in "Owner Name"');
  process.exit(1);
}
process.umask(0o077);
let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: `${config.dataDir}/db` });
try {
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    console.error('Setup is for an empty database: this one already has accounts. Nothing was changed.');
    process.exitCode = 1;
  } else {
    // 18 random bytes: 24 characters of base64url, ~144 bits; shown once, stored only as an argon2id hash.
    const password = randomBytes(18).toString('base64url');
    await createUsersRepository(database.db).insert({
      name: nameParts.join(' ') || 'Shop owner',
      email: email.toLowerCase(),
      passwordHash: await hashPassword(password),
      role: 'admin',
      // The owner typed the address at the server (docs/decisions/150-email-verification.md).
      emailVerifiedAt: new Date(),
    });
    console.log(`First admin created: ${email.toLowerCase()}`);
    console.log(`Password (shown once, change it after signing in): ${password}`);
    console.log(
      'Next: start with SHOP_MODE=live and PUBLIC_URL=https://..., then finish the Go-live checklist in the admin.',
    );
  }
} finally {
  await database.close();
}
