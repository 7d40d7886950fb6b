import { type Words, words } from '@shop/shared/shopper-words';
import { english, serverWords } from '../../lib/shopper-words';
import { paiseToRupees } from '@shop/shared/money';
import { effectivePrice, isFreeShipping, shippingFeePaise, type ShippingRates } from '@shop/shared/pricing';
import {
  SHIPPING_MESSAGES,
  type CalculateShippingRequest,
  type CalculateShippingResponse,
  type ServiceabilityRequest,
  type ServiceabilityResult,
} from '@shop/shared/schemas/shipping';
import { DEFAULT_PACKAGE } from '@shop/shared/constants';
import type { DeliveryEstimateQuery } from '@shop/shared/schemas/delivery-estimate';
import { AppError } from '../../lib/errors';
import { istDay, parseShiprocketDate } from '../../providers/shiprocket/dates';
import { ShiprocketError, type CourierOption, type ShippingProvider } from '../../providers/shiprocket/types';
import type { CatalogService } from '../catalog';
import { parcelWeightKg } from './parcel';
import { askProvider, type ShippingLogger } from './shipping-errors';

const SERVICEABILITY_CACHE_MS = 10 * 60_000;
const SERVICEABILITY_CACHE_MAX = 2000;

/** Shoppers asking about delivery get our words only; the provider's details go to the log. */
const SERVICEABILITY_DOWN = SHIPPING_MESSAGES.serviceabilityDown;

/**
 * The answer's line, from its facts (the cached answer is one for every language): "Sorry, we do not deliver to
 * PIN code …", "Delivers by Thu, 4 Dec" or "Delivery available" (docs/decisions/203).
 */
export function deliveryLineWords(
  answer: Pick<ServiceabilityResult, 'pincode' | 'serviceable' | 'deliveryDate'>,
): Words {
  if (!answer.serviceable) return words(SHIPPING_MESSAGES.notServiceable, { pincode: answer.pincode });
  if (!answer.deliveryDate) return words(SHIPPING_MESSAGES.deliveryAvailable);
  // deliveryDate is the India calendar day; noon IST names that day in any zone.
  return words(SHIPPING_MESSAGES.deliversBy, { day: { weekday: new Date(`${answer.deliveryDate}T12:00:00+05:30`) } });
}

/** A courier the admin may choose for a shipment, with its price and delivery estimate. */
export interface CourierChoice {
  courierId: number;
  courierName: string;
  /** Rupees, as Shiprocket quotes it. */
  rate: number;
  etd: string | null;
  estimatedDeliveryDays: number | null;
  cod: boolean;
  recommended: boolean;
  cheapest: boolean;
  fastest: boolean;
}

export interface ServiceabilityOptions {
  provider: ShippingProvider;
  catalog: Pick<CatalogService, 'getProductsByIds' | 'getVariantPrices'>;
  /** The shop's pickup PIN code from its settings (see ShippingServiceOptions.pickup). */
  pickup: () => Promise<{ pincode: string }>;
  /** The shop settings' delivery charges, read at each quote (docs/decisions/039-shipping-fee-from-settings.md). */
  shippingRates: () => Promise<ShippingRates>;
  log: ShippingLogger;
  now: () => number;
}

const daysOf = (c: CourierOption) => {
  const n = Number(c.estimated_delivery_days);
  return Number.isFinite(n) && n > 0 ? n : null;
};

function unserviceable(pincode: string): ServiceabilityResult {
  return {
    pincode,
    serviceable: false,
    codAvailable: false,
    deliveryDate: null,
    etd: null,
    estimatedDeliveryDays: null,
    courierName: null,
    message: english(words(SHIPPING_MESSAGES.notServiceable, { pincode })),
  };
}

