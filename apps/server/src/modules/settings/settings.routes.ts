import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminSettingsResponseSchema, publicShopSchema, toPublicShop } from '@shop/shared/schemas/settings-api';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { routeKit } from '../../plugins/auth';
import type { AuditService } from '../audit';
import { goLiveChecklist } from './go-live';
import type { EditableSettingsService } from './settings.service';
import { errorResponses, errorSchema } from '../../lib/error-schema';

const errors = errorResponses(401, 403);

export interface SettingsRoutesOptions {
  settings: EditableSettingsService;
  audit: AuditService;
  config: Config;
  db: Db;
}

/** The public shop details, and the admin Settings screen's read and save (audited). */
export async function settingsRoutes(app: FastifyInstance, { settings, audit, config, db }: SettingsRoutesOptions) {
  const { r, adminOnly, security } = routeKit(app);
  const mode = config.isLive ? 'live' : 'demo';
  const adminView = async () => {
    const current = await settings.get();
    return { settings: current, mode, checklist: await goLiveChecklist(config, db, current) } as const;
  };

  r.get(
    '/api/shop',
    {
      schema: {
        operationId: 'getShop',
        tags: ['config'],
        summary: 'Shop name, contact, legal details and whether this is the demo shop',
        response: { 200: publicShopSchema.describe("The shop's public details") },
      },
    },
    async (_request, reply) => {
      // Revalidated on every use: a saved setting shows on the storefront at once, not after a minute
      // (docs/decisions/141-settings-reach-the-storefront-at-once.md).
      reply.header('cache-control', 'no-cache');
      return toPublicShop(await settings.get(), mode);
    },
  );

  r.get(
    '/api/admin/settings',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getSettings',
        tags: ['admin'],
        security,
        summary: 'The shop settings and the go-live checklist',
        response: { 200: adminSettingsResponseSchema.describe('The settings and the checklist'), ...errors },
      },
    },
    adminView,
  );

  r.put(
    '/api/admin/settings',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateSettings',
        tags: ['admin'],
        security,
        summary: 'Save the shop settings (every field; validated; audited)',
        // Validated by the service, so every problem comes back with its field name for the form.
        body: z.unknown(),
        response: {
          200: adminSettingsResponseSchema.describe('The saved settings and the checklist'),
          422: errorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const actor = request.authUser!;
      await settings.update(request.body, actor, async (tx, change) => {
        if (change.changed.length === 0) return;
        await audit.record(
          actor,
          {
            action: 'settings.update',
            entityType: 'settings',
            entityId: null,
            details: Object.fromEntries(
              change.changed.map((key) => [key, { from: change.before[key], to: change.after[key] }]),
            ),
          },
          tx,
        );
      });
      return adminView();
    },
  );
}
