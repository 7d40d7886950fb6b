/**
 * A module registered later in app-modules.ts, for the few real cycles between modules (each named in
 * docs/decisions/200-one-wiring-shape.md): the earlier module is given a function that reads it at call time,
 * never at registration. `get` throws until `provide` was called, so a broken order fails the first call
 * loudly instead of answering with a default; `assertProvided` lets the wiring check every one at start.
 */
export interface RegisteredLater<T> {
  get(): T;
  provide(value: T): void;
  assertProvided(): void;
}

export function registeredLater<T>(name: string): RegisteredLater<T> {
  let registered: { value: T } | null = null;
  const notYet = () => new Error(`the ${name} module is not registered yet`);
  return {
    get() {
      if (!registered) throw notYet();
      return registered.value;
    },
    provide(value) {
      if (registered) throw new Error(`the ${name} module is registered twice`);
      registered = { value };
    },
    assertProvided() {
      if (!registered) throw notYet();
    },
  };
}
