import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatIstSeconds } from './dates';
import { isObject, type ShiprocketSimulatorOptions } from './simulator-model';
import type { SimRouteContext } from './simulator-routing';

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

export function registerAuthRoutes(app: FastifyInstance, { sim, gate, noLimit }: SimRouteContext, email: string) {
  app.post('/auth/login', { config: noLimit }, async (request, reply) => {
    if (!(await gate('login', request, reply, false))) return reply;
    const body = isObject(request.body) ? request.body : {};
    const token = sim.login(body.email, body.password);
    if (!token) return reply.status(400).send({ message: 'Invalid email and password combination', status_code: 400 });
    return {
      id: 1,
      first_name: 'API',
      last_name: 'User',
      email,
      company_id: 1,
      created_at: formatIstSeconds(sim.now()),
      token,
    };
  });
}
