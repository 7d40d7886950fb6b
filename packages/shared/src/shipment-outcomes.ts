/**
 * Shiprocket status codes (sr-status) of a parcel the courier lost, destroyed, damaged or disposed of: the
 * shipment has ended and the admin may settle the order with "Open a claim / refund the customer"
 * (docs/decisions/166-every-shipment-status.md). The server's status table gives exactly these the stage "lost".
 */
export const LOST_PARCEL_STATUS_CODES: readonly number[] = [12, 24, 25, 44];

export const isLostParcelStatus = (code: number | null | undefined): boolean =>
  code != null && LOST_PARCEL_STATUS_CODES.includes(code);
