import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../lib/format';
import { loadTranslator } from '../../../lib/i18n/i18n';
import { deliveryLine } from './product-extras';

const english = await loadTranslator('en');
const hindi = await loadTranslator('hi');

const answer = {
  pincode: '560001',
  serviceable: true,
  codAvailable: true,
  deliveryDate: '2026-12-04',
  etd: 'Dec 04, 2026',
  estimatedDeliveryDays: 6,
  courierName: 'Delhivery Surface',
  message: 'Delivers by Fri, 4 Dec',
};

describe('the PIN check line (docs/decisions/211-pin-check-on-the-product-page.md)', () => {
  it('names the day in the Indian order, the PIN and cash on delivery', () => {
    expect(deliveryLine(answer, english)).toBe('Delivery by Fri, 4 Dec to 560001 · COD available');
    expect(deliveryLine({ ...answer, codAvailable: false }, english)).toBe(
      'Delivery by Fri, 4 Dec to 560001 · COD not available',
    );
  });

  it('says when there is no date, and when the PIN is not served', () => {
    expect(deliveryLine({ ...answer, deliveryDate: null }, english)).toBe('We deliver to 560001 · COD available');
    expect(deliveryLine({ ...answer, serviceable: false, codAvailable: false, deliveryDate: null }, english)).toBe(
      'We do not deliver to 560001 yet',
    );
  });

  it('names the day in Hindi on a Hindi page (decision 262)', () => {
    expect(deliveryLine(answer, hindi)).toContain('शुक्र, 4 दिस॰');
    expect(deliveryLine(answer, hindi)).toContain('560001');
  });

  it("keeps formatDay's long form by default and takes other parts when asked", () => {
    expect(formatDay('2026-12-04')).toBe('4 December 2026');
    expect(formatDay('2026-12-04', { weekday: 'short', day: 'numeric', month: 'short' })).toBe('Fri, 4 Dec');
    expect(formatDay('04/12/2026')).toBe('');
  });
});
