/** Our own status of a shipment row while the provider call that creates it is running. */
export const CREATING = 'creating';
export const CANCELLED = 'CANCELLED';
/**
 * Nothing more will happen to these: the poll leaves them alone. Besides delivered, cancelled and back with the
 * seller, a parcel lost, destroyed, damaged or disposed of, or cancelled by the courier, ends its shipment
 * (docs/decisions/166-every-shipment-status.md).
 */
export const FINAL_STATUSES = [
  'DELIVERED',
  CANCELLED,
  'RTO DELIVERED',
  'RTO ACKNOWLEDGED',
  'LOST',
  'DESTROYED',
  'DAMAGED',
  'DISPOSED OFF',
  'CANCELLED BEFORE DISPATCHED',
] as const;
