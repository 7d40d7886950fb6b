import type { ServiceabilityResult } from '@shop/shared/schemas/shipping';
import { describe, expect, it } from 'vitest';
import { isCheckablePincode } from '../api/check-serviceability';
import {
  COD_UNAVAILABLE_NOTE,
  describeDelivery,
  isOptionAvailable,
  paymentOptionsForDelivery,
  quoteOf,
  resolvePaymentMethod,
} from './delivery-check';
import { PAYMENT_OPTIONS } from './payment-options';

const served = (over: Partial<ServiceabilityResult> = {}): ServiceabilityResult => ({
  pincode: '560001',
  serviceable: true,
  codAvailable: true,
  deliveryDate: '2026-07-01',
  etd: 'Jul 01, 2026',
  estimatedDeliveryDays: 2,
  courierName: 'Delhivery Surface',
  message: 'Delivers by Wed, 1 Jul',
  ...over,
});

describe('isCheckablePincode', () => {
  it('takes six digits not starting with 0', () => {
    expect(isCheckablePincode('560001')).toBe(true);
    expect(isCheckablePincode(' 560001 ')).toBe(true);
    for (const value of ['', '56000', '5600011', '060001', '56000a', null, undefined]) {
      expect(isCheckablePincode(value)).toBe(false);
    }
  });
});

describe('describeDelivery', () => {
  it('is idle without a PIN, checking while it asks, and does not block when the check fails', () => {
    expect(describeDelivery(null, { isError: false }).status).toBe('idle');
    expect(describeDelivery('560001', { isError: false }).status).toBe('checking');
    const failed = describeDelivery('560001', { isError: true });
    expect(failed).toMatchObject({ status: 'unknown', codAvailable: true, blockingMessage: null });
  });

  it('blocks the order with the server message where couriers do not deliver', () => {
    const message = 'Sorry, we do not deliver to PIN code 900001 yet';
    const check = describeDelivery('900001', {
      isError: false,
      data: served({ pincode: '900001', serviceable: false, codAvailable: false, message }),
    });
    expect(check).toMatchObject({ status: 'unserviceable', blockingMessage: message, codAvailable: false });
  });

  it('passes on cash on delivery availability', () => {
    expect(describeDelivery('790001', { isError: false, data: served({ codAvailable: false }) })).toMatchObject({
      status: 'serviceable',
      codAvailable: false,
      blockingMessage: null,
    });
  });
});

describe('payment options for a delivery', () => {
  it('switches cash on delivery off with a note where it cannot be collected, and picks another method', () => {
    const options = paymentOptionsForDelivery(PAYMENT_OPTIONS, { status: 'serviceable', codAvailable: false });
    const cod = options.find((option) => option.value === 'cod');
    expect(cod).toMatchObject({ isAvailable: false, unavailableNote: COD_UNAVAILABLE_NOTE });
    expect(isOptionAvailable(options, 'cod')).toBe(false);
    expect(resolvePaymentMethod('cod', options)).toBe('razorpay');
    expect(resolvePaymentMethod('whatsapp', options)).toBe('whatsapp');
  });

  it('leaves the options alone otherwise', () => {
    for (const status of ['idle', 'checking', 'unknown'] as const) {
      expect(paymentOptionsForDelivery(PAYMENT_OPTIONS, { status, codAvailable: true })).toBe(PAYMENT_OPTIONS);
    }
    expect(paymentOptionsForDelivery(PAYMENT_OPTIONS, { status: 'serviceable', codAvailable: true })).toBe(
      PAYMENT_OPTIONS,
    );
    expect(resolvePaymentMethod('cod', PAYMENT_OPTIONS)).toBe('cod');
  });
});

describe('quoteOf', () => {
  it("keeps the courier's day for a serviceable PIN code, nothing otherwise", () => {
    expect(quoteOf(describeDelivery('560001', { data: served(), isError: false }))).toEqual({
      date: '2026-07-01',
      courierName: 'Delhivery Surface',
    });
    expect(quoteOf(describeDelivery('560001', { data: served({ courierName: null }), isError: false }))).toEqual({
      date: '2026-07-01',
    });
    expect(quoteOf(describeDelivery('560001', { data: served({ deliveryDate: null }), isError: false }))).toBe(
      undefined,
    );
    expect(quoteOf(describeDelivery('560001', { isError: true }))).toBe(undefined);
    const refused = served({ serviceable: false, codAvailable: false, deliveryDate: null });
    expect(quoteOf(describeDelivery('560001', { data: refused, isError: false }))).toBe(undefined);
  });
});
