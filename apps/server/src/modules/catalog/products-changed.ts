/**
 * Tells a catalogue cache that a product changed (docs/decisions/082-page-cache.md), never failing the write:
 * a cache that cannot be told expires on its own.
 */
export function productChangeNotifier(onProductsChanged?: (productIds: readonly string[]) => unknown) {
  return (productId: string): void => {
    if (!onProductsChanged) return;
    try {
      void Promise.resolve(onProductsChanged([productId])).catch(() => undefined);
    } catch {
      // The write stands; the cache expires on its own.
    }
  };
}
