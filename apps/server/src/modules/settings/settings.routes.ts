import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminSettingsResponseSchema, publicShopSchema, toPublicShop } from '@shop/shared/schemas/settings-api';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { routeKit } from '../../plugins/auth';
import type { AuditService } from '../audit';
import { goLiveChecklist } from './go-live';
import type { EditableSettingsService, SettingsChange } from './settings.service';
import { errorResponses, errorSchema } from '../../lib/error-schema';
import { AppError, badRequest } from '../../lib/errors';
import { toLogoWebp, type ImageStore } from '../../lib/images/product-images';
import { LOGO_MAX_BYTES, THEME_MESSAGES } from '@shop/shared/theme';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';

const errors = errorResponses(401, 403);

export interface SettingsRoutesOptions {
  settings: EditableSettingsService;
  audit: AuditService;
  config: Config;
  db: Db;
  /** Where the logo is stored: the product pictures' store. */
  images: ImageStore;
}

/** The public shop details, and the admin Settings screen's read and save (audited). */
export async function settingsRoutes(
  app: FastifyInstance,
  { settings, audit, config, db, images }: SettingsRoutesOptions,
) {
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

  r.post(
    '/api/admin/settings/logo',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'uploadLogo',
        tags: ['admin'],
        security,
        summary:
          'Store a logo (PNG, JPEG or WebP, at most 2 MB; field "logo"); Save the settings with its logoUrl to use it',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ logoUrl: z.string() }).describe('Where the stored logo is'),
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(THEME_MESSAGES.logoMissing);
      // decision 215: checked by its bytes, resized and stored like a product picture; audited.
      const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } }).catch(() => undefined);
      if (!part || part.fieldname !== 'logo') throw badRequest(THEME_MESSAGES.logoMissing);
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        throw err.code === 'FST_REQ_FILE_TOO_LARGE'
          ? new AppError('PAYLOAD_TOO_LARGE', THEME_MESSAGES.logoTooLarge)
          : badRequest(THEME_MESSAGES.logoType);
      });
      if (bytes.length === 0) throw badRequest(THEME_MESSAGES.logoMissing);
      const logoUrl = await images.saveProductImage(await toLogoWebp(bytes, THEME_MESSAGES.logoType));
      await audit.record(request.authUser!, {
        action: 'settings.logo-upload',
        entityType: 'settings',
        entityId: null,
        details: { logoUrl, bytes: bytes.length },
      });
      return reply.status(201).send({ logoUrl });
    },
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
      await settings.update(request.body, actor, auditChange(audit, actor));
      return adminView();
    },
  );

  // Issue 37: the RTO report's one click, "Turn off COD for this PIN code" (docs/decisions/241).
  r.post(
    '/api/admin/settings/cod-blocked-pincodes',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'blockCodPincode',
        tags: ['admin'],
        security,
        summary: 'Turn off cash on delivery for one PIN code (added to the COD rules; audited)',
        body: z.object({ pincode: z.string().trim().regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code') }),
        response: {
          200: z
            .object({ pincode: z.string(), codBlockedPincodes: z.array(z.string()), message: z.string() })
            .describe('The PIN code is in the list of PIN codes without cash on delivery'),
          400: errorSchema,
          422: errorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { pincode } = request.body;
      const saved = await settings.update(
        (current: ShopSettings) => ({ ...current, codBlockedPincodes: [...current.codBlockedPincodes, pincode] }),
        request.authUser!,
        auditChange(audit, request.authUser!),
      );
      return {
        pincode,
        codBlockedPincodes: saved.codBlockedPincodes,
        message: `Cash on delivery is now off for PIN code ${pincode}.`,
      };
    },
  );
}

/** The settings change as one audit entry (from / to per changed field), in the saving transaction. */
function auditChange(audit: AuditService, actor: NonNullable<FastifyRequest['authUser']>) {
  return async (tx: Db, change: SettingsChange) => {
    if (change.changed.length === 0) return;
    await audit.record(
      actor,
      {
        action: 'settings.update',
        entityType: 'settings',
        entityId: null,
        details: Object.fromEntries(change.changed.map((key) => [key, { from: change.before[key], to: change.after[key] }])),
      },
      tx,
    );
  };
}
