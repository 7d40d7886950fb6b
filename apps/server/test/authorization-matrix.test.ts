import { randomUUID } from 'node:crypto';
import { asc, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, reviews, users } from '../src/db/schema';
import { listApiRoutes } from './helpers/api-routes';
import { placeOrder, mumbaiAddress } from './helpers/factories';
import { startTestApp, type TestApp } from './helpers/test-app';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

/**
 * Authorisation matrix: every API route x {anonymous, customer, other customer, admin}.
 * The table below must name every `METHOD /api/...` route the app registers: a new route without an entry
 * fails the first test with its name. Mutating routes get bodies that validation rejects (nothing changes) or
 * act on throwaway data created here.
 *
 * Expectations: a number is the exact status; 'ok' is any 2xx; 'allowed' is "got past authorisation":
 * < 500 and neither 401 nor 403 (e.g. 400 for an empty body, 404 for a made-up id, 409 for a state conflict).
 */
type Role = 'anonymous' | 'customer' | 'other' | 'admin';
type Expect = number | 'ok' | 'allowed';
interface Entry {
  /** Concrete path with real ids; defaults to the route path. */
  path?: () => string;
  body?: unknown;
  /** Body for the anonymous caller when it differs (e.g. a valid body, to prove auth and not validation answers). */
  anonymousBody?: unknown;
  expect: Record<Role, Expect>;
}

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
const ids = {
  product: '',
  customer: '',
  throwawayUser: '',
  order: '',
  throwawayOrder: '',
  missing: randomUUID(),
};

const ADMIN_ONLY = { anonymous: 401, customer: 403, other: 403, admin: 'ok' } as const;
const ADMIN_ONLY_BAD_BODY = { anonymous: 401, customer: 403, other: 403, admin: 400 } as const;
const PUBLIC_OK = { anonymous: 'ok', customer: 'ok', other: 'ok', admin: 'ok' } as const;
const SIGNED_IN_OK = { anonymous: 401, customer: 'ok', other: 'ok', admin: 'ok' } as const;
const SIGNED_IN_BAD_BODY = { anonymous: 401, customer: 400, other: 400, admin: 400 } as const;
const VALIDATION_FOR_ALL = { anonymous: 400, customer: 400, other: 400, admin: 400 } as const;
/** The first customer's order: the owner and admins see it, the other customer gets 404 as if it did not exist. */
const OWN_ORDER = { anonymous: 401, customer: 'ok', other: 404, admin: 'ok' } as const;

const REPORT_RANGE = 'startDate=2026-01-01&endDate=2026-01-31';

