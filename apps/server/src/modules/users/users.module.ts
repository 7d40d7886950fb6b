import type { FastifyInstance } from 'fastify';
import { usersRoutes } from './users.routes';
import { createUsersService, type UsersServiceOptions } from './users.service';

/**
 * The admin's user management (roles, deletion through the privacy module's erasure, CSV export). Registered
 * after the privacy module, whose erasure the admin's Delete of a user goes through. Returns the service,
 * which the admin overview reads.
 */
export async function registerUsers(app: FastifyInstance, options: UsersServiceOptions) {
  const users = createUsersService(options);
  await app.register(usersRoutes, { users });
  return users;
}
