import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { SettingsService } from '../settings';
import { gstDocumentsRoutes, gstReturnsRoutes } from './gst-documents.routes';
import { createGstDocumentsService, type GstDocumentsServiceOptions } from './gst-documents.service';
import type { OrdersService } from './orders.service';

/** Wires the GST documents (credit notes, an order's GST figures) and the GSTR-1 export. */
export async function registerGst(
  app: FastifyInstance,
  {
    db,
    orders,
    settings,
    salesFigures,
  }: { db: Db; orders: OrdersService; settings: SettingsService } & Pick<
    GstDocumentsServiceOptions,
    'salesFigures'
  >,
) {
  const documents = createGstDocumentsService({ db, orders, salesFigures });
  await app.register(gstDocumentsRoutes, { documents, settings });
  await app.register(gstReturnsRoutes, { documents, settings });
  return { documents };
}
