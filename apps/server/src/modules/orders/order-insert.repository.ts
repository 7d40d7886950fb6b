import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRowsPrepared } from '../../db/prepared-statements';
import { compareOrderItems } from './order-items.repository';
import type { NewOrderRow, OrderItemRecord, OrderWithItems } from './orders.types';

/** The checkout's single write. Callers inside a transaction pass the transaction as `db`. */
export function createOrderInsertRepository(db: Db) {
  return {
    /**
     * Writes a new order and its items in one statement (one round trip) and returns the order as stored.
     * Null, with nothing written, when this user already has an order under the same idempotency key
     * (ON CONFLICT on the (user_id, idempotency_key) unique index); on PostgreSQL a racing duplicate waits on
     * that index entry until the first transaction ends. Item ids are chosen by the caller, so only the
     * order's timestamps (the database clock) need to come back.
     */
    async insertOrderWithItems(order: NewOrderRow, items: OrderItemRecord[]): Promise<OrderWithItems | null> {
      const itemsJson = JSON.stringify(
        items.map((i) => ({
          id: i.id,
          product_id: i.productId,
          variant_id: i.variantId,
          variant_title: i.variantTitle,
          name: i.name,
          sku: i.sku,
          image: i.image,
          hsn: i.hsn,
          uqc: i.uqc,
          gst_rate_percent: i.gstRatePercent,
          unit_price_paise: i.unitPricePaise,
          mrp_paise: i.mrpPaise,
          quantity: i.quantity,
          discount_paise: i.discountPaise,
        })),
      );
      // Timestamps as epoch milliseconds (floored, as a Date holds them): both drivers return them alike.
      const [stored] = await queryRowsPrepared<{ created_ms: string; updated_ms: string }>(
        db,
        sql`with new_order as (
              insert into orders (id, user_id, customer_name, customer_email, status, payment_method,
                                  payment_status, subtotal_paise, shipping_fee_paise, total_paise, notes,
                                  shipping_address, idempotency_key, payment_expires_at, discount_paise, coupon_code,
                                  cod_confirm_by, whatsapp_opt_in, cod_fee_advance_paise, language)
              values (${order.id}, ${order.userId}, ${order.customerName}, ${order.customerEmail}, ${order.status},
                      ${order.paymentMethod}, ${order.paymentStatus}, ${order.subtotalPaise},
                      ${order.shippingFeePaise}, ${order.totalPaise}, ${order.notes},
                      ${JSON.stringify(order.shippingAddress)}::jsonb, ${order.idempotencyKey},
                      ${order.paymentExpiresAt?.toISOString() ?? null}::timestamptz, ${order.discountPaise},
                      ${order.couponCode}, ${order.codConfirmBy?.toISOString() ?? null}::timestamptz,
                        ${order.whatsappOptIn}, ${order.codFeeAdvancePaise ?? 0}, ${order.language})
              on conflict (user_id, idempotency_key) do nothing
              returning created_at, updated_at
            ),
            new_items as (
              insert into order_items (id, order_id, product_id, variant_id, variant_title, name, sku, image, hsn,
                                       uqc, gst_rate_percent, unit_price_paise, mrp_paise, quantity, discount_paise)
              select x.id, ${order.id}::uuid, x.product_id, x.variant_id, x.variant_title, x.name, x.sku, x.image,
                     x.hsn, x.uqc, x.gst_rate_percent, x.unit_price_paise, x.mrp_paise, x.quantity, x.discount_paise
                from jsonb_to_recordset(${itemsJson}::jsonb) as x(id uuid, product_id uuid, variant_id uuid,
                     variant_title text, name text, sku text,
                     image text, hsn text, uqc text, gst_rate_percent numeric, unit_price_paise int, mrp_paise int, quantity int,
                     discount_paise bigint)
               where exists (select 1 from new_order)
            )
            select floor(extract(epoch from created_at) * 1000)::text as created_ms,
                   floor(extract(epoch from updated_at) * 1000)::text as updated_ms
              from new_order`,
      );
      if (!stored) return null;
      return {
        ...order,
        trackingNumber: null,
        stockReleasedAt: null,
        personalDataErasedAt: null,
        retainUntil: null,
        personalDataPurgedAt: null,
        invoiceNumber: null,
        invoiceDate: null,
        buyerGstin: null,
        buyerLegalName: null,
        buyerAddress: null,
        packedAt: null,
        shippedAt: null,
        deliveredAt: null,
        cancelledAt: null,
        cancelReason: null,
        confirmedAt: null,
        confirmationRemindedAt: null,
        returnedAt: null,
        exchangeCreditPaise: 0,
        replacesOrderId: null,
        codFeeAdvancePaise: order.codFeeAdvancePaise ?? 0,
        codFeeAdvancePaidAt: null,
        createdAt: new Date(Number(stored.created_ms)),
        updatedAt: new Date(Number(stored.updated_ms)),
        items: [...items].sort(compareOrderItems),
      };
    },
  };
}
