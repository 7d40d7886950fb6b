import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { authPlugin } from '../../plugins/auth';
import type { AuditRecorder } from '../audit';
import { createUserAccounts } from './user-accounts.service';
import { usersRoutes } from './users.routes';
import { createUsersService, type EraseAccount } from './users.service';

export interface UsersModuleOptions {
  db: Db;
  audit: AuditRecorder;
  /** Signs the bearer tokens and checks them on every request (plugins/auth.ts). */
  signIn: { secret: string; expiresIn: string };
  /** The privacy module's erasure, registered later: the admin's Delete of a user goes through it. */
  eraseAccount: EraseAccount;
}

/**
 * The user accounts, the sign-in check that re-reads the account on every request, and the admin's user
 * management (roles, deletion through the privacy module's erasure, CSV export). Registered right after the
 * audit log and before every other module, whose routes need the sign-in check and whose services are given
 * the accounts (docs/decisions/216-accounts-and-consents-registered-like-modules.md). Returns the accounts and
 * the admin service, which the admin overview reads.
 */
export async function registerUsers(app: FastifyInstance, { db, audit, signIn, eraseAccount }: UsersModuleOptions) {
  const accounts = createUserAccounts(db);
  await app.register(authPlugin, {
    secret: signIn.secret,
    expiresIn: signIn.expiresIn,
    findUserById: (id) => accounts.findById(id),
  });
  const users = createUsersService({ db, audit, eraseAccount });
  await app.register(usersRoutes, { users });
  return { accounts, users };
}
