import { describe, expect, it } from 'vitest';
import {
  orderStateLabel,
  paymentMethodLabel,
  paymentStateLabel,
  shipmentStatusLabel,
  type OrderStateFacts,
} from './status-words';

const order = (over: Partial<OrderStateFacts>): OrderStateFacts => ({
  status: 'pending',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  ...over,
});

describe('orderStateLabel', () => {
  it('never calls a paid or cash-on-delivery order "Pending"', () => {
    expect(orderStateLabel(order({ paymentMethod: 'razorpay', paymentStatus: 'paid' }))).toBe('Confirmed');
    expect(orderStateLabel(order({}))).toBe('Confirmed');
    expect(orderStateLabel(order({ paymentMethod: 'razorpay' }))).toBe('Awaiting payment');
  });

  it('keeps a WhatsApp order awaiting the shop until it confirms', () => {
    expect(orderStateLabel(order({ paymentMethod: 'whatsapp' }))).toBe('Awaiting confirmation');
    expect(orderStateLabel(order({ paymentMethod: 'whatsapp', confirmedAt: '2026-11-28T10:00:00Z' }))).toBe(
      'Confirmed',
    );
  });

  it('names the later statuses and a parcel returned to the seller', () => {
    expect(orderStateLabel(order({ status: 'packed' }))).toBe('Packed');
    expect(orderStateLabel(order({ status: 'shipped' }))).toBe('Shipped');
    expect(orderStateLabel(order({ status: 'delivered' }))).toBe('Delivered');
    expect(orderStateLabel(order({ status: 'cancelled' }))).toBe('Cancelled');
    expect(orderStateLabel(order({ status: 'cancelled', returnedAt: '2026-11-28T10:00:00Z' }))).toBe(
      'Returned to seller',
    );
  });
});

describe('paymentStateLabel', () => {
  it('names the payment by how the order is paid', () => {
    expect(paymentStateLabel(order({ paymentMethod: 'razorpay', paymentStatus: 'paid' }))).toBe('Paid');
    expect(paymentStateLabel(order({ paymentMethod: 'razorpay' }))).toBe('Awaiting payment');
    expect(paymentStateLabel(order({ paymentMethod: 'razorpay', status: 'cancelled' }))).toBe('Not paid');
    expect(paymentStateLabel(order({}))).toBe('Pay on delivery');
    expect(paymentStateLabel(order({ paymentMethod: 'whatsapp' }))).toBe('As agreed on WhatsApp');
    expect(paymentStateLabel(order({ paymentStatus: 'refunded' }))).toBe('Refunded');
    expect(paymentStateLabel(order({ paymentMethod: 'razorpay', paymentStatus: 'failed' }))).toBe('Payment failed');
  });

  it('names payment methods, and an unknown one as it is', () => {
    expect(paymentMethodLabel('cod')).toBe('Cash on Delivery');
    expect(paymentMethodLabel('razorpay')).toBe('Online Payment');
    expect(paymentMethodLabel(null)).toBe('Not specified');
  });
});

describe('shipmentStatusLabel', () => {
  it("writes a courier's status in sentence case", () => {
    expect(shipmentStatusLabel('IN TRANSIT')).toBe('In transit');
    expect(shipmentStatusLabel('OUT_FOR_DELIVERY')).toBe('Out for delivery');
    expect(shipmentStatusLabel('picked up')).toBe('Picked up');
    expect(shipmentStatusLabel('RTO Delivered')).toBe('RTO delivered');
    expect(shipmentStatusLabel('')).toBe('Status unknown');
    expect(shipmentStatusLabel(null)).toBe('Status unknown');
  });
});