const table: Record<string, Entry> = {
  // Public
  'GET /api/health': { expect: PUBLIC_OK },
  'GET /api/public-config': { expect: PUBLIC_OK },
  'GET /api/shop': { expect: PUBLIC_OK },
  'GET /api/products': { expect: PUBLIC_OK },
  'GET /api/products/categories/list': { expect: PUBLIC_OK },
  'GET /api/products/:id': { path: () => `/api/products/${ids.product}`, expect: PUBLIC_OK },
  'GET /api/products/suggest': { path: () => '/api/products/suggest?q=head', expect: PUBLIC_OK },
  'GET /api/products/facets': { path: () => '/api/products/facets?category=Electronics', expect: PUBLIC_OK },
  'POST /api/coupons/apply': { body: {}, expect: SIGNED_IN_BAD_BODY },
  'GET /api/admin/coupons': { expect: ADMIN_ONLY },
  'POST /api/admin/coupons': { body: {}, expect: ADMIN_ONLY_BAD_BODY },
  'PUT /api/admin/coupons/:id': {
    path: () => `/api/admin/coupons/${ids.missing}`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'POST /api/contact': { body: {}, expect: VALIDATION_FOR_ALL },
  'POST /api/grievances': { body: {}, expect: VALIDATION_FOR_ALL },
  'POST /api/grievances/status': { body: {}, expect: VALIDATION_FOR_ALL },
  // The buyer's COD confirmation link (decision 227): no sign-in, the token decides; a wrong one is a 404 for all.
  'POST /api/cod-confirmations/:id': {
    path: () => `/api/cod-confirmations/${ids.order}`,
    body: { token: 'not-the-token-of-this-order' },
    expect: { anonymous: 404, customer: 404, other: 404, admin: 404 },
  },
  'POST /api/cod-confirmations/:id/confirm': {
    path: () => `/api/cod-confirmations/${ids.order}/confirm`,
    body: { token: 'not-the-token-of-this-order' },
    expect: { anonymous: 404, customer: 404, other: 404, admin: 404 },
  },
  'POST /api/cod-confirmations/:id/cancel': {
    path: () => `/api/cod-confirmations/${ids.order}/cancel`,
    body: { token: 'not-the-token-of-this-order' },
    expect: { anonymous: 404, customer: 404, other: 404, admin: 404 },
  },
  'PUT /api/cod-confirmations/:id/address': {
    path: () => `/api/cod-confirmations/${ids.order}/address`,
    body: {},
    expect: VALIDATION_FOR_ALL,
  },
  'GET /api/shiprocket/track-public/:id': {
    path: () => `/api/shiprocket/track-public/${ids.missing}`,
    expect: { anonymous: 404, customer: 404, other: 404, admin: 404 },
  },
  // Order ids are not tracking numbers: only the order's owner or an admin may track by order id.
  'GET /api/shiprocket/track/:id': {
    path: () => `/api/shiprocket/track/${ids.order}`,
    expect: { anonymous: 404, customer: 'allowed', other: 404, admin: 'allowed' },
  },

  // Accounts
  'POST /api/auth/register': { body: {}, expect: VALIDATION_FOR_ALL },
  'POST /api/auth/login': { body: {}, expect: VALIDATION_FOR_ALL },
  'POST /api/auth/forgot-password': { body: {}, expect: VALIDATION_FOR_ALL },
  'POST /api/auth/reset-password': { body: {}, expect: VALIDATION_FOR_ALL },
  'GET /api/auth/me': { expect: SIGNED_IN_OK },
  'PUT /api/auth/profile': { body: {}, expect: SIGNED_IN_BAD_BODY },
  'PUT /api/auth/language': { body: {}, expect: SIGNED_IN_BAD_BODY },
  'POST /api/auth/change-password': { body: {}, expect: SIGNED_IN_BAD_BODY },
  // Email verification (docs/decisions/150-email-verification.md): the link works signed out; a new one is
  // for the signed-in account only (a verified account is told so, an unverified one gets a link).
  'POST /api/auth/verify-email': { body: {}, expect: VALIDATION_FOR_ALL },
  'POST /api/auth/resend-verification': { body: {}, expect: SIGNED_IN_OK },
  // Phone codes (docs/decisions/240-verified-phone-numbers.md): verifying is for the signed-in account; sign-in
  // by code is for anybody (the code decides); an empty body is refused before anything is sent.
  'GET /api/auth/phone/channels': { expect: PUBLIC_OK },
  'POST /api/auth/phone/code': { body: {}, expect: SIGNED_IN_BAD_BODY },
  'POST /api/auth/phone/verify': { body: {}, expect: SIGNED_IN_BAD_BODY },
  'POST /api/auth/code/request': { body: {}, expect: VALIDATION_FOR_ALL },
  'POST /api/auth/code/sign-in': { body: {}, expect: VALIDATION_FOR_ALL },
  // Personal data (docs/decisions/110-personal-data.md): a customer's own data; an empty body deletes nothing.
  'GET /api/account/my-data': { expect: SIGNED_IN_OK },
  'POST /api/account/delete': { body: {}, expect: SIGNED_IN_BAD_BODY },
  // Consent at checkout and nomination (docs/decisions/189, 190): the signed-in account's own; nobody has a
  // nominee here, so a withdrawal finds none.
  'GET /api/account/consents': { expect: SIGNED_IN_OK },
  'GET /api/account/nomination': { expect: SIGNED_IN_OK },
  'PUT /api/account/nomination': { body: {}, expect: SIGNED_IN_BAD_BODY },
  'DELETE /api/account/nomination': { expect: { anonymous: 401, customer: 404, other: 404, admin: 404 } },

  // Orders and payments
  'POST /api/orders': { body: {}, expect: SIGNED_IN_BAD_BODY },
  'GET /api/orders': { expect: ADMIN_ONLY },
  'GET /api/orders/my-orders': { expect: SIGNED_IN_OK },
  'GET /api/orders/cod-availability': {
    path: () => '/api/orders/cod-availability?pincode=400050&state=Maharashtra',
    expect: SIGNED_IN_OK,
  },
  'GET /api/orders/:id': { path: () => `/api/orders/${ids.order}`, expect: OWN_ORDER },
  'GET /api/orders/:id/payment': { path: () => `/api/orders/${ids.order}/payment`, expect: OWN_ORDER },
  // Returns (issue 18): the owner and admins read them; a request needs the multipart form (400 without it).
  'GET /api/orders/:id/returns': { path: () => `/api/orders/${ids.order}/returns`, expect: OWN_ORDER },
  'POST /api/orders/:id/returns': {
    path: () => `/api/orders/${ids.order}/returns`,
    body: {},
    // The order and its eligibility are checked before the body is read (decision 155): a stranger's or the
    // admin's request finds no order of theirs, the owner's undelivered order cannot be returned yet.
    expect: { anonymous: 401, customer: 409, other: 404, admin: 404 },
  },
  // Evidence photos are served to the order's customer and the admins only (decision 155); an unknown photo is a 404.
  'GET /api/returns/:id/evidence/:evidenceId': {
    path: () => `/api/returns/${ids.order}/evidence/00000000-0000-4000-8000-000000000000`,
    expect: { anonymous: 401, customer: 404, other: 404, admin: 404 },
  },
  'GET /api/admin/returns': { expect: ADMIN_ONLY },
  'GET /api/admin/breaches': { expect: ADMIN_ONLY },
  'POST /api/admin/breaches': { body: {}, expect: ADMIN_ONLY_BAD_BODY },
  'GET /api/admin/breaches/:id': {
    path: () => `/api/admin/breaches/${ids.missing}`,
    expect: { ...ADMIN_ONLY, admin: 404 },
  },
  'POST /api/admin/breaches/:id/notify': {
    path: () => `/api/admin/breaches/${ids.missing}/notify`,
    expect: { ...ADMIN_ONLY, admin: 404 },
  },
  'POST /api/admin/breaches/:id/board-reported': {
    path: () => `/api/admin/breaches/${ids.missing}/board-reported`,
    expect: { ...ADMIN_ONLY, admin: 404 },
  },
  'POST /api/admin/orders/:id/returns': {
    path: () => `/api/admin/orders/${ids.missing}/returns`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'GET /api/admin/returns/:id': {
    path: () => `/api/admin/returns/${ids.missing}`,
    expect: { ...ADMIN_ONLY, admin: 404 },
  },
  'POST /api/admin/returns/:id/decision': {
    path: () => `/api/admin/returns/${ids.missing}/decision`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'POST /api/admin/returns/:id/track': {
    path: () => `/api/admin/returns/${ids.missing}/track`,
    expect: { ...ADMIN_ONLY, admin: 404 },
  },
  'POST /api/admin/returns/:id/received': {
    path: () => `/api/admin/returns/${ids.missing}/received`,
    body: {},
    expect: { ...ADMIN_ONLY, admin: 404 },
  },
  'POST /api/admin/returns/:id/refund': {
    path: () => `/api/admin/returns/${ids.missing}/refund`,
    expect: { ...ADMIN_ONLY, admin: 404 },
  },
  'POST /api/admin/returns/:id/payout-paid': {
    path: () => `/api/admin/returns/${ids.missing}/payout-paid`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  // Not delivered yet, so no invoice (409) for those who may see the order; 404 for the other customer.
  'GET /api/orders/:id/invoice': {
    path: () => `/api/orders/${ids.order}/invoice`,
    expect: { anonymous: 401, customer: 'allowed', other: 404, admin: 'allowed' },
  },
  // Roles run in the order anonymous, other, customer, admin: the owner cancels the throwaway order, the admin
  // then finds it already cancelled (409).
  'POST /api/orders/:id/cancel': {
    path: () => `/api/orders/${ids.throwawayOrder}/cancel`,
    expect: { anonymous: 401, other: 404, customer: 200, admin: 'allowed' },
  },
  'PUT /api/orders/:id/status': {
    path: () => `/api/orders/${ids.order}/status`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'POST /api/orders/:id/send-update': {
    path: () => `/api/orders/${ids.missing}/send-update`,
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'POST /api/orders/:id/admin-cancel': {
    path: () => `/api/orders/${ids.order}/admin-cancel`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'POST /api/orders/:id/confirm': {
    path: () => `/api/orders/${ids.missing}/confirm`,
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'POST /api/orders/create-payment': { body: {}, expect: SIGNED_IN_BAD_BODY },
  'POST /api/orders/verify-payment': { body: {}, expect: SIGNED_IN_BAD_BODY },
  // Webhooks authenticate the sender by signature / key, not by bearer token.
  'POST /api/webhooks/razorpay': { body: {}, expect: VALIDATION_FOR_ALL },
  // Meta's WhatsApp webhook (decision 229): the handshake needs our verify token, a POST the app secret's signature.
  'GET /api/webhooks/whatsapp': { expect: { anonymous: 403, customer: 403, other: 403, admin: 403 } },
  'POST /api/webhooks/whatsapp': { body: {}, expect: { anonymous: 401, customer: 401, other: 401, admin: 401 } },
  'POST /api/shiprocket/webhook': { body: {}, expect: { anonymous: 401, customer: 401, other: 401, admin: 401 } },
  'POST /api/webhooks/courier-tracking': {
    body: {},
    expect: { anonymous: 401, customer: 401, other: 401, admin: 401 },
  },

  // Shipping
  'POST /api/shiprocket/create-order': { body: {}, expect: ADMIN_ONLY_BAD_BODY },
  'POST /api/shiprocket/cancel/:id': {
    path: () => `/api/shiprocket/cancel/${ids.missing}`,
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'POST /api/shiprocket/lost-parcel/:id': {
    path: () => `/api/shiprocket/lost-parcel/${ids.missing}`,
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  // Issue 37: the buyer's failed-delivery page answers only its signed link (none here: 403 for everyone).
  'GET /api/delivery-issues/:orderId': {
    path: () => `/api/delivery-issues/${ids.order}`,
    expect: { anonymous: 403, customer: 403, other: 403, admin: 403 },
  },
  'POST /api/delivery-issues/:orderId/answer': {
    path: () => `/api/delivery-issues/${ids.order}/answer`,
    body: {},
    expect: VALIDATION_FOR_ALL,
  },
  'GET /api/admin/deliveries': { expect: ADMIN_ONLY },
  'POST /api/admin/deliveries/:id/answer': {
    path: () => `/api/admin/deliveries/${ids.missing}/answer`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'GET /api/admin/rto-report': { expect: ADMIN_ONLY },
  'GET /api/shiprocket/couriers/:id': {
    path: () => `/api/shiprocket/couriers/${ids.missing}`,
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'GET /api/shiprocket/label/:id': {
    path: () => `/api/shiprocket/label/${ids.missing}`,
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'GET /api/shiprocket/manifest/:id': {
    path: () => `/api/shiprocket/manifest/${ids.missing}`,
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'POST /api/shiprocket/labels': { body: {}, expect: ADMIN_ONLY_BAD_BODY },
  'POST /api/shiprocket/serviceability': { body: {}, expect: SIGNED_IN_BAD_BODY },
  'POST /api/shiprocket/calculate-shipping': { body: {}, expect: SIGNED_IN_BAD_BODY },

  // Catalogue administration
  'POST /api/products': { body: {}, expect: { ...ADMIN_ONLY, admin: 'allowed' } },
  'PUT /api/products/:id': {
    path: () => `/api/products/${ids.product}`,
    body: {},
    expect: { ...ADMIN_ONLY, admin: 'allowed' },
  },
  'DELETE /api/products/:id': {
    path: () => `/api/products/${ids.missing}`,
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'GET /api/admin/products': { expect: ADMIN_ONLY },
  // Shopify product CSV (decision 224).
  'GET /api/admin/products/export.csv': { expect: ADMIN_ONLY },
  'POST /api/admin/products/import': { body: {}, expect: ADMIN_ONLY_BAD_BODY },
  // Options and variants (decision 217): an empty body is refused with 400 only once the caller is an admin.
  'GET /api/admin/products/:id/variants': {
    path: () => `/api/admin/products/${ids.product}/variants`,
    expect: ADMIN_ONLY,
  },
  'PUT /api/admin/products/:id/options': {
    path: () => `/api/admin/products/${ids.product}/options`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'PATCH /api/admin/products/:id/variants': {
    path: () => `/api/admin/products/${ids.product}/variants`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'PUT /api/admin/products/:id/gst-rule': {
    path: () => `/api/admin/products/${ids.product}/gst-rule`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  // Size charts (decision 254): the product page reads them; admins write them.
  'GET /api/products/:id/size-chart': { path: () => `/api/products/${ids.product}/size-chart`, expect: PUBLIC_OK },
  'GET /api/admin/products/:id/size-chart': {
    path: () => `/api/admin/products/${ids.product}/size-chart`,
    expect: ADMIN_ONLY,
  },
  'PUT /api/admin/products/:id/size-chart': {
    path: () => `/api/admin/products/${ids.product}/size-chart`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'PUT /api/admin/categories/:id/size-chart': {
    path: () => `/api/admin/categories/${ids.missing}/size-chart`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },

  // Users
  'GET /api/users': { expect: ADMIN_ONLY },
  'GET /api/users/:id': { path: () => `/api/users/${ids.customer}`, expect: ADMIN_ONLY },
  // A customer cannot make themselves admin.
  'PUT /api/users/:id': {
    path: () => `/api/users/${ids.customer}`,
    body: {},
    anonymousBody: { role: 'admin' },
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'DELETE /api/users/:id': { path: () => `/api/users/${ids.throwawayUser}`, expect: { ...ADMIN_ONLY, admin: 200 } },
  'POST /api/users/bulk-email': { body: {}, expect: ADMIN_ONLY_BAD_BODY },
  'POST /api/users/:id/send-email': {
    path: () => `/api/users/${ids.customer}/send-email`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },

  // Admin area
  'GET /api/admin/stats': { expect: ADMIN_ONLY },
  // Issue 35: one Overview (decision 213), backups (214), the shop's logo (215).
  'GET /api/admin/overview': { expect: ADMIN_ONLY },
  'GET /api/admin/backups': { expect: ADMIN_ONLY },
  'GET /api/admin/backups/:fileName/download': {
    path: () => '/api/admin/backups/no-such-backup.tar.gz/download',
    expect: { ...ADMIN_ONLY, admin: 'allowed' },
  },
  // The logo is a multipart form: 400 for an admin without it.
  'POST /api/admin/settings/logo': { body: {}, expect: ADMIN_ONLY_BAD_BODY },
  'GET /api/admin/settings': { expect: ADMIN_ONLY },
  // Issue 19: reviews (decision 130) and the wishlist (132).
  'GET /api/products/:id/reviews': { path: () => `/api/products/${ids.product}/reviews`, expect: PUBLIC_OK },
  'GET /api/products/:id/reviews/mine': {
    path: () => `/api/products/${ids.product}/reviews/mine`,
    expect: SIGNED_IN_OK,
  },
  // Nobody here has a delivered order of the product: 403 for all signed-in callers, admins included.
  'POST /api/products/:id/reviews': {
    path: () => `/api/products/${ids.product}/reviews`,
    body: { rating: 5, title: 'Great', body: 'Great.' },
    expect: { anonymous: 401, customer: 403, other: 403, admin: 403 },
  },
  'PUT /api/products/:id/reviews/mine': {
    path: () => `/api/products/${ids.product}/reviews/mine`,
    body: { rating: 5, title: 'Great', body: 'Great.' },
    expect: { anonymous: 401, customer: 404, other: 404, admin: 404 },
  },
  'POST /api/reviews/:id/helpful': {
    path: () => `/api/reviews/${ids.missing}/helpful`,
    expect: { anonymous: 401, customer: 404, other: 404, admin: 404 },
  },
  'GET /api/admin/reviews': { expect: ADMIN_ONLY },
  'PUT /api/admin/reviews/:id/hide': {
    path: () => `/api/admin/reviews/${ids.missing}/hide`,
    body: {},
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'PUT /api/admin/reviews/:id/restore': {
    path: () => `/api/admin/reviews/${ids.missing}/restore`,
    body: {},
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'GET /api/wishlist': { expect: SIGNED_IN_OK },
  'PUT /api/wishlist/:productId': { path: () => `/api/wishlist/${ids.product}`, expect: SIGNED_IN_OK },
  'DELETE /api/wishlist/:productId': { path: () => `/api/wishlist/${ids.product}`, expect: SIGNED_IN_OK },
  // Issue 35: the product page's PIN check (decision 211) and "Notify me" (212) are public.
  'GET /api/shiprocket/delivery-estimate': {
    path: () => '/api/shiprocket/delivery-estimate?pincode=560001',
    expect: PUBLIC_OK,
  },
  'POST /api/wishlist/stock-alerts': { body: {}, expect: VALIDATION_FOR_ALL },
  'POST /api/wishlist/merge': { body: {}, anonymousBody: { productIds: [] }, expect: SIGNED_IN_BAD_BODY },
  'PUT /api/admin/settings': { body: {}, expect: { anonymous: 401, customer: 403, other: 403, admin: 422 } },
  'POST /api/admin/settings/cod-blocked-pincodes': { body: {}, expect: ADMIN_ONLY_BAD_BODY },
  'GET /api/admin/analytics/sales': { expect: ADMIN_ONLY },
  'GET /api/admin/audit-log': { expect: ADMIN_ONLY },
  'GET /api/admin/reports/sales': { path: () => `/api/admin/reports/sales?${REPORT_RANGE}`, expect: ADMIN_ONLY },
  'GET /api/admin/reports/sales-pdf': {
    path: () => `/api/admin/reports/sales-pdf?${REPORT_RANGE}`,
    expect: ADMIN_ONLY,
  },
  'GET /api/admin/export/orders': { expect: ADMIN_ONLY },
  'GET /api/admin/export/users': { expect: ADMIN_ONLY },
  'GET /api/admin/outbox': { expect: ADMIN_ONLY },
  'GET /api/admin/backups/latest': { expect: ADMIN_ONLY },
  'GET /api/admin/gst/gstr1': { path: () => '/api/admin/gst/gstr1?month=2026-05', expect: ADMIN_ONLY },
  'GET /api/admin/gst/gstr1/:sheet': { path: () => '/api/admin/gst/gstr1/b2cs?month=2026-05', expect: ADMIN_ONLY },
  'GET /api/admin/gst/gstr1.json': { path: () => '/api/admin/gst/gstr1.json?month=2026-05', expect: ADMIN_ONLY },
  'GET /api/admin/gst/reconciliation': {
    path: () => '/api/admin/gst/reconciliation?month=2026-05',
    expect: ADMIN_ONLY,
  },
  'GET /api/orders/:id/gst': {
    path: () => `/api/orders/${ids.order}/gst`,
    expect: { anonymous: 401, customer: 'allowed', other: 404, admin: 'allowed' },
  },
  'GET /api/orders/:id/credit-note': {
    path: () => `/api/orders/${ids.order}/credit-note`,
    expect: { anonymous: 401, customer: 'allowed', other: 404, admin: 'allowed' },
  },
  'GET /api/admin/inbox': { expect: ADMIN_ONLY },
  'GET /api/admin/inbox/unread-count': { expect: ADMIN_ONLY },
  'GET /api/admin/inbox/:id': {
    path: () => `/api/admin/inbox/${ids.missing}`,
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'PUT /api/admin/inbox/:id/handled': {
    path: () => `/api/admin/inbox/${ids.missing}/handled`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'POST /api/admin/inbox/:id/resolve': {
    path: () => `/api/admin/inbox/${ids.missing}/resolve`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
  'POST /api/admin/inbox/:id/reopen': {
    path: () => `/api/admin/inbox/${ids.missing}/reopen`,
    body: {},
    expect: { anonymous: 401, customer: 403, other: 403, admin: 404 },
  },
  'POST /api/admin/inbox/:id/reply': {
    path: () => `/api/admin/inbox/${ids.missing}/reply`,
    body: {},
    expect: ADMIN_ONLY_BAD_BODY,
  },
};

const ROLE_ORDER: Role[] = ['anonymous', 'other', 'customer', 'admin'];

function matches(status: number, expected: Expect): boolean {
  if (expected === 'ok') return status >= 200 && status < 300;
  if (expected === 'allowed') return status < 500 && status !== 401 && status !== 403;
  return status === expected;
}

const address = { ...mumbaiAddress, name: 'Matrix Customer', email: 'matrix@example.com' };

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = await t.login('admin@example.com', 'admin123');
  tokens.customer = await t.login('user@example.com', 'user123');
  const other = await t.request('/api/auth/register', {
    method: 'POST',
    json: {
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      name: 'Other Customer',
      email: 'other-matrix@example.com',
      password: 'secret1',
    },
  });
  tokens.other = other.body.token;
  const throwaway = await t.request('/api/auth/register', {
    method: 'POST',
    json: {
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      name: 'Throwaway',
      email: 'throwaway-matrix@example.com',
      password: 'secret1',
    },
  });
  ids.throwawayUser = throwaway.body.user._id ?? throwaway.body.user.id;
  const [customer] = await t.database.db.select().from(users).where(eq(users.email, 'user@example.com'));
  ids.customer = customer!.id;
  const product = await productTheCustomerNeverBought(ids.customer);
  await t.database.db.update(products).set({ stock: 100 }).where(eq(products.id, product.id));
  ids.product = product.id;
  const oneUnit = { token: tokens.customer, product: ids.product, shippingAddress: address };
  ids.order = (await placeOrder(t, oneUnit))._id;
  ids.throwawayOrder = (await placeOrder(t, oneUnit))._id;
});

/**
 * The review rows expect "nobody here bought it": the demo customer has delivered demo orders and reviews,
 * so an arbitrary first row (PostgreSQL and PGlite return different ones) may be a product they reviewed.
 */
async function productTheCustomerNeverBought(customerId: string) {
  const { db } = t.database;
  const bought = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.userId, customerId));
  const reviewed = await db
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.userId, customerId));
  const taken = new Set([...bought, ...reviewed].map((row) => row.productId));
  const live = await db.select().from(products).where(isNull(products.deletedAt)).orderBy(asc(products.sku));
  const product = live.find((row) => !taken.has(row.id));
  if (!product) throw new Error('the demo catalogue has no product the demo customer never bought');
  return product;
}

afterAll(async () => {
  await t?.close();
});

describe('authorisation matrix', () => {
  it('has an entry for every registered API route (and none for routes that are gone)', () => {
    const registered = listApiRoutes(t.app);
    expect(registered.length).toBeGreaterThan(40);
    const missing = registered.filter((route) => !(route in table));
    const stale = Object.keys(table).filter((route) => !registered.includes(route));
    expect(missing, 'routes without an authorisation-matrix entry').toEqual([]);
    expect(stale, 'matrix entries for routes that no longer exist').toEqual([]);
  });

  // ~2.5 s alone; a loaded CI machine took over 30 s (an upper bound, not a timing).
  it('answers every route x role with the expected status', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    for (const [route, entry] of Object.entries(table)) {
      const [method, pattern] = route.split(' ') as [string, string];
      const path = entry.path ? entry.path() : pattern;
      for (const role of ROLE_ORDER) {
        const body = role === 'anonymous' && entry.anonymousBody !== undefined ? entry.anonymousBody : entry.body;
        const res = await t.request(path, {
          method,
          token: tokens[role as Exclude<Role, 'anonymous'>],
          ...(body !== undefined ? { json: body } : {}),
        });
        const expected = entry.expect[role];
        if (!matches(res.status, expected)) {
          failures.push(`${route} as ${role}: expected ${expected}, got ${res.status} ${res.text.slice(0, 120)}`);
        }
        if (res.status === 401 || res.status === 403 || res.status === 404) {
          if (typeof res.body?.message !== 'string')
            failures.push(`${route} as ${role}: ${res.status} without a JSON message`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses forged tokens: wrong secret, admin role claimed by a customer, no signature', async () => {
    const forged = await new SignJWT({ role: 'admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ids.customer)
      .setIssuer('shopkart')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    expect((await t.request('/api/users', { token: forged })).status).toBe(401);

    // The role comes from the user row, not the token: a customer's real token with a tampered payload fails.
    const [header, , signature] = tokens.customer!.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: ids.customer, role: 'admin', tv: 0, iss: 'shopkart' })).toString(
      'base64url',
    );
    expect((await t.request('/api/users', { token: `${header}.${payload}.${signature}` })).status).toBe(401);

    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await t.request('/api/users', { token: none })).status).toBe(401);
    expect((await t.request('/api/users', { headers: { authorization: 'Basic YWRtaW46YWRtaW4xMjM=' } })).status).toBe(
      401,
    );
  });
});
