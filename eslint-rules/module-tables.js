// Which tables (and sequences) of apps/server/src/db/schema.ts each server module may import
// (docs/decisions/022-module-boundaries.md, docs/decisions/198-module-front-doors.md). A module owns the tables
// in `owns`; `alsoImports` lists the documented exceptions, each with the reason it is allowed or a TODO.
// module-boundaries.unit.test.ts checks that every table of schema.ts has exactly one owner here.
export const tableOwners = {
  users: { owns: ['users'] },
  auth: {
    owns: ['passwordResetTokens', 'emailVerificationTokens', 'phoneCodes'],
    // TODO(issue 34): auth.repository.ts updates the password and token-version columns of users; move
    // those writes behind the users module's user-accounts service.
    alsoImports: ['users'],
  },
  catalog: {
    owns: [
      'products',
      'categories',
      'productOptions',
      'productVariants',
      'searchWords',
      'productCounts',
      'lowStockVariants',
    ],
  },
  orders: {
    owns: ['orders', 'orderItems', 'invoiceNumberSeq', 'documentSerials', 'creditNotes', 'orderSearchTexts'],
    // Stock is taken in the order's own transaction (decision 005).
    alsoImports: ['products'],
  },
  // Guarded updates of orders.payment_status in the payment's own transaction (decision 008).
  payments: { owns: ['payments'], alsoImports: ['orders'] },
  // webhook_events holds both providers' rows; db/webhook-events.ts records them for payments and shipping.
  shipping: { owns: ['shipments', 'webhookEvents', 'failedDeliveries', 'rtoOutcomes'] },
  notifications: {
    owns: ['emailOutbox'],
    // TODO(issue 34): outbox-enqueue.repository.ts reads the recipient's address from users; take it from
    // the users module's service instead.
    alsoImports: ['users'],
  },
  audit: { owns: ['auditLog'] },
  // The sales aggregates: the order triggers of migration 0066 append the deltas, admin folds and reads them;
  // the products added per day are Analytics' (decision 275).
  admin: {
    owns: [
      'productSales',
      'salesTotals',
      'dailyOrderSales',
      'hourlyOrderSales',
      'orderSalesDeltas',
      'dailyItemSales',
      'hourlyItemSales',
      'monthlyProductUnits',
      'itemSalesDeltas',
      'dailyProductsAdded',
    ],
  },
  contact: { owns: ['contactMessages', 'grievanceEvents', 'grievanceTicketSeq'] },
  settings: {
    owns: ['shopSettings'],
    // TODO(issue 34): go-live.ts reads users to find the demo accounts; ask the users module instead.
    alsoImports: ['users'],
  },
  consents: { owns: ['consents'] },
  privacy: { owns: ['nominations', 'retainedPersonalData'] },
  breaches: { owns: ['breachIncidents', 'breachAffectedUsers'] },
  returns: { owns: ['returnRequests', 'returnItems', 'returnEvidence', 'returnEvents'] },
  coupons: { owns: ['coupons', 'couponUsages'] },
  reviews: { owns: ['reviews', 'reviewVotes'] },
  wishlist: { owns: ['wishlistItems', 'stockAlerts'] },
  backup: { owns: [] },
  health: { owns: [] },
  'shop-config': { owns: [] },
  storefront: { owns: [] },
};
