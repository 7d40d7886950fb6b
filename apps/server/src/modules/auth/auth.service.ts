import { MESSAGES } from '@shop/shared/messages';
import type { LoginInput, ProfileUpdateInput, RegisterInput } from '@shop/shared/schemas/auth';
import { AppError, conflict, notFound, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { UserRecord, UsersRepository } from '../users/users.repository';

export function createAuthService(usersRepo: UsersRepository) {
  return {
    /** New accounts are always customers: the schema has no role, and none is passed here. */
    async register(input: RegisterInput): Promise<UserRecord> {
      const passwordHash = await hashPassword(input.password);
      const user = await usersRepo.insert({
        name: input.name,
        email: input.email.toLowerCase(),
        passwordHash,
        role: 'user',
      });
      if (!user) throw conflict(MESSAGES.emailTaken);
      return user;
    },

    async login(input: LoginInput): Promise<UserRecord> {
      const user = await usersRepo.findByEmail(input.email);
      const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !isValid) throw unauthorized(MESSAGES.invalidCredentials);
      return user;
    },

    async getProfile(userId: string): Promise<UserRecord> {
      const user = await usersRepo.findById(userId);
      if (!user) throw notFound('User not found');
      return user;
    },

    async updateProfile(userId: string, input: ProfileUpdateInput): Promise<UserRecord> {
      const user = await usersRepo.update(userId, {
        name: input.name,
        phone: input.phone,
        ...(input.address ?? {}),
      });
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
