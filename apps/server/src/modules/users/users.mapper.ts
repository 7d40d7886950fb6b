import type { User } from '@shop/shared/schemas/auth';
import type { UserRecord } from './users.repository';

/** The API shape of a user (docs/product.md#data): never the password hash. */
export function toUserDto(user: UserRecord): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: { street: user.street, city: user.city, state: user.state, pincode: user.pincode },
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    language: user.language,
    // decision 240: the profile phone is verified while it is the number the account proved by a code.
    phoneVerified: user.verifiedPhone !== null && user.verifiedPhone === user.phone,
    createdAt: user.createdAt.toISOString(),
  };
}
