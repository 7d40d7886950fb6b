import { z } from 'zod';
import { FAILED_DELIVERY_STATES } from '../failed-delivery';

/** The answer given to a failed delivery, as the pages show it. */
export const deliveryIssueAnswerSchema = z.object({
  action: z.enum(['reattempt', 'change-phone', 'change-address', 'cancel']),
  date: z.string().nullable(),
  phone: z.string().nullable(),
  addressLine: z.string().nullable(),
  landmark: z.string().nullable(),
  by: z.enum(['buyer', 'merchant']),
  at: z.string(),
});

/** A failed delivery as the buyer's page shows it (`GET /api/delivery-issues/:orderId?token=`). */
export const deliveryIssueSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  state: z.enum(FAILED_DELIVERY_STATES),
  stateText: z.string(),
  reason: z.string(),
  attempts: z.number().int(),
  firstAttemptAt: z.string(),
  lastAttemptAt: z.string(),
  paymentMethod: z.string(),
  canCancel: z.boolean(),
  reattemptDates: z.array(z.string()),
  answer: deliveryIssueAnswerSchema.nullable(),
  problem: z.string().nullable(),
  delivery: z.object({ phoneEnding: z.string(), addressLine: z.string(), city: z.string(), pincode: z.string() }),
});
export type DeliveryIssue = z.infer<typeof deliveryIssueSchema>;

/** One row of the admin's failed-delivery queue. */
export const adminDeliveryIssueSchema = deliveryIssueSchema.extend({
  id: z.string(),
  customerName: z.string(),
  awbCode: z.string().nullable(),
  courierName: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  ageHours: z.number(),
});
export type AdminDeliveryIssue = z.infer<typeof adminDeliveryIssueSchema>;
export const adminDeliveryIssuesSchema = z.object({ issues: z.array(adminDeliveryIssueSchema) });

const rtoGroupSchema = z.object({ key: z.string(), shipped: z.number(), rto: z.number(), ratePercent: z.number() });
export type RtoGroup = z.infer<typeof rtoGroupSchema>;

/** The admin's RTO report (`GET /api/admin/rto-report`). */
export const rtoReportSchema = z.object({
  from: z.string(),
  shipped: z.number(),
  rto: z.number(),
  ratePercent: z.number(),
  costPaise: z.number(),
  withoutCost: z.number(),
  /** Returns whose return freight is assumed equal to the forward one: the courier's return quote failed (decision 251). */
  returnFreightAssumed: z.number(),
  groups: z.object({
    pincode: z.array(rtoGroupSchema),
    state: z.array(rtoGroupSchema),
    courier: z.array(rtoGroupSchema),
    paymentMethod: z.array(rtoGroupSchema),
    product: z.array(rtoGroupSchema),
    customer: z.array(rtoGroupSchema),
  }),
  weeks: z.array(rtoGroupSchema),
});
export type RtoReport = z.infer<typeof rtoReportSchema>;
export const rtoReportQuerySchema = z.object({ weeks: z.coerce.number().int().min(1).max(52).default(12) });
