import type { Db } from '../../db/client';
import {
  grievanceAcknowledgementMail,
  grievanceAlert,
  grievanceDeadlineAlert,
  grievanceReopenedMail,
  grievanceResolvedMail,
  type DeadlineStage,
  type GrievanceMail,
  type GrievanceNotice,
  type GrievanceOfficer,
} from './grievance-mail-templates';
import type { MailContext, RenderedMail } from './mail-templates';
import { createOutboxRepository, type NewOutboxMail } from './notifications.repository';
import type { ShopForMail } from './notifications.types';

type ToShop = (tx: Db, render: (ctx: MailContext) => RenderedMail, kind: string, key: string) => Promise<NewOutboxMail[]>;

/**
 * A grievance's mails, each queued in the transaction of its step (docs/decisions/161-grievance-lifecycle.md):
 * the acknowledgement, the resolution and the reopening to the complainant (ticket and the shop's text only,
 * decision 160), and the alerts to the shop's notification addresses and its grievance officer.
 */
export function createGrievanceMails(shopFor: (within: Db) => Promise<ShopForMail>, toShop: ToShop) {
  /** The shop's addresses plus the grievance officer, each once. */
  async function toShopAndOfficer(tx: Db, render: (ctx: MailContext) => RenderedMail, kind: string, key: string) {
    const { ctx, settings } = await shopFor(tx);
    const mails = await toShop(tx, render, kind, key);
    const officer = (settings as GrievanceOfficer | null)?.grievanceOfficerEmail?.toLowerCase();
    if (officer && !mails.some((m) => m.to === officer)) {
      mails.push({ ...render(ctx), to: officer, kind, dedupeKey: `${key}:${officer}` });
    }
    return mails;
  }

  async function toComplainant(tx: Db, grievance: GrievanceNotice, mail: (ctx: MailContext, officer: GrievanceOfficer) => RenderedMail, kind: string, key: string) {
    const { ctx, settings } = await shopFor(tx);
    return { ...mail(ctx, settings ?? {}), to: grievance.email, kind, dedupeKey: key };
  }

  return {
    /** The acknowledgement (unless the cap held it back) and the shop's alert, in the transaction that stored it. */
    async grievanceReceived(tx: Db, grievance: GrievanceMail, { acknowledge }: { acknowledge: boolean }): Promise<void> {
      const alerts = await toShopAndOfficer(
        tx,
        (ctx) => grievanceAlert(ctx, grievance, acknowledge),
        'shop-grievance',
        `shop-grievance:${grievance.id}`,
      );
      const ack = acknowledge
        ? [
            await toComplainant(
              tx,
              grievance,
              (ctx, officer) => grievanceAcknowledgementMail(ctx, grievance, officer),
              'grievance-acknowledgement',
              `grievance-ack:${grievance.id}`,
            ),
          ]
        : [];
      await createOutboxRepository(tx).enqueue([...ack, ...alerts]);
    },

    /** `step` tells two resolutions of a reopened ticket apart (the dedupe key). */
    async grievanceResolved(tx: Db, grievance: GrievanceNotice, resolution: string, step: string): Promise<void> {
      await createOutboxRepository(tx).enqueue([
        await toComplainant(
          tx,
          grievance,
          (ctx) => grievanceResolvedMail(ctx, grievance, resolution),
          'grievance-resolved',
          `grievance-resolved:${grievance.id}:${step}`,
        ),
      ]);
    },

    async grievanceReopened(tx: Db, grievance: GrievanceNotice, step: string): Promise<void> {
      await createOutboxRepository(tx).enqueue([
        await toComplainant(
          tx,
          grievance,
          (ctx) => grievanceReopenedMail(ctx, grievance),
          'grievance-reopened',
          `grievance-reopened:${grievance.id}:${step}`,
        ),
      ]);
    },

    /** A reminder before the one-month deadline, or the overdue alert, to the shop and its officer. */
    async grievanceDeadline(tx: Db, grievance: GrievanceNotice, stage: DeadlineStage): Promise<void> {
      const mails = await toShopAndOfficer(
        tx,
        (ctx) => grievanceDeadlineAlert(ctx, grievance, stage),
        stage === 'overdue' ? 'shop-grievance-overdue' : 'shop-grievance-reminder',
        `shop-grievance-${stage}:${grievance.id}`,
      );
      await createOutboxRepository(tx).enqueue(mails);
    },
  };
}
