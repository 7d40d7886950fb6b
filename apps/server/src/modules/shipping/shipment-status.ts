/** Our own status of a shipment row while the provider call that creates it is running. */
export const CREATING = 'creating';
export const CANCELLED = 'CANCELLED';
/** Nothing more will happen to these: the poll leaves them alone. */
export const FINAL_STATUSES = ['DELIVERED', CANCELLED, 'RTO DELIVERED'] as const;
