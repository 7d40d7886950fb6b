import { describe, expect, it } from 'vitest';
import { errorBodySchema, orderSchema, paymentSchema, refundSchema } from '../src/providers/razorpay/client';
import {
  adhocOrderAnswerSchema,
  awbAnswerSchema,
  labelAnswerSchema,
  manifestAnswerSchema,
  ordersSearchAnswerSchema,
  pickupAnswerSchema,
  serviceabilityAnswerSchema,
} from '../src/providers/shiprocket/answer-schemas';
import { createShiprocketClient } from '../src/providers/shiprocket/client';
import { startShiprocketSimulator } from '../src/providers/shiprocket/simulator';
import { SIM_DEV_CREDENTIALS } from '../src/providers/shiprocket/constants';
import { webhookStatusCode, snapshotFromWebhook } from '../src/modules/shipping/tracking.mapper';
import { buildAdhocOrderPayload } from '../src/modules/shipping/shiprocket-payload';
import * as razorpay from './fixtures/razorpay-samples';
import * as shiprocket from './fixtures/shiprocket-samples';
import { simulatorApi, simulatorPoster } from './helpers/shiprocket-sim';

/*
 * The providers' published samples (test/fixtures, each with its source) against our parsers and simulators: if
 * Razorpay or Shiprocket documents a shape our code no longer reads, or our simulator refuses a documented
 * request, a test here fails.
 */

describe('Razorpay samples parse with the client schemas', () => {
  it('payment, refund, error and webhook payment entities', () => {
    expect(paymentSchema.parse(razorpay.capturedPayment)).toMatchObject({ status: 'captured', amount: 1000 });
    expect(refundSchema.parse(razorpay.refund)).toMatchObject({ status: 'processed', payment_id: 'pay_FgR9UMzgmKDJRi' });
    expect(errorBodySchema.parse(razorpay.errorBody).error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'amount' });
    expect(errorBodySchema.parse(razorpay.refundRefusedErrorBody).error).toMatchObject({ code: 'BAD_REQUEST_ERROR' });
    const entity = razorpay.paymentAuthorizedWebhook.payload.payment.entity;
    expect(paymentSchema.parse(entity)).toMatchObject({ status: 'authorized', order_id: 'order_DESlLckIVRkHWj' });
    expect(razorpay.captureRequest).toEqual({ amount: expect.any(Number), currency: 'INR' });
  });

  it('an order entity as our simulator answers it matches the schema too (no drift between the two)', () => {
    expect(
      orderSchema.safeParse({ id: 'order_1', entity: 'order', amount: 100, currency: 'INR', status: 'created' }).success,
    ).toBe(true);
  });
});

