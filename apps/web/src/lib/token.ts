import { TOKEN_STORAGE_KEY } from '@shop/shared/constants';
import { readStorage, removeStorage, writeStorage } from './storage';

export function getToken(): string | null {
  const token = readStorage(TOKEN_STORAGE_KEY);
  return token ? token : null;
}

export function setToken(token: string): void {
  writeStorage(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  removeStorage(TOKEN_STORAGE_KEY);
}
