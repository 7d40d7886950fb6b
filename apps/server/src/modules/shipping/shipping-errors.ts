import { SHIPPING_MESSAGES } from '@shop/shared/schemas/shipping';
import { AppError, type ErrorCode } from '../../lib/errors';
import { ShiprocketError } from '../../providers/shiprocket/types';

export interface ShippingLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLogger: ShippingLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export const isAppError = (error: unknown, ...codes: ErrorCode[]) =>
  error instanceof AppError && codes.includes(error.code);

/**
 * A provider failure as the admin should read it: `<what failed>: <Shiprocket's words>`. Shiprocket refusing
 * what we sent is `rejectedAs` (422 by default); an outage, a timeout, an unreadable answer or bad credentials
 * are 502.
 */
export function providerFailure(what: string, error: unknown, rejectedAs: ErrorCode = 'VALIDATION'): unknown {
  if (!(error instanceof ShiprocketError)) return error;
  const code: ErrorCode = error.isRejection ? rejectedAs : 'PROVIDER_FAILED';
  return new AppError(code, `${what}: ${error.message}`, error.fieldErrors ? { errors: error.fieldErrors } : undefined);
}

/** Runs a provider call, its failure turned into what the admin should read (providerFailure). */
export async function askProvider<T>(what: string, call: () => Promise<T>, rejectedAs?: ErrorCode): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerFailure(what, error, rejectedAs);
  }
}

/**
 * Failures after which Shiprocket may have created the shipment all the same (it never answered, or answered
 * something unreadable): the shop then looks the order up by its channel order id before creating again.
 */
export const MAY_HAVE_CREATED = new Set(['timeout', 'network', 'invalid-answer']);

/** Shiprocket refusing an order id it has seen before: the earlier attempt did create it. */
export function isDuplicateOrderId(error: unknown): boolean {
  return (
    error instanceof ShiprocketError &&
    (error.fieldErrors?.order_id ?? []).some((message) => /already exist/i.test(message))
  );
}

const CHECK_PANEL_HINT =
  'Shiprocket may have created the shipment anyway: check its panel before shipping this order again.';

export function createFailure(error: unknown): unknown {
  const failure = providerFailure(SHIPPING_MESSAGES.createFailed, error);
  if (!(error instanceof ShiprocketError) || !(failure instanceof AppError) || !MAY_HAVE_CREATED.has(error.kind))
    return failure;
  return new AppError(failure.code, `${failure.message}. ${CHECK_PANEL_HINT}`, failure.details);
}
