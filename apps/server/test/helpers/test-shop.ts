import { afterAll, beforeAll } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/seed';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';

/*
 * The start and stop most API test files (and some describe blocks) share: a test app started before their
 * tests and closed after them. The app reaches the file through `ready`, which assigns the file's own `let`s,
 * so the tests keep reading plain `t` and `adminToken`.
 */

/** A running test app with the seeded admin and customer signed in. */
export interface SignedInShop {
  t: TestApp;
  adminToken: string;
  userToken: string;
}

/** Starts a test app before the enclosing file's or describe block's tests and closes it after them. */
export function useTestApp(ready: (t: TestApp) => void, options: TestAppOptions = {}): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp(options);
    ready(t);
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** `useTestApp` on the seeded shop, with its admin and its customer signed in. */
export function useSignedInShop(ready: (shop: SignedInShop) => void, options: TestAppOptions = {}): void {
  let t: TestApp;
  useTestApp((app) => (t = app), options);
  beforeAll(async () => {
    ready({ t, ...(await signInDemoAccounts(t)) });
  });
}

/** Signs in the seeded admin and customer (apps/server/src/seed/seed.ts). */
export async function signInDemoAccounts(t: TestApp): Promise<Omit<SignedInShop, 't'>> {
  const adminToken = await t.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const userToken = await t.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  return { adminToken, userToken };
}
