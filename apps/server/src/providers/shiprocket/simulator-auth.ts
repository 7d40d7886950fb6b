import { randomBytes } from 'node:crypto';
import type { ShiprocketSimulatorOptions } from './simulator-model';

/** The account's API user: a login with its email and password gets a bearer token that lasts `tokenTtlMs`. */
export function createSimTokens(options: ShiprocketSimulatorOptions, now: () => number) {
  const tokenTtl = options.tokenTtlMs ?? 10 * 86_400_000;
  const tokens = new Map<string, number>();
  let logins = 0;
  function login(email: unknown, password: unknown): string | null {
    if (email !== options.email || password !== options.password) return null;
    logins += 1;
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, now());
    return token;
  }
  function isTokenValid(header: string | undefined): boolean {
    const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    const issued = m?.[1] ? tokens.get(m[1]) : undefined;
    return issued !== undefined && now() - issued < tokenTtl;
  }
  const expireTokens = () => tokens.clear();
  return {
    login,
    isTokenValid,
    expireTokens,
    logins: () => logins,
    reset() {
      tokens.clear();
      logins = 0;
    },
  };
}
