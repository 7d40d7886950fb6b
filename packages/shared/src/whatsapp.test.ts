import { describe, expect, it } from 'vitest';
import { buildWhatsAppOrderMessage, buildWhatsAppUrl, normalizeWhatsAppNumber, type WhatsAppOrder } from './whatsapp';

const order: WhatsAppOrder = {
  orderNumber: 'B1C2D3E4',
  items: [
    { name: 'Sonora Rockwave 450 Wireless Bluetooth Headphones', quantity: 2, price: 1499 },
    { name: 'Cotton Kurta', quantity: 1, price: 799.5 },
  ],
  subtotal: 3797.5,
  shippingFee: 0,
  total: 3797.5,
  shippingAddress: {
    name: 'Rahul Sharma',
    phone: '9876543210',
    email: 'rahul@example.com',
    street: '221 Linking Road, Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
  },
};

describe('WhatsApp order message', () => {
  it('lists items with quantities and prices, totals, address and the order number', () => {
    const message = buildWhatsAppOrderMessage({ ...order, notes: 'Ring twice' }, { shopName: 'ShopKart' });
    expect(message).toContain('Hello ShopKart!');
    expect(message).toContain('Order No: B1C2D3E4');
    expect(message).toContain('1. Sonora Rockwave 450 Wireless Bluetooth Headphones x 2 @ ₹1,499.00 = ₹2,998.00');
    expect(message).toContain('2. Cotton Kurta x 1 @ ₹799.50 = ₹799.50');
    expect(message).toContain('Subtotal: ₹3,797.50');
    expect(message).toContain('Shipping: Free');
    expect(message).toContain('Total: ₹3,797.50');
    expect(message).toContain('221 Linking Road, Bandra West\nMumbai, Maharashtra - 400050\nPhone: 9876543210');
    expect(message).toContain('Notes: Ring twice');
  });

  it('shows a shipping fee when there is one, with en-IN grouping', () => {
    const message = buildWhatsAppOrderMessage({ ...order, subtotal: 123456, shippingFee: 100, total: 123556 });
    expect(message).toContain('Shipping: ₹100.00');
    expect(message).toContain('Total: ₹1,23,556.00');
  });

  it('summarises items that would make the link too long', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ name: `Product number ${i + 1} with a long name`, quantity: 1, price: 100 }));
    const message = buildWhatsAppOrderMessage({ ...order, items: many });
    expect(buildWhatsAppUrl('919876543210', message).length).toBeLessThan(2000);
    expect(message).toMatch(/\.\.\.and \d+ more items/);
    expect(message).toContain('Total: ₹3,797.50');
  });
});

describe('WhatsApp link', () => {
  it('encodes the message with encodeURIComponent (spaces as %20, not +)', () => {
    const url = buildWhatsAppUrl('919876543210', 'Hi there & total: ₹1,499.00\nthanks');
    expect(url).toBe(`https://wa.me/919876543210?text=${encodeURIComponent('Hi there & total: ₹1,499.00\nthanks')}`);
    expect(url).toContain('Hi%20there%20%26');
    expect(url).not.toContain('+');
  });

  it('normalises the number to digits with the country code', () => {
    expect(normalizeWhatsAppNumber('+91 98765-43210')).toBe('919876543210');
    expect(normalizeWhatsAppNumber('9876543210')).toBe('919876543210');
    expect(buildWhatsAppUrl('+91 98765 43210', 'x')).toBe('https://wa.me/919876543210?text=x');
  });

  it('round-trips the message through the URL', () => {
    const message = buildWhatsAppOrderMessage(order);
    const [base, query] = buildWhatsAppUrl('919876543210', message).split('?text=');
    expect(base).toBe('https://wa.me/919876543210');
    expect(decodeURIComponent(query ?? '')).toBe(message);
  });
});
