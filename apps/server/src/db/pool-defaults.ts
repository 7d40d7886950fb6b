/**
 * PostgreSQL connections per server process (DB_POOL_SIZE) when the environment does not say. Eight, because a
 * shop's database usually shares a small machine with the shop: on two cores, eight connections placed 10-15% more
 * orders a second than twenty, with a fifth less PostgreSQL CPU an order, and four to eight measured alike
 * (docs/decisions/294-a-pool-the-cores-can-serve.md). A request that finds all eight busy waits in this process, where
 * waiting costs nothing, for at most DEFAULT_CONNECTION_WAIT_MS. Keep processes x pool size below max_connections.
 */
export const DEFAULT_POOL_SIZE = 8;

/**
 * A request that cannot get a connection within this time is answered 503 with Retry-After rather than left
 * queueing behind a saturated or slow database (docs/decisions/236-back-pressure.md).
 */
export const DEFAULT_CONNECTION_WAIT_MS = 3_000;
