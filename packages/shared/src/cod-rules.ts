import { rupeesToPaise } from './money';
import { type Words, words } from './shopper-words';

/*
 * The shop's cash-on-delivery rules (issue 37, docs/decisions/228-cod-rules.md), set in Settings and applied
 * twice with the same words: at checkout, before the shopper picks a payment method (the COD option is
 * disabled with the reason), and by the server, which refuses a COD order that breaks one with a 400 naming it.
 */

export interface CodRules {
  /** The largest order total accepted for cash on delivery, whole rupees; 0: no limit of its own. */
  codMaxOrderValueRupees: number;
  /** PIN codes where the shop does not take cash (the "Turn off COD for this PIN code" button adds one). */
  codBlockedPincodes: readonly string[];
  /** States where the shop does not take cash. */
  codBlockedStates: readonly string[];
  /** Refuse COD to a buyer with this many returned-to-origin or unconfirmed-and-expired orders; 0: never. */
  codMaxFailedOrders: number;
  /** Cash only to a delivery phone the buyer verified by a one-time code (decision 240). */
  codRequireVerifiedPhone?: boolean;
}

export interface CodRuleFacts {
  pincode: string;
  state: string;
  /** The order's total with the COD fee, paise; absent when not known yet (the rule on value waits for it). */
  totalPaise?: number;
  /** The buyer's COD orders that came back (RTO) or expired unconfirmed. */
  failedCodOrders: number;
  /** Whether the delivery phone is the buyer's verified one; absent when the phone is not known yet. */
  phoneVerified?: boolean;
}

export type CodRule = 'max-value' | 'pincode' | 'state' | 'history' | 'phone-unverified';

/** ICU templates, worded in the shopper's language by the server (docs/decisions/203). */
export const COD_RULE_MESSAGES = {
  maxValue: 'Cash on delivery is available for orders up to {amount}. Please pay online.',
  pincode: 'Cash on delivery is not available for PIN code {pincode}. Please pay online.',
  state: 'Cash on delivery is not available in {state}. Please pay online.',
  phoneUnverified:
    'Cash on delivery needs a verified phone number: verify this delivery phone with a one-time code (below, or on your profile page), or pay online.',
  history:
    'Cash on delivery is not available for this account: {count, plural, one {# earlier cash-on-delivery order was} other {# earlier cash-on-delivery orders were}} returned or not confirmed. Please pay online.',
} as const;

/** The first rule this order breaks, with the shopper's message; null when cash on delivery is allowed. */
export function codRuleProblem(rules: CodRules, facts: CodRuleFacts): { rule: CodRule; message: Words } | null {
  const pincode = facts.pincode.trim();
  if (rules.codBlockedPincodes.includes(pincode))
    return { rule: 'pincode', message: words(COD_RULE_MESSAGES.pincode, { pincode }) };
  if (rules.codBlockedStates.includes(facts.state))
    return { rule: 'state', message: words(COD_RULE_MESSAGES.state, { state: facts.state }) };
  if (rules.codMaxFailedOrders > 0 && facts.failedCodOrders >= rules.codMaxFailedOrders)
    return { rule: 'history', message: words(COD_RULE_MESSAGES.history, { count: facts.failedCodOrders }) };
  if (rules.codRequireVerifiedPhone && facts.phoneVerified === false)
    return { rule: 'phone-unverified', message: words(COD_RULE_MESSAGES.phoneUnverified) };
  const maxPaise = rupeesToPaise(rules.codMaxOrderValueRupees);
  if (maxPaise > 0 && facts.totalPaise !== undefined && facts.totalPaise > maxPaise)
    return { rule: 'max-value', message: words(COD_RULE_MESSAGES.maxValue, { amount: { paise: maxPaise } }) };
  return null;
}
