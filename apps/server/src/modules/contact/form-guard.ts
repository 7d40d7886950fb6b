import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  challengeText,
  FORM_CHALLENGE_MESSAGES,
  leadingZeroBits,
  type FormChallenge,
  type ProofOfWork,
} from '@shop/shared/form-challenge';
import { AppError } from '../../lib/errors';
import type { FormCounters } from './form-counters';

/**
 * The guard of the open forms (contact, grievance) against being used as a relay or a flood
 * (docs/decisions/160-grievance-relay-guard.md):
 * - the first few submissions a day from an address, or naming an email, need nothing; after that the form
 *   must carry a solved proof of work, one more zero bit for each further submission naming that email;
 * - acknowledgement mails are capped per recipient and per sending address (they hold only the ticket and
 *   the shop's text anyway, so a capped one costs the complainant nothing: the form's answer acknowledges).
 */
export const FORM_GUARD = {
  windowMs: 24 * 3_600_000,
  freePerAddress: 3,
  freePerEmail: 3,
  acknowledgementsPerRecipient: 3,
  acknowledgementsPerAddress: 10,
  /** About 16,000 SHA-256 on average: a few hundred milliseconds in a phone's browser. */
  baseBits: 14,
  /** About 260,000 digests: seconds on a phone, for the seventh form a day naming one email. */
  maxBits: 18,
  challengeTtlMs: 10 * 60_000,
} as const;

export type OpenForm = 'contact' | 'grievance';

export interface FormGuardOptions {
  /** Signs challenges and keys the counters (derived from the server's JWT secret: every process agrees). */
  secret: string;
  counters: FormCounters;
  now?: () => number;
}

const base64url = (buf: Buffer) => buf.toString('base64url');

export function createFormGuard({ secret, counters, now = Date.now }: FormGuardOptions) {
  const key = createHmac('sha256', secret).update('shop-form-guard').digest();
  const sign = (text: string) => base64url(createHmac('sha256', key).update(text).digest());
  /** Counter keys: a keyed hash, so neither Redis nor memory holds an address or an email. */
  const counterKey = (kind: string, value: string) =>
    `${kind}:${base64url(createHmac('sha256', key).update(value.trim().toLowerCase()).digest()).slice(0, 32)}`;
  const submittedFrom = (ip: string) => counterKey('sub-ip', ip);
  const submittedFor = (email: string) => counterKey('sub-email', email);

  async function requiredBits(ip: string, email: string): Promise<number> {
    const [fromAddress, forEmail] = await Promise.all([
      counters.read(submittedFrom(ip)),
      counters.read(submittedFor(email)),
    ]);
    const overAddress = fromAddress - FORM_GUARD.freePerAddress;
    const overEmail = forEmail - FORM_GUARD.freePerEmail;
    if (overAddress < 0 && overEmail < 0) return 0;
    // Harder only for one email named again and again: many shoppers may share an address (carrier NAT).
    return Math.min(FORM_GUARD.maxBits, FORM_GUARD.baseBits + Math.max(0, overEmail));
  }

  function issue(form: OpenForm, bits: number): FormChallenge {
    const body = ['v1', form, String(now() + FORM_GUARD.challengeTtlMs), String(bits), base64url(randomBytes(12))].join(
      '.',
    );
    return { token: `${body}.${sign(body)}`, bits };
  }

  /** Whether the proof answers a challenge this server issued for this form, unexpired, hard enough, unused. */
  async function isSolved(form: OpenForm, proof: ProofOfWork, bits: number): Promise<boolean> {
    const parts = proof.token.split('.');
    if (parts.length !== 6 || parts[0] !== 'v1' || parts[1] !== form) return false;
    const body = parts.slice(0, 5).join('.');
    const given = Buffer.from(parts[5] ?? '');
    const expected = Buffer.from(sign(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    if (Number(parts[2]) < now() || Number(parts[3]) < bits) return false;
    const digest = createHash('sha256').update(challengeText(proof.token, proof.nonce)).digest();
    if (leadingZeroBits(digest) < Number(parts[3])) return false;
    return counters.claimOnce(`pow:${parts[4]}`, FORM_GUARD.challengeTtlMs);
  }

  return {
    /** Throws 428 with a fresh challenge when this submission needs a proof of work it does not carry. */
    async admit(form: OpenForm, ip: string, email: string, proof: ProofOfWork | undefined): Promise<void> {
      const bits = await requiredBits(ip, email);
      if (bits === 0) return;
      if (proof && (await isSolved(form, proof, bits))) return;
      const message = proof ? FORM_CHALLENGE_MESSAGES.failed : FORM_CHALLENGE_MESSAGES.required;
      throw new AppError('CHALLENGE_REQUIRED', message, { challenge: issue(form, bits) });
    },

    /** Counts a stored submission against its address and email. */
    async recordSubmission(ip: string, email: string): Promise<void> {
      await Promise.all([
        counters.add(submittedFrom(ip), FORM_GUARD.windowMs),
        counters.add(submittedFor(email), FORM_GUARD.windowMs),
      ]);
    },

    /** Whether one more acknowledgement may be mailed to `recipient` on behalf of `ip`; counts it when so. */
    async mayAcknowledge(ip: string, recipient: string): Promise<boolean> {
      const toKey = counterKey('ack-to', recipient);
      const fromKey = counterKey('ack-ip', ip);
      const [to, from] = await Promise.all([counters.read(toKey), counters.read(fromKey)]);
      if (to >= FORM_GUARD.acknowledgementsPerRecipient || from >= FORM_GUARD.acknowledgementsPerAddress) return false;
      await Promise.all([counters.add(toKey, FORM_GUARD.windowMs), counters.add(fromKey, FORM_GUARD.windowMs)]);
      return true;
    },
  };
}

export type FormGuard = ReturnType<typeof createFormGuard>;
