import type { FastifyInstance } from 'fastify';
import { formatIstSeconds } from './dates';
import { isObject } from './simulator-model';
import type { SimRouteContext } from './simulator-routing';

/** The simulated login: apart from the token store (simulator-auth.ts), which the state builds. */
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
