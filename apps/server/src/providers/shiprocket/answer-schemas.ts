import { z } from 'zod';

/*
 * The shape of each Shiprocket answer, as far as the shop relies on it (docs/providers.md). Loose objects: Shiprocket
 * adds fields over time and that must not break us; a missing or mistyped field we use must, as a typed
 * 'invalid-answer' error, never as a crash further on.
 */

/** Shiprocket ids arrive as numbers or numeric strings. */
const providerId = z.union([z.number(), z.string().min(1)]);
const text = z.string().nullish();

export const loginAnswerSchema = z.looseObject({ token: z.string().min(1) });

export const adhocOrderAnswerSchema = z.looseObject({
  order_id: providerId,
  shipment_id: providerId,
  status: z.string().nullish(),
  status_code: z.number().nullish(),
  awb_code: z.union([z.string(), z.number()]).nullish(),
  courier_company_id: providerId.nullish(),
  courier_name: text,
});

/** `orders/create/return` 200: {order_id, shipment_id, status: 'RETURN PENDING', status_code: 21, company_name}. */
export const returnOrderAnswerSchema = z.looseObject({
  order_id: providerId,
  shipment_id: providerId,
  status: z.string().nullish(),
  status_code: z.number().nullish(),
});

export const awbAnswerSchema = z.looseObject({
  awb_assign_status: z.coerce.number(),
  message: text,
  response: z
    .looseObject({
      data: z
        .looseObject({
          awb_code: z.union([z.string(), z.number()]).nullish(),
          courier_company_id: providerId.nullish(),
          courier_name: text,
          awb_assign_error: text,
        })
        .nullish(),
    })
    .nullish(),
});

const activitySchema = z.looseObject({
  date: z.string(),
  status: text,
  activity: text,
  location: text,
  'sr-status': z.union([z.string(), z.number()]).nullish(),
  'sr-status-label': text,
});

const shipmentTrackSchema = z.looseObject({
  awb_code: z.union([z.string(), z.number()]).nullish(),
  shipment_id: providerId.nullish(),
  current_status: text,
  origin: text,
  destination: text,
  courier_name: text,
  edd: text,
  delivered_date: text,
});

export const trackingDataSchema = z.looseObject({
  track_status: z.coerce.number(),
  shipment_status: z.union([z.number(), z.string()]).nullish(),
  shipment_track: z.array(shipmentTrackSchema).nullish(),
  shipment_track_activities: z.array(activitySchema).nullish(),
  track_url: text,
  etd: text,
  error: text,
});

const courierSchema = z.looseObject({
  courier_company_id: z.coerce.number(),
  courier_name: z.string(),
  rate: z.coerce.number(),
  cod: z.coerce.number(),
  etd: text.transform((v) => v ?? ''),
  estimated_delivery_days: z.union([z.string(), z.number()]).transform(String),
});

/** A serviceable answer: the couriers are what the shop reads, so they must be there. */
export const serviceabilityAnswerSchema = z.looseObject({
  status: z.number().optional(),
  message: z.string().optional(),
  data: z.looseObject({
    available_courier_companies: z.array(courierSchema),
    recommended_courier_company_id: z.coerce.number().nullish(),
  }),
});

/** Cancel answers 204, or 200 with a message [U]; anything else is not an answer we understand. */
export const cancelAnswerSchema = z.union([
  z.null(),
  z.looseObject({ message: z.string() }),
  z.looseObject({ status_code: z.number() }),
  z.looseObject({ status: z.number() }),
]);

/** courier/generate/pickup: `pickup_status` 1 with the date the courier comes. */
export const pickupAnswerSchema = z.looseObject({
  pickup_status: z.coerce.number(),
  response: z
    .looseObject({
      pickup_scheduled_date: text,
      pickup_token_number: z.union([z.string(), z.number()]).nullish(),
      data: z.unknown().optional(),
    })
    .nullish(),
});

/** courier/generate/label: `label_created` 1 with a PDF link, or 0 with the shipments it could not do. */
export const labelAnswerSchema = z.looseObject({
  label_created: z.coerce.number(),
  label_url: text,
  response: text,
  not_created: z.array(z.unknown()).nullish(),
});

/** manifests/generate and manifests/print: a PDF link ('' when there is none). */
export const manifestAnswerSchema = z.looseObject({
  status: z.coerce.number().nullish(),
  manifest_url: z.string().nullish(),
});

/** GET orders?search=: the orders matching an AWB or our channel order id, each with its shipments. */
export const ordersSearchAnswerSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id: providerId,
      channel_order_id: z.union([z.string(), z.number()]).transform(String),
      status: text,
      shipments: z
        .union([
          z.array(z.looseObject({ id: providerId, awb: z.union([z.string(), z.number()]).nullish() })),
          z.looseObject({ id: providerId, awb: z.union([z.string(), z.number()]).nullish() }),
        ])
        .nullish(),
    }),
  ),
});

/** One row of `GET ndr/all` / `GET ndr/{awb}` (the published NDR collection's sample). */
const ndrRowSchema = z.looseObject({
  shipment_id: providerId,
  awb_code: z.union([z.string().min(1), z.number()]),
  reason: z.string().nullish(),
  attempts: z.number().nullish(),
  ndr_raised_at: z.string().nullish(),
  courier: text,
  payment_method: text,
  history: z
    .array(
      z.looseObject({
        ndr_reason: z.string().nullish(),
        ndr_attempt: z.number().nullish(),
        ndr_raised_at: z.string().nullish(),
        comment: z.string().nullish(),
      }),
    )
    .nullish(),
});

export const ndrListAnswerSchema = z.looseObject({
  data: z.array(ndrRowSchema),
  meta: z.looseObject({ pagination: z.looseObject({ total_pages: z.number().nullish() }).nullish() }).nullish(),
});

/** `POST ndr/{awb}/action` 202: {status: "Data Updated Sucessfully"} (sic). */
export const ndrActionAnswerSchema = z.looseObject({ status: z.string().min(1) });