describe('Shiprocket samples parse with the client schemas', () => {
  it('create, AWB, pickup, label, manifest and order search answers', () => {
    expect(adhocOrderAnswerSchema.parse(shiprocket.adhocCreated)).toMatchObject({ order_id: 16161616, shipment_id: 15151515 });
    expect(awbAnswerSchema.parse(shiprocket.awbAssigned).response?.data).toMatchObject({
      awb_code: '321055706540',
      courier_name: 'Amazon Surface',
    });
    expect(pickupAnswerSchema.parse(shiprocket.pickupGenerated)).toMatchObject({
      pickup_status: 1,
      response: { pickup_scheduled_date: '2021-12-10 12:39:54' },
    });
    expect(labelAnswerSchema.parse(shiprocket.labelCreated).label_url).toMatch(/\.pdf$/);
    expect(labelAnswerSchema.parse(shiprocket.labelNotCreated).label_created).toBe(0);
    expect(manifestAnswerSchema.parse(shiprocket.manifestGenerated).manifest_url).toMatch(/\.pdf$/);
    expect(manifestAnswerSchema.parse(shiprocket.manifestPrinted).manifest_url).toMatch(/\.pdf$/);
    const found = ordersSearchAnswerSchema.parse(shiprocket.ordersSearch).data[0]!;
    expect(found).toMatchObject({ id: 16178831, channel_order_id: '224-4779888' });
  });

  it("maps the published tracking webhook by shipment_status_id (18, IN TRANSIT), not current_status_id (20)", () => {
    expect(shiprocket.trackingWebhook.current_status_id).not.toBe(shiprocket.trackingWebhook.shipment_status_id);
    expect(webhookStatusCode(shiprocket.trackingWebhook)).toBe(18);
    const snapshot = snapshotFromWebhook(shiprocket.trackingWebhook);
    expect(snapshot.srStatus).toBe(18);
    expect(snapshot.statusLabel).toBe('IN TRANSIT');
  });

  it('our adhoc payload has the documented required fields, and the simulator accepts the documented request', async () => {
    const required = [
      'order_id', 'order_date', 'pickup_location', 'billing_customer_name', 'billing_address', 'billing_city',
      'billing_pincode', 'billing_state', 'billing_country', 'billing_email', 'billing_phone', 'shipping_is_billing',
      'order_items', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight',
    ];
    const ours = buildAdhocOrderPayload(
      {
        id: '0b6c2f9e-5f1a-4c55-9d51-1a2b3c4d5e6f',
        createdAt: new Date('2026-11-25T05:00:00Z'),
        customerEmail: 'a@example.com',
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        subtotalPaise: 900_00,
        discountPaise: 0,
        shippingFeePaise: 0,
        shippingAddress: { name: 'Naruto Uzumaki', phone: '9876543210', street: 'Leaf Village', city: 'New Delhi', state: 'Delhi', pincode: '110002', email: '' },
        items: [{ name: 'Kunai', sku: 'chakra123', productId: null, quantity: 1, unitPricePaise: 900_00, discountPaise: 0, gstRatePercent: 18, hsn: '441122' }],
      } as never,
      { length: 10, breadth: 10, height: 10, weight: 0.5 },
      'Home',
    );
    for (const field of required) expect(ours, field).toHaveProperty(field);
    expect(Object.keys(shiprocket.adhocRequest)).toEqual(expect.arrayContaining(required));

    const sim = await startShiprocketSimulator({ stepMs: 0 });
    try {
      const post = await simulatorPoster(sim.url, 'orders/create/adhoc');
      const created = await post(shiprocket.adhocRequest);
      expect(created.status).toBe(200);
      expect(adhocOrderAnswerSchema.parse(created.body)).toMatchObject({ status: 'NEW', status_code: 1 });
      const ourCreate = await post(ours);
      expect(ourCreate.status).toBe(200);
      const missing = await post({ ...shiprocket.adhocRequest, order_id: undefined });
      expect(missing.status).toBe(422);
      expect(missing.body).toEqual(shiprocket.adhocInvalid);
    } finally {
      await sim.close();
    }
  });

  it('the published serviceability answer parses, and ours sends weight (kg), the box (cm) and the value', async () => {
    const published = serviceabilityAnswerSchema.parse(shiprocket.serviceabilityAnswer);
    expect(published.data.recommended_courier_company_id).toBe(43);
    expect(published.data.available_courier_companies.map((c) => [c.courier_company_id, c.rate])).toEqual([
      [43, 54],
      [225, 123.9],
    ]);
    expect(serviceabilityAnswerSchema.safeParse(shiprocket.serviceabilityNotFound).success).toBe(false);

    const sim = await startShiprocketSimulator({ stepMs: 0 });
    try {
      const client = createShiprocketClient({ baseUrl: sim.url, ...SIM_DEV_CREDENTIALS, timeoutMs: 2000 });
      const query = { pickupPincode: '560001', deliveryPincode: '175019', cod: false, declaredValue: 900 };
      const light = await client.checkServiceability({ ...query, weightKg: 1.2, dimensionsCm: { length: 10, breadth: 10, height: 10 } });
      // A 40 x 40 x 40 cm box is charged by its volume, 12.8 kg: the box reached Shiprocket's query.
      const bulky = await client.checkServiceability({ ...query, weightKg: 1.2, dimensionsCm: { length: 40, breadth: 40, height: 40 } });
      const first = (answer: typeof light) => answer.data?.available_courier_companies?.[0] ?? { rate: 0, charge_weight: 0 };
      expect(serviceabilityAnswerSchema.parse(light)).toBeTruthy();
      expect(first(light).charge_weight).toBe(1.5);
      expect(first(bulky).charge_weight).toBe(13);
      expect(first(bulky).rate).toBeGreaterThan(first(light).rate);
    } finally {
      await sim.close();
    }
  });

  it('the simulator refuses as the published samples do: a pickup for an unknown shipment, a second manifest', async () => {
    const sim = await startShiprocketSimulator({ stepMs: 0 });
    try {
      const api = (path: string, body: unknown) => simulatorApi(sim.url, 'POST', path, body);
      expect(await api('courier/generate/pickup', { shipment_id: [987654321] })).toEqual({
        status: 400,
        body: shiprocket.pickupInvalid,
      });

      const created = await api('orders/create/adhoc', shiprocket.adhocRequest);
      const shipmentId = created.body.shipment_id as number;
      expect((await api('courier/assign/awb', { shipment_id: shipmentId })).body.awb_assign_status).toBe(1);
      expect((await api('courier/generate/pickup', { shipment_id: [shipmentId] })).body.pickup_status).toBe(1);
      expect((await api('manifests/generate', { shipment_id: [shipmentId] })).status).toBe(200);
      // The client reads this answer as "already manifested: print it" (client-documents.ts).
      expect(await api('manifests/generate', { shipment_id: [shipmentId] })).toEqual({
        status: 400,
        body: { ...shiprocket.manifestAlreadyGenerated, already_manifested_shipment_ids: [shipmentId] },
      });
    } finally {
      await sim.close();
    }
  });
});
