/**
 * "An order was cancelled", announced by the orders module after the cancellation committed. Modules built
 * later subscribe to it (payments refunds a paid order), so app.ts wires them in the order they are created
 * instead of handing the orders service a reference to a module that does not exist yet.
 */
export interface OrderCancelledEvent {
  /** Runs every subscriber; one that fails is reported and does not stop the others. */
  emit(orderId: string): Promise<void>;
  subscribe(listener: (orderId: string) => unknown): void;
}

export function createOrderCancelledEvent(onError: (error: unknown, orderId: string) => void): OrderCancelledEvent {
  const listeners: ((orderId: string) => unknown)[] = [];
  return {
    async emit(orderId) {
      for (const listener of listeners) {
        try {
          await listener(orderId);
        } catch (error) {
          // The order is cancelled either way; whatever a subscriber could not do, its own module retries.
          onError(error, orderId);
        }
      }
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
}
