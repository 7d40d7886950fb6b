import type { FastifyInstance } from 'fastify';
import { routeKit, authUserOf } from '../../plugins/auth';
import { z } from 'zod';
import { userSchema } from '@shop/shared/schemas/auth';
import {
  USER_MESSAGES,
  messageResponseSchema,
  updateUserRoleSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
} from '@shop/shared/schemas/users';
import type { UsersService } from './users.service';
import { errorResponses } from '../../lib/error-schema';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().max(100) });

export interface UsersRoutesOptions {
  users: UsersService;
}

/** Admin user management (docs/product.md#api). Every route is for admins only. */
export async function usersRoutes(app: FastifyInstance, { users }: UsersRoutesOptions) {
  const { r, adminOnly, tags, security } = routeKit(app, 'users');

  // On request, before any body or query is read: an anonymous caller gets 401 and a customer 403.

  r.get(
    '/api/users',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listUsers',
        tags,
        security,
        summary: 'Users, searched by name or email, filtered by role, sorted and paged (8 a page)',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema.describe('One page of users'), ...errors },
      },
    },
    async (request) => users.list(request.query),
  );

  r.get(
    '/api/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getUser',
        summary: 'One user (admins only)',
        tags,
        security,
        params: idParams,
        response: { 200: userSchema.describe('The user'), ...errors },
      },
    },
    async (request) => users.get(request.params.id),
  );

  r.put(
    '/api/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateUserRole',
        tags,
        security,
        summary: "Change a user's role between user and admin",
        params: idParams,
        body: updateUserRoleSchema,
        response: { 200: userResponseSchema.describe('The updated user'), ...errors },
      },
    },
    async (request) => ({ user: await users.changeRole(authUserOf(request), request.params.id, request.body) }),
  );

  r.delete(
    '/api/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'deleteUser',
        summary: 'Delete a user (not yourself) and erase their personal data',
        tags,
        security,
        params: idParams,
        response: { 200: messageResponseSchema.describe('The user is deleted'), ...errors },
      },
    },
    async (request) => {
      await users.remove(authUserOf(request), request.params.id);
      return { message: USER_MESSAGES.userDeleted };
    },
  );
}
