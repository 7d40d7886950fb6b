import type { AuditLogQuery, AuditLogResponse } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client';
import { createAuditRepository } from './audit.repository';
import { pageWindow } from '../../db/page';

/** Who did it: the signed-in admin (or, with an empty id, the shop's own background work). */
export interface AuditActor {
  id: string;
  email: string;
  /** The signed-in user's name and role, kept on the entry so the log reads "Asha Admin (admin) ...". */
  name?: string;
  role?: string;
}

/** A background job as the actor of its entry: no account, its name where the admin's address would be. */
export function systemActor(job: string): AuditActor {
  return { id: '', email: `system: ${job}` };
}

export interface AuditEvent {
  /** `<entity>.<verb>`, e.g. 'product.create', 'user.role_change', 'order.status_change'. */
  action: string;
  entityType: 'product' | 'user' | 'order' | (string & {});
  entityId: string | null;
  details?: Record<string, unknown>;
}

/**
 * The admin audit trail: every admin write is recorded with who, what and when. Modules that change data
 * get this recorder and pass their open transaction, so a change and its entry are committed together.
 */
export function createAuditService(db: Db) {
  const repo = createAuditRepository(db);
  return {
    async record(actor: AuditActor, event: AuditEvent, tx?: Db): Promise<void> {
      await (tx ? createAuditRepository(tx) : repo).insert({
        actorId: actor.id === '' ? null : actor.id,
        actorEmail: actor.email,
        actorName: actor.name ?? null,
        actorRole: actor.role ?? null,
        action: event.action,
        entityType: event.entityType,
        entityId: event.entityId,
        details: event.details ?? null,
      });
    },

    async list(query: AuditLogQuery): Promise<AuditLogResponse> {
      const { rows, total } = await repo.list({
        entityType: query.entityType,
        ...pageWindow(query.page, query.limit),
      });
      return {
        entries: rows.map((r) => ({
          _id: r.id,
          actorEmail: r.actorEmail,
          actorName: r.actorName,
          actorRole: r.actorRole,
          action: r.action,
          entityType: r.entityType,
          entityId: r.entityId,
          details: r.details ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
/** What a module that writes needs from the audit log. */
export type AuditRecorder = Pick<AuditService, 'record'>;
