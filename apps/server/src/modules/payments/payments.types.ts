// The payments module's row types, apart from the repositories that import them (no import circle, decision 199).
import type { orders, payments } from '../../db/schema';

export type PaymentRecord = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
