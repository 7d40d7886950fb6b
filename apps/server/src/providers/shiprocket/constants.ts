/** Shiprocket's API root (docs/providers.md). */
export const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in/v1/external';

/** Where the embedded default mounts the simulator inside the shop's own server. */
export const SIMULATOR_MOUNT_PATH = '/sim/shiprocket';

/**
 * The fixed credentials of the embedded default (no SHIPROCKET_EMAIL): only the in-process simulator takes
 * them, and it answers only callers on this machine.
 */
export const SIM_DEV_CREDENTIALS = { email: 'api-user@shopkart.local', password: 'shopkart-sim-password' } as const;
