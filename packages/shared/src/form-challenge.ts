import { z } from 'zod';

/**
 * The proof of work the contact and grievance forms ask for after the first few submissions from an address
 * or to an email (docs/decisions/160-grievance-relay-guard.md). The server issues a signed token; the browser
 * finds a nonce whose SHA-256 of `token:nonce` starts with `bits` zero bits (hashcash). No third party, no
 * cookie, nothing about the shopper is sent anywhere.
 */
export const FORM_CHALLENGE_MESSAGES = {
  required: 'One moment: your browser is confirming that this message is not automated. Send it again.',
  failed: 'The automatic check did not pass. Please send the form again.',
} as const;

/** What the server hands out with a 428: the token to hash and how many leading zero bits it asks for. */
export const formChallengeSchema = z.object({ token: z.string(), bits: z.number().int() });
export type FormChallenge = z.infer<typeof formChallengeSchema>;

/** The solved challenge, sent with the form. */
export const proofOfWorkSchema = z.object({
  token: z.string().max(1000),
  nonce: z.string().regex(/^[0-9]{1,16}$/, FORM_CHALLENGE_MESSAGES.failed),
});
export type ProofOfWork = z.infer<typeof proofOfWorkSchema>;

/** The text whose SHA-256 is checked: one definition for the browser's solver and the server's check. */
export const challengeText = (token: string, nonce: string) => `${token}:${nonce}`;

/** How many zero bits the digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
