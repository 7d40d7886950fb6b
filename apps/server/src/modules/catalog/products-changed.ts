/**
 * Tells a catalogue cache that a product changed (docs/decisions/082-page-cache.md), never failing the write:
 * a cache that cannot be told expires on its own.
 */
export function productChangeNotifier(onProductsChanged?: (productIds: readonly string[]) => unknown) {
  return (productId: string): void => productsChangeNotifier(onProductsChanged)([productId]);
}

/** The same for several products at once (a category's size chart changes every product page of it). */
export function productsChangeNotifier(onProductsChanged?: (productIds: readonly string[]) => unknown) {
  return (productIds: readonly string[]): void => {
    if (!onProductsChanged || productIds.length === 0) return;
    try {
      void Promise.resolve(onProductsChanged(productIds)).catch(() => undefined);
    } catch {
      // The write stands; the cache expires on its own.
    }
  };
}
