import { PERSONAL_DATA_ITEMS, PRIVACY_NOTICE_VERSION, type PersonalDataExport } from '@shop/shared/privacy';
import type { Db } from '../../db/client';
import { consentsForExport } from '../consents';
import { contactMessagesFrom } from '../contact';
import { orderIdsOf, ordersForExport } from '../orders';
import type { UserAccounts } from '../users';
import type { PrivacyServiceOptions } from './privacy.types';
import { nominationOf } from './nomination';

type Account = NonNullable<Awaited<ReturnType<UserAccounts['findById']>>>;

type LinkedModules = Pick<PrivacyServiceOptions, 'returns' | 'reviews' | 'wishlist' | 'deliveryIssues'>;

/** The returns, reviews and wishlist parts of "Download my data" (docs/decisions/111-personal-data-returns-reviews.md). */
async function linkedDataFor(tx: Db, { returns, reviews, wishlist, deliveryIssues }: LinkedModules, userId: string) {
  const written = await reviews.forExport(tx, userId);
  return {
    returns: await returns.forExport(tx, userId),
    reviews: written.reviews,
    helpfulVotes: written.helpfulVotes,
    wishlist: await wishlist.forExport(tx, userId),
    stockAlerts: await wishlist.stockAlertsForExport(tx, userId),
    deliveryAnswers: await deliveryIssues.forExport(tx, await orderIdsOf(tx, userId)),
  };
}

/**
 * Everything held about this customer, and nothing about anyone else, read in the caller's transaction: the
 * "Download my data" file (DPDP Act s.11), and the copy an erasure keeps for DPDP Rules 2025 r.8(3)
 * (docs/decisions/175-retention-and-purge.md).
 */
export async function personalDataOf(tx: Db, options: LinkedModules, user: Account): Promise<PersonalDataExport> {
  const userId = user.id;
  const orderList = await ordersForExport(tx, userId);
  const consentList = await consentsForExport(tx, userId);
  // Found by address: shown only once the account has proved it owns the address (decision 150).
  const messages = user.emailVerifiedAt ? await contactMessagesFrom(tx, user.email) : [];
  const addresses: PersonalDataExport['addresses'] = [];
  if (user.street || user.city || user.state || user.pincode) {
    addresses.push({
      source: 'profile',
      street: user.street,
      city: user.city,
      state: user.state,
      pincode: user.pincode,
    });
  }
  const seen = new Set<string>();
  for (const order of orderList) {
    const a = order.shippingAddress;
    const key = [a.name, a.phone, a.street, a.city, a.state, a.pincode].join('|').toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    addresses.push({
      source: `order ${order.orderNumber}`,
      name: a.name,
      phone: a.phone,
      street: a.street,
      city: a.city,
      state: a.state,
      pincode: a.pincode,
    });
  }
  return {
    exportedAt: new Date().toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    profile: {
      _id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      verifiedPhone: user.verifiedPhone,
      phoneVerifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
    },
    addresses,
    orders: orderList,
    consents: consentList,
    nomination: await nominationOf(tx, userId),
    contactMessages: messages,
    ...(await linkedDataFor(tx, options, userId)),
    whatWeHold: PERSONAL_DATA_ITEMS.map(({ key, label, purpose, retention }) => ({
      key,
      label,
      purpose,
      retention,
    })),
  };
}
