import { TOKEN_STORAGE_KEY } from '@shop/shared/constants';
import { readStorage, removeStorage, writeStorage } from './storage';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = readStorage(TOKEN_STORAGE_KEY);
  return token ? token : null;
}

export function setToken(token: string): void {
  writeStorage(TOKEN_STORAGE_KEY, token);
  notify();
}

export function clearToken(): void {
  removeStorage(TOKEN_STORAGE_KEY);
  notify();
}

/** For useSyncExternalStore: told when this tab signs in or out. */
export function subscribeToToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
