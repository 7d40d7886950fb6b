import { deliveryIssuesPersonalData } from './failed-deliveries-privacy';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ownBaseUrl } from '../../lib/own-base-url';
import { shippingRatesFromSettings } from '@shop/shared/pricing';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { createShiprocketClient } from '../../providers/shiprocket/client';
import { SIMULATOR_MOUNT_PATH } from '../../providers/shiprocket/constants';
import { shiprocketSimulator } from '../../providers/shiprocket/simulator';
import type { CatalogService } from '../catalog';
import type { SettingsService } from '../settings';
import { createShippingService, type ShippingService, type ShippingServiceOptions } from './shipping.service';
import { deliveryIssuesRoutes, startDeliveryIssueJobs } from './delivery-issues.routes';
import type { DeliveryIssueMails } from './failed-deliveries';
import { lostParcelRoutes } from './lost-parcel.routes';
import { shipmentDocumentsRoutes } from './shipment-documents.routes';
import { shippingRoutes, startTrackingPoll } from './shipping.routes';
import type { CourierAlerts } from './tracking';

export interface ShippingModuleOptions {
  config: Config;
  db: Db;
  orders: ShippingServiceOptions['orders'];
  catalog: Pick<CatalogService, 'getProductsByIds' | 'getVariantPrices'>;
  /** The pickup location and PIN come from the shop settings (one source with the Settings screen). */
  settings: SettingsService;
  /** Queues the merchant's alert for a courier exception (lost parcel, cancelled by the courier). */
  courierAlerts?: CourierAlerts;
  /** The buyer's "your delivery failed" mail and the merchant's "nobody answered" alert (issue 37). */
  deliveryIssueMails?: DeliveryIssueMails;
}

/** "12 MG Road, Bengaluru, Karnataka 560001" -> "Bengaluru": the simulator's pickup city. */
export function cityOf(address: string, fallback: string): string {
  const parts = address.split(',').map((p) => p.trim());
  return parts.length >= 3 ? (parts.at(-2) ?? fallback) : fallback;
}

/**
 * Shipping: the Shiprocket client (real API, or the simulator mounted in this process at /sim/shiprocket when
 * SHIPROCKET_EMAIL is unset), the service, the /api/shiprocket routes and the tracking poll.
 */
export async function registerShipping(
  app: FastifyInstance,
  { config, db, orders, catalog, settings: shopSettings, courierAlerts, deliveryIssueMails }: ShippingModuleOptions,
): Promise<ShippingService & { personalData: typeof deliveryIssuesPersonalData }> {
  const settings = config.shiprocket;
  const pickup = async () => {
    const current = await shopSettings.get();
    return {
      location: current.pickupLocation,
      pincode: current.pickupPincode,
      city: cityOf(current.pickupAddress, current.state),
      state: current.state,
    };
  };
  if (settings.mode === 'simulator') {
    await app.register(shiprocketSimulator, {
      prefix: SIMULATOR_MOUNT_PATH,
      email: settings.email,
      password: settings.password,
      stepMs: settings.simStepMs,
      // The simulated account has the pickup address saved in the shop settings registered.
      pickupLocations: async () => {
        const { location, ...place } = await pickup();
        return { [location]: place };
      },
      webhookUrl: () => `${ownBaseUrl(app)}/api/shiprocket/webhook`,
      webhookKey: settings.webhookKey ?? undefined,
      control: settings.simControl,
      loopbackOnly: true,
      // Its shipments survive a restart, as the Razorpay simulator's payments do (decision 168).
      stateFile: join(config.dataDir, 'shiprocket-simulator.json'),
      log: { warn: (message: string) => app.log.warn(message) },
    });
  }
  const provider = createShiprocketClient({
    baseUrl: settings.apiUrl ?? (() => `${ownBaseUrl(app)}${SIMULATOR_MOUNT_PATH}`),
    email: settings.email,
    password: settings.password,
    timeoutMs: settings.timeoutMs,
  });
  const shipping = createShippingService({
    db,
    provider,
    orders,
    catalog,
    pickup,
    shippingRates: async () => shippingRatesFromSettings(await shopSettings.get()),
    originLocation: async () => (await shopSettings.get()).state,
    providerTimeoutMs: settings.timeoutMs,
    log: app.log,
    courierAlerts,
    deliveryIssueMails,
    linkSecret: config.jwtSecret,
  });
  await app.register(shippingRoutes, { shipping, webhookKey: settings.webhookKey, rateLimitsEnabled: config.rateLimitsEnabled });
  await app.register(shipmentDocumentsRoutes, { shipping });
  await app.register(lostParcelRoutes, { shipping });
  await app.register(deliveryIssuesRoutes, { shipping, rateLimitsEnabled: config.rateLimitsEnabled });
  startTrackingPoll(app, shipping, settings.pollIntervalMs);
  startDeliveryIssueJobs(app, shipping, settings.pollIntervalMs);
  return Object.assign(shipping, { personalData: deliveryIssuesPersonalData });
}