function serviceable(
  pincode: string,
  couriers: CourierOption[],
  recommendedId: number | null | undefined,
  now: () => number,
): ServiceabilityResult {
  const days = (c: CourierOption) => daysOf(c) ?? 99;
  const chosen =
    couriers.find((c) => c.courier_company_id === recommendedId) ??
    [...couriers].sort((a, b) => days(a) - days(b) || a.rate - b.rate)[0]!;
  const etdDate = parseShiprocketDate(chosen.etd);
  const estimatedDays = daysOf(chosen);
  const deliveryMs = etdDate?.getTime() ?? (estimatedDays ? now() + estimatedDays * 86_400_000 : null);
  const deliveryDate = deliveryMs === null ? null : istDay(deliveryMs);
  return {
    pincode,
    serviceable: true,
    codAvailable: couriers.some((c) => Number(c.cod) === 1),
    deliveryDate,
    etd: chosen.etd || null,
    estimatedDeliveryDays: estimatedDays,
    courierName: chosen.courier_name,
    message: english(deliveryLineWords({ pincode, serviceable: true, deliveryDate })),
  };
}

/** The cart's value in paise at today's prices: each chosen size or colour as itself (decision 217). */
async function cartSubtotalPaise(
  catalog: ServiceabilityOptions['catalog'],
  items: CalculateShippingRequest['items'],
): Promise<number> {
  const products = await catalog.getProductsByIds(items.map((i) => i.product));
  const byId = new Map(products.map((p) => [p.id, p]));
  const variantIds = items.flatMap((i) => (i.variantId ? [i.variantId.toLowerCase()] : []));
  const variants = await catalog.getVariantPrices(variantIds);
  let subtotal = 0;
  for (const line of items) {
    const product = byId.get(line.product.toLowerCase()) ?? byId.get(line.product);
    if (!product) throw new AppError('BAD_REQUEST', serverWords('order.productGone'), { productId: line.product });
    // A chosen size or colour is priced as itself (decision 217); a product without options as before.
    const variant = line.variantId ? variants.get(line.variantId.toLowerCase()) : undefined;
    if (line.variantId && (!variant || variant.productId !== product.id || !variant.active))
      throw new AppError('BAD_REQUEST', serverWords('order.optionOfNotSold', { name: product.name }), {
        productId: line.product,
        field: 'variantId',
      });
    const priced = variant ?? product;
    subtotal += effectivePrice({ mrp: priced.mrpPaise, sellingPrice: priced.sellingPricePaise }) * line.quantity;
  }
  return subtotal;
}

