/**
 * localStorage access that is safe on the server (no window), in private browsing modes that throw,
 * and when the quota is full. Never call these at module top level.
 */
function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    getStorage()?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs persistence; the app keeps working in memory.
  }
}

export function removeStorage(key: string): void {
  try {
    getStorage()?.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

/** Parses a JSON entry; anything unreadable counts as absent. */
export function readJsonStorage(key: string): unknown {
  const raw = readStorage(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
