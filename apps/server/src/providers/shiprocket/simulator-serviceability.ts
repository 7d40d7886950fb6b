import { formatEtdDay } from './dates';
import { COURIERS, INVALID, PIN_RE, human, zoneDays } from './simulator-model';
import type { CourierOption } from './types';

/**
 * The simulator's own tariff for return quotes (`is_return=1`): the forward rate plus a quarter, as reverse
 * carriage usually costs more. Shiprocket publishes no figure; the factor is ours [U], only so a return quote is
 * visibly its own number in tests.
 */
export const RETURN_RATE_FACTOR = 1.25;

/** The serviceability question as asked: pickup and delivery PIN (the simulator keeps the last ones). */
export interface ServiceabilityQuestion {
  pickup_postcode: string;
  delivery_postcode: string;
}

/**
 * courier/serviceability: the couriers that reach a PIN from the pickup PIN, their rates for the charged weight
 * and their delivery dates; `http` is the status to answer with. Each question is noted in `asked`.
 */
export function answerServiceability(
  query: Record<string, unknown>,
  now: () => number,
  asked: ServiceabilityQuestion[],
) {
  const errors: Record<string, string[]> = {};
  for (const field of ['pickup_postcode', 'delivery_postcode', 'weight']) {
    if (query[field] === undefined || query[field] === '') errors[field] = [`The ${human(field)} field is required.`];
  }
  // A return quote needs the parcel's value (published: "declared_value field is required in case you use this
  // parameter"); the wording of the refusal is ours [U].
  const isReturn = String(query.is_return) === '1';
  if (isReturn && (query.declared_value === undefined || query.declared_value === ''))
    errors.declared_value = ['The declared value field is required when is return is 1.'];
  if (Object.keys(errors).length > 0) return { http: 422, body: { message: INVALID, errors, status_code: 422 } };
  const from = String(query.pickup_postcode);
  const to = String(query.delivery_postcode);
  asked.push({ pickup_postcode: from, delivery_postcode: to });
  if (asked.length > 50) asked.shift();
  if (!PIN_RE.test(from) || !PIN_RE.test(to)) {
    return {
      http: 422,
      body: {
        message: INVALID,
        errors: { delivery_postcode: ['The delivery postcode must be 6 digits.'] },
        status_code: 422,
      },
    };
  }
  // Weight in kg, the box in cm (the API reference's units). A weight that is no positive number is refused,
  // as Shiprocket does; the wording is ours [U].
  const weight = Number(query.weight);
  if (!Number.isFinite(weight) || weight <= 0)
    return {
      http: 422,
      body: { message: INVALID, errors: { weight: ['The weight must be greater than 0.'] }, status_code: 422 },
    };
  const sides = ['length', 'breadth', 'height'].map((side) => Number(query[side]));
  // Couriers charge the larger of the dead weight and the volumetric weight (L x B x H / 5000), in 0.5 kg slabs.
  const volumetric = sides.every((cm) => Number.isFinite(cm) && cm > 0)
    ? (sides[0]! * sides[1]! * sides[2]!) / 5000
    : 0;
  const chargeWeight = Math.max(0.5, Math.ceil(Math.max(weight, volumetric) * 2) / 2);
  const wantsCod = String(query.cod) === '1';
  // 9xxxxx is the Army Postal Service: no courier goes there. North-east (79) and the islands (744) get
  // prepaid-only couriers, so the shop must hide cash on delivery there.
  if (to.startsWith('9'))
    return { http: 200, body: { status: 404, message: `Delivery postcode ${to} is not serviceable` } };
  const remote = to.startsWith('79') || to.startsWith('744');
  const days = zoneDays(from, to);
  const companies: CourierOption[] = COURIERS.filter((c) => (!remote || c.cod === 0) && (!wantsCod || c.cod === 1)).map(
    (c) => {
      const total = days + c.extraDays + (remote ? 2 : 0);
      return {
        courier_company_id: c.id,
        courier_name: c.name,
        rate: Math.round((c.base + c.perKg * chargeWeight) * (isReturn ? RETURN_RATE_FACTOR : 1) * 100) / 100,
        charge_weight: chargeWeight,
        cod: c.cod,
        etd: formatEtdDay(now() + total * 86_400_000),
        estimated_delivery_days: String(total),
      };
    },
  );
  if (companies.length === 0)
    return { http: 200, body: { status: 404, message: `Delivery postcode ${to} is not serviceable` } };
  const recommended = [...companies].sort(
    (a, b) => Number(a.estimated_delivery_days) - Number(b.estimated_delivery_days) || a.rate - b.rate,
  )[0]!;
  return {
    http: 200,
    body: {
      status: 200,
      data: {
        available_courier_companies: companies,
        recommended_courier_company_id: recommended.courier_company_id,
      },
    },
  };
}