/** Delivery to a PIN code (checkout), a cart's shipping line, and the couriers an admin may ship an order with. */
export function createServiceability(options: ServiceabilityOptions) {
  const { provider, catalog, log, now } = options;
  const cache = new Map<string, { at: number; value: ServiceabilityResult }>();

  async function checkServiceability(input: ServiceabilityRequest): Promise<ServiceabilityResult> {
    const { pincode: pickupPincode } = await options.pickup();
    // A new pickup PIN (Settings) is a new question: the answers cached for the old one do not apply.
    const key = `${pickupPincode}:${input.pincode}:${input.weight}`;
    const cached = cache.get(key);
    if (cached && now() - cached.at < SERVICEABILITY_CACHE_MS) return cached.value;
    let answer;
    try {
      // cod=0 lists every courier with its own cod flag, so one call tells both "delivers?" and "COD?".
      answer = await provider.checkServiceability({
        pickupPincode,
        deliveryPincode: input.pincode,
        cod: false,
        weightKg: input.weight,
      });
    } catch (error) {
      if (!(error instanceof ShiprocketError)) throw error;
      log.warn({ err: error, pincode: input.pincode }, 'serviceability check failed');
      throw new AppError('PROVIDER_FAILED', SERVICEABILITY_DOWN);
    }
    const couriers = answer.data?.available_courier_companies ?? [];
    const value =
      answer.status === 404 || couriers.length === 0
        ? unserviceable(input.pincode)
        : serviceable(input.pincode, couriers, answer.data?.recommended_courier_company_id, now);
    cache.delete(key);
    cache.set(key, { at: now(), value });
    if (cache.size > SERVICEABILITY_CACHE_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return value;
  }

  return {
    checkServiceability,

    /**
     * The product page's PIN check (docs/decisions/211-pin-check-on-the-product-page.md): checkout's own
     * serviceability answer (same courier call, cache and delivery date) for one unit of the product, with cash
     * on delivery also off when the shop's Settings switched it off.
     */
    async deliveryEstimate(input: DeliveryEstimateQuery): Promise<ServiceabilityResult> {
      const weight = input.productId
        ? await parcelWeightKg(catalog, [{ productId: input.productId, quantity: 1 }])
        : DEFAULT_PACKAGE.weight;
      const [answer, rates] = await Promise.all([
        checkServiceability({ pincode: input.pincode, weight }),
        options.shippingRates(),
      ]);
      return rates.codEnabled ? answer : { ...answer, codAvailable: false };
    },

    /**
     * The couriers that deliver this parcel (asked afresh: prices change), each marked recommended (Shiprocket's
     * pick), cheapest and fastest, recommended first. `cod` asks only for couriers that collect cash.
     */
    async courierChoices(input: {
      pincode: string;
      weightKg: number;
      dimensionsCm: { length: number; breadth: number; height: number };
      declaredValue: number;
      cod: boolean;
    }): Promise<CourierChoice[]> {
      const answer = await askProvider(SHIPPING_MESSAGES.serviceabilityFailed, async () =>
        provider.checkServiceability({
          pickupPincode: (await options.pickup()).pincode,
          deliveryPincode: input.pincode,
          cod: input.cod,
          weightKg: input.weightKg,
          dimensionsCm: input.dimensionsCm,
          declaredValue: input.declaredValue,
        }),
      );
      const couriers = answer.status === 404 ? [] : (answer.data?.available_courier_companies ?? []);
      if (couriers.length === 0) return [];
      const cheapest = Math.min(...couriers.map((c) => c.rate));
      const fastest = Math.min(...couriers.map((c) => daysOf(c) ?? Infinity));
      const recommendedId = answer.data?.recommended_courier_company_id ?? null;
      const choices = couriers.map((c) => ({
        courierId: c.courier_company_id,
        courierName: c.courier_name,
        rate: c.rate,
        etd: c.etd || null,
        estimatedDeliveryDays: daysOf(c),
        cod: Number(c.cod) === 1,
        recommended: c.courier_company_id === recommendedId,
        cheapest: c.rate === cheapest,
        fastest: daysOf(c) !== null && daysOf(c) === fastest,
      }));
      return choices.sort((a, b) => Number(b.recommended) - Number(a.recommended) || a.rate - b.rate);
    },

    /** Checkout's shipping line: the fee of docs/decisions/039-shipping-fee-from-settings.md on catalogue prices, plus delivery to the PIN code. */
    async calculateShipping(input: CalculateShippingRequest): Promise<CalculateShippingResponse> {
      const subtotal = await cartSubtotalPaise(catalog, input.items);
      const rates = await options.shippingRates();
      const fee = shippingFeePaise(subtotal, input.paymentMethod, rates);
      let delivery: ServiceabilityResult | null = null;
      if (input.pincode) {
        try {
          // The cart's own weight (docs/decisions/064-parcel-weight.md): a heavy cart may reach fewer couriers.
          const weight = await parcelWeightKg(
            catalog,
            input.items.map((i) => ({ productId: i.product, quantity: i.quantity })),
          );
          delivery = await checkServiceability({ pincode: input.pincode, weight });
        } catch (error) {
          log.warn({ err: error }, 'serviceability unavailable for calculate-shipping');
        }
      }
      return {
        paymentMethod: input.paymentMethod,
        subtotal: paiseToRupees(subtotal),
        shippingFee: paiseToRupees(fee),
        total: paiseToRupees(subtotal + fee),
        isFreeShipping: isFreeShipping(subtotal, rates),
        freeShippingAbove: paiseToRupees(rates.freeAbovePaise),
        delivery,
      };
    },
  };
}

export type Serviceability = ReturnType<typeof createServiceability>;
