// The shipment row type, apart from the repositories that import it (no import circle, decision 199).
import type { shipments } from '../../db/schema';

export type ShipmentRecord = typeof shipments.$inferSelect;
