import type { Db } from '../../db/client';
import { createUsersRepository, type NewUser, type UserRecord } from './users.repository';

export type { UserRecord };

/**
 * What other modules may do with an account (docs/decisions/022-module-boundaries.md): the auth module signs
 * people up, in and out and edits their own profile; the auth plugin re-reads the user of every token. A write
 * that must commit with the caller's other rows (a new account and its welcome mail) takes the caller's
 * transaction as `tx`.
 */
export function createUserAccounts(db: Db) {
  const repo = createUsersRepository(db);
  return {
    /** With `tx`, read inside the caller's transaction: the embedded database has one connection, so a read
     * outside it while the transaction is open would wait for it forever. */
    findById: (id: string, tx?: Db): Promise<UserRecord | null> => (tx ? createUsersRepository(tx) : repo).findById(id),
    findByEmail: (email: string): Promise<UserRecord | null> => repo.findByEmail(email),
    /** Null when the email is taken. */
    insert: (user: NewUser, tx?: Db): Promise<UserRecord | null> =>
      (tx ? createUsersRepository(tx) : repo).insert(user),
    update: (id: string, patch: Partial<NewUser>): Promise<UserRecord | null> => repo.update(id, patch),
    idsByEmails: (emails: readonly string[]) => repo.idsByEmails(emails),
    /** Who gets a notice addressed to each affected person (the breach register, docs/decisions/177). */
    recipients: (ids: readonly string[] | 'all', tx?: Db) => (tx ? createUsersRepository(tx) : repo).recipients(ids),
    /** Locks the account row until the caller's transaction ends (account deletion). */
    lockById: (id: string, tx: Db): Promise<UserRecord | null> => createUsersRepository(tx).lockById(id),
    /**
     * Removes the account row (docs/decisions/110-personal-data.md): its consents and reset links go with it,
     * its orders lose the link; the token's next request finds no user and gets 401.
     */
    deleteById: (id: string, tx: Db): Promise<boolean> => createUsersRepository(tx).deleteById(id),
  };
}

export type UserAccounts = ReturnType<typeof createUserAccounts>;
