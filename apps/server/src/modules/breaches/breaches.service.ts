import { randomBytes } from 'node:crypto';
import {
  BREACH_MESSAGES,
  boardReportDueAt,
  type BreachFields,
  type BreachIncidentDto,
} from '@shop/shared/schemas/breaches';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { AuditActor, AuditRecorder } from '../audit';
import type { NotificationsService } from '../notifications';
import type { SettingsService } from '../settings';
import type { UserAccounts } from '../users';
import { boardReportDraft, shopperNotice, type BreachShop } from './breach-notices';
import { createBreachesRepository, type BreachRecord } from './breaches.repository';

export interface BreachesServiceOptions {
  db: Db;
  accounts: Pick<UserAccounts, 'idsByEmails' | 'recipients'>;
  settings: Pick<SettingsService, 'get'>;
  mail: NotificationsService['breachMail'];
  audit: AuditRecorder;
  now?: () => Date;
}

/** `BR-20261128-3FA9`: the day the shop found out and four random characters, quoted in every notice. */
function newReference(discoveredAt: Date): string {
  const day = new Date(discoveredAt.getTime() + 330 * 60_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `BR-${day}-${randomBytes(2).toString('hex').toUpperCase()}`;
}

/** The shop as the notices name it; questions go to the grievance officer, else customer care. */
async function shopForNotices(settings: Pick<SettingsService, 'get'>, within?: Db): Promise<BreachShop> {
  const s = await settings.get(within);
  return {
    shopName: s.shopName,
    legalName: s.legalName,
    address: s.address,
    gstin: s.gstin,
    contactName: s.grievanceOfficerName
      ? `${s.grievanceOfficerName}${s.grievanceOfficerDesignation ? ` (${s.grievanceOfficerDesignation})` : ''}`
      : '',
    contactEmail: s.grievanceOfficerEmail || s.supportEmail,
    contactPhone: s.grievanceOfficerPhone || s.supportPhone,
  };
}

/** The API shape: ISO dates, the 72-hour deadline, and both notices as they stand now. */
function toDto(row: BreachRecord, details: BreachShop, affected: number): BreachIncidentDto {
  return {
    _id: row.id,
    reference: row.reference,
    title: row.title,
    description: row.description,
    dataAffected: row.dataAffected,
    consequences: row.consequences,
    measures: row.measures,
    shopperSteps: row.shopperSteps,
    occurredAt: row.occurredAt?.toISOString() ?? null,
    discoveredAt: row.discoveredAt.toISOString(),
    affectsAll: row.affectsAll,
    affectedCount: affected,
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    notifiedCount: row.notifiedCount,
    boardReportDueAt: boardReportDueAt(row.discoveredAt).toISOString(),
    boardReportedAt: row.boardReportedAt?.toISOString() ?? null,
    shopperNotice: shopperNotice(row, details),
    boardReportDraft: boardReportDraft(row, details, { affectedCount: affected, notifiedCount: row.notifiedCount }),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The breach register (DPDP Rules 2025 r.7, docs/decisions/177-breach-register.md): the merchant records an
 * incident and whose data it touched, the shop mails each affected person the r.7(1) notice through the outbox, and
 * the screen shows the Board's 72-hour clock and a report draft to complete and file.
 */
export function createBreachesService(options: BreachesServiceOptions) {
  const { db, accounts, settings, mail, audit } = options;
  const now = options.now ?? (() => new Date());
  const repo = createBreachesRepository(db);

  const shop = (within?: Db) => shopForNotices(settings, within);

  async function affectedCount(row: BreachRecord, counts: Map<string, number>, within?: Db): Promise<number> {
    if (!row.affectsAll) return counts.get(row.id) ?? 0;
    return (await accounts.recipients('all', within)).length;
  }

  async function dtoOf(row: BreachRecord): Promise<BreachIncidentDto> {
    const counts = await repo.affectedCounts([row.id]);
    return toDto(row, await shop(), await affectedCount(row, counts));
  }

  async function requireIncident(id: string): Promise<BreachRecord> {
    const row = isUuid(id) ? await repo.findById(id) : null;
    if (!row) throw notFound(BREACH_MESSAGES.notFound);
    return row;
  }

  /** The listed addresses as account ids; every address must belong to an account. */
  async function affectedIds(fields: BreachFields): Promise<string[]> {
    if (fields.affectsAll) return [];
    const wanted = [...new Set(fields.affectedEmails)];
    const found = await accounts.idsByEmails(wanted);
    const known = new Set(found.map((f) => f.email));
    const unknown = wanted.filter((e) => !known.has(e));
    if (unknown.length > 0) throw badRequest(BREACH_MESSAGES.unknownEmails(unknown.slice(0, 10)));
    return [...new Set(found.map((f) => f.id))];
  }

  return {
    async list(): Promise<BreachIncidentDto[]> {
      const rows = await repo.list();
      const counts = await repo.affectedCounts(rows.map((r) => r.id));
      const details = await shop();
      const all = rows.some((r) => r.affectsAll) ? (await accounts.recipients('all')).length : 0;
      return rows.map((row) => toDto(row, details, row.affectsAll ? all : (counts.get(row.id) ?? 0)));
    },

    get: async (id: string) => dtoOf(await requireIncident(id)),

    async record(actor: AuditActor, fields: BreachFields): Promise<BreachIncidentDto> {
      const userIds = await affectedIds(fields);
      const discoveredAt = new Date(fields.discoveredAt);
      const row = await db.transaction(async (tx) => {
        const created = await createBreachesRepository(tx).insert(
          {
            reference: newReference(discoveredAt),
            title: fields.title,
            description: fields.description,
            dataAffected: fields.dataAffected,
            consequences: fields.consequences,
            measures: fields.measures,
            shopperSteps: fields.shopperSteps,
            occurredAt: fields.occurredAt ? new Date(fields.occurredAt) : null,
            discoveredAt,
            affectsAll: fields.affectsAll,
            recordedBy: actor.id || null,
            createdAt: now(),
          },
          userIds,
        );
        // The entry names the incident and how many accounts, never who: the log is read more widely.
        await audit.record(
          actor,
          {
            action: 'breach.record',
            entityType: 'breach',
            entityId: created.id,
            details: { reference: created.reference, affectsAll: fields.affectsAll, affectedAccounts: userIds.length },
          },
          tx,
        );
        return created;
      });
      return dtoOf(row);
    },

    /**
     * The r.7(1) notice to each affected person, queued in one transaction with the register's update. Repeating it
     * queues mails only for people not yet told (the dedupe key), e.g. accounts added to an "all" incident since.
     */
    async notify(actor: AuditActor, id: string): Promise<BreachIncidentDto> {
      await requireIncident(id);
      const row = await db.transaction(async (tx) => {
        const txRepo = createBreachesRepository(tx);
        const incident = await txRepo.lockById(id);
        if (!incident) throw notFound(BREACH_MESSAGES.notFound);
        const ids = incident.affectsAll ? 'all' : await txRepo.affectedUserIds(id);
        const recipients = await accounts.recipients(ids, tx);
        if (recipients.length === 0) throw conflict(BREACH_MESSAGES.nobodyToNotify);
        const details = await shop(tx);
        // Each person reads it in their account language (decision 233).
        const notice = (language: string | undefined) => shopperNotice(incident, details, language);
        const queued = await mail.notice(tx, recipients, notice, `breach:${id}`);
        const at = now();
        const updated = await txRepo.update(id, {
          notifiedAt: incident.notifiedAt ?? at,
          notifiedCount: recipients.length,
        });
        await audit.record(
          actor,
          {
            action: 'breach.notify',
            entityType: 'breach',
            entityId: id,
            details: { queued, affected: recipients.length },
          },
          tx,
        );
        return updated!;
      });
      mail.afterCommit();
      return dtoOf(row);
    },

    /** The merchant filed the report with the Board: the 72-hour clock stops. */
    async markBoardReported(actor: AuditActor, id: string): Promise<BreachIncidentDto> {
      const incident = await requireIncident(id);
      if (incident.boardReportedAt) return dtoOf(incident);
      const row = await db.transaction(async (tx) => {
        const updated = await createBreachesRepository(tx).update(id, { boardReportedAt: now() });
        await audit.record(actor, { action: 'breach.board_reported', entityType: 'breach', entityId: id }, tx);
        return updated!;
      });
      return dtoOf(row);
    },
  };
}

export type BreachesService = ReturnType<typeof createBreachesService>;
