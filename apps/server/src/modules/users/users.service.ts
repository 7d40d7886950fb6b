import type { User } from '@shop/shared/schemas/auth';
import {
  USER_MESSAGES,
  defaultSortOrder,
  type UpdateUserRoleInput,
  type UserListQuery,
  type UserListResponse,
} from '@shop/shared/schemas/users';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { AuditActor, AuditRecorder } from '../audit';
import { toUserDto } from './users.mapper';
import {
  createUsersRepository,
  isUuid,
  type UserExportRow,
  type UserRecord,
  type UsersRepository,
} from './users.repository';
import { pageWindow } from '../../db/page';

/**
 * Deletes an account with everything personal it leaves behind (the privacy module's erasure, which audits
 * it); `guard` runs inside the erasure's transaction and throws to refuse.
 */
export type EraseAccount = (actor: AuditActor, id: string, guard: (tx: Db) => Promise<void>) => Promise<void>;

export interface UsersServiceOptions {
  db: Db;
  audit: AuditRecorder;
  eraseAccount: EraseAccount;
}

const EXPORT_BATCH = 500;

/**
 * Admin user management. The rules that keep the shop administrable: an admin never changes their own
 * role nor deletes themself, and the last admin can be neither demoted nor deleted. Both checks run inside
 * one transaction that locks the admin rows, so two admins acting on each other at once cannot leave the
 * shop with none.
 */
export function createUsersService({ db, audit, eraseAccount }: UsersServiceOptions) {
  const repo = createUsersRepository(db);

  /**
   * Locks the admins and the target; refuses when the change would leave no admin. The last-admin check
   * comes before the actor check so that a stale session acting on the only admin gets the real reason.
   */
  async function guardAdminChange(
    txRepo: UsersRepository,
    actor: AuditActor,
    id: string,
    isRemovingAdmin: (target: UserRecord) => boolean,
  ) {
    const admins = await txRepo.lockAdmins();
    const target = await txRepo.lockById(id);
    if (!target) throw notFound(USER_MESSAGES.userNotFound);
    if (isRemovingAdmin(target) && admins.filter((a) => a !== target.id).length === 0) {
      throw conflict(USER_MESSAGES.lastAdmin);
    }
    // The actor was an admin when the request began; another admin may have demoted them since.
    if (!admins.includes(actor.id)) throw forbidden();
    return target;
  }

  return {
    async list(query: UserListQuery): Promise<UserListResponse> {
      const order = query.order ?? defaultSortOrder(query.sort);
      const { rows, total } = await repo.list({
        search: query.search || undefined,
        role: query.role,
        sort: query.sort,
        order,
        ...pageWindow(query.page, query.limit),
      });
      return {
        users: rows.map(toUserDto),
        total,
        page: query.page,
        limit: query.limit,
        totalPages: Math.ceil(total / query.limit),
      };
    },

    async get(id: string): Promise<User> {
      const user = isUuid(id) ? await repo.findById(id) : null;
      if (!user) throw notFound(USER_MESSAGES.userNotFound);
      return toUserDto(user);
    },

    async changeRole(actor: AuditActor, id: string, input: UpdateUserRoleInput): Promise<User> {
      if (id.toLowerCase() === actor.id.toLowerCase()) throw conflict(USER_MESSAGES.cannotChangeOwnRole);
      if (!isUuid(id)) throw notFound(USER_MESSAGES.userNotFound);
      const updated = await db.transaction(async (tx) => {
        const txRepo = createUsersRepository(tx);
        const target = await guardAdminChange(txRepo, actor, id, (t) => t.role === 'admin' && input.role !== 'admin');
        if (target.role === input.role) return target;
        const user = await txRepo.setRole(id, input.role);
        if (!user) throw notFound(USER_MESSAGES.userNotFound);
        await audit.record(
          actor,
          {
            action: 'user.role_change',
            entityType: 'user',
            entityId: id,
            details: { email: user.email, name: user.name, from: target.role, to: input.role },
          },
          tx,
        );
        return user;
      });
      return toUserDto(updated);
    },

    /**
     * The admin's Delete: the same erasure as the customer's own "Delete my account" (docs/decisions/145-admin-delete-erases.md),
     * under the rules above (never oneself, never the last admin), checked again inside the erasure's transaction.
     */
    async remove(actor: AuditActor, id: string): Promise<void> {
      if (id.toLowerCase() === actor.id.toLowerCase()) throw conflict(USER_MESSAGES.cannotDeleteSelf);
      if (!isUuid(id)) throw notFound(USER_MESSAGES.userNotFound);
      await eraseAccount(actor, id, async (tx) => {
        await guardAdminChange(createUsersRepository(tx), actor, id, (t) => t.role === 'admin');
      });
    },

    /** Every user in registration order, read in batches so a large shop never sits in memory at once. */
    async *exportRows(): AsyncGenerator<UserExportRow> {
      let cursor: { createdAt: string; id: string } | null = null;
      for (;;) {
        const batch = await repo.exportBatch(cursor, EXPORT_BATCH);
        yield* batch;
        const last = batch.at(-1);
        if (!last || batch.length < EXPORT_BATCH) return;
        cursor = { createdAt: last.createdAtCursor, id: last.id };
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
