import { describe, expect, it } from 'vitest';
import { serviceabilityReturnQuote } from '../../../test/fixtures/shiprocket-samples';
import { RETURN_RATE_FACTOR, answerServiceability } from './simulator-serviceability';

/*
 * The simulator's return quotes (`is_return=1`, decision 251): Shiprocket's serviceability parameter table says a
 * return quote needs `declared_value`; the simulator prices the return leg with its own factor.
 */

const now = () => Date.parse('2026-11-29T06:00:00Z');
const ask = (query: Record<string, unknown>) =>
  answerServiceability({ weight: '0.5', cod: '0', length: 20, breadth: 15, height: 10, ...query }, now, []);
const rates = (answer: ReturnType<typeof ask>) =>
  (answer.body as { data: { available_courier_companies: { courier_company_id: number; rate: number }[] } }).data
    .available_courier_companies;

describe('return quotes in the Shiprocket simulator', () => {
  it('refuses is_return=1 without the declared value, as the published table requires it', () => {
    const refused = ask({ pickup_postcode: '400050', delivery_postcode: '560001', is_return: '1' });
    expect(refused.http).toBe(422);
    expect(refused.body).toMatchObject({
      errors: { [serviceabilityReturnQuote.requires]: [expect.any(String)] },
      status_code: 422,
    });
  });

  it("answers a return quote with each courier's return rate", () => {
    const forward = rates(ask({ pickup_postcode: '560001', delivery_postcode: '400050' }));
    const back = ask({
      pickup_postcode: '560001',
      delivery_postcode: '400050',
      is_return: '1',
      declared_value: '1499',
    });
    expect(back.http).toBe(200);
    const returned = rates(back);
    expect(returned.map((c) => c.courier_company_id)).toEqual(forward.map((c) => c.courier_company_id));
    for (const [i, c] of returned.entries()) {
      expect(Math.abs(c.rate - forward[i]!.rate * RETURN_RATE_FACTOR)).toBeLessThanOrEqual(0.01);
    }
  });
});
