import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditRecorder } from './audit.service';

interface HookAudit {
  action: string;
  entityType: string;
  entityId(request: FastifyRequest): string | null;
  /** What else the entry keeps from the request (e.g. which answer was given). */
  details?(request: FastifyRequest): Record<string, string | null>;
}

const param = (request: FastifyRequest, name: string) =>
  ((request.params ?? {}) as Record<string, unknown>)[name]?.toString() ?? null;
const bodyField = (request: FastifyRequest, name: string) =>
  ((request.body ?? {}) as Record<string, unknown>)[name]?.toString() ?? null;

/**
 * Admin writes whose modules do not record an audit entry themselves (mail and shipping routes): recorded
 * here, after a successful answer, so every admin write leaves a row (docs/decisions/046-admin-audit-coverage.md).
 * A new admin write route either audits itself or is listed here; admin-audit-coverage.test.ts fails otherwise.
 */
export const HOOK_AUDITED_ROUTES: Record<string, HookAudit> = {
  'POST /api/orders/:id/send-update': {
    action: 'order.send_update',
    entityType: 'order',
    entityId: (r) => param(r, 'id'),
  },
  'POST /api/users/:id/send-email': { action: 'user.send_email', entityType: 'user', entityId: (r) => param(r, 'id') },
  'POST /api/users/bulk-email': { action: 'user.bulk_email', entityType: 'user', entityId: () => null },
  'POST /api/shiprocket/create-order': {
    action: 'order.ship',
    entityType: 'order',
    entityId: (r) => bodyField(r, 'order_id'),
  },
  'POST /api/shiprocket/cancel/:id': {
    action: 'order.shipment_cancel',
    entityType: 'order',
    entityId: (r) => param(r, 'id'),
  },
  // The order closed for a parcel the courier lost (docs/decisions/166-every-shipment-status.md).
  'POST /api/shiprocket/lost-parcel/:id': {
    action: 'order.lost_parcel_close',
    entityType: 'order',
    entityId: (r) => param(r, 'id'),
  },
  // The merchant's answer to a failed delivery, sent to Shiprocket's NDR action (issue 37, decision 231).
  'POST /api/admin/deliveries/:id/answer': {
    action: 'delivery.answer',
    entityType: 'failed_delivery',
    entityId: (r) => param(r, 'id'),
    details: (r) => ({ answer: bodyField(r, 'action'), date: bodyField(r, 'date') }),
  },
};

export function auditAdminWrites(app: FastifyInstance, audit: AuditRecorder) {
  app.addHook('onResponse', async (request, reply) => {
    const entry = HOOK_AUDITED_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
    const actor = request.authUser;
    if (!entry || !actor || actor.role !== 'admin' || reply.statusCode >= 400) return;
    try {
      const subject = bodyField(request, 'subject');
      await audit.record(actor, {
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId(request),
        details: { status: reply.statusCode, ...(subject ? { subject } : {}), ...entry.details?.(request) },
      });
    } catch (err) {
      request.log.error({ err, action: entry.action }, 'could not write the audit entry');
    }
  });
}
