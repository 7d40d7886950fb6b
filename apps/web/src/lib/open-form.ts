import {
  challengeText,
  formChallengeSchema,
  leadingZeroBits,
  type FormChallenge,
  type ProofOfWork,
} from '@shop/shared/form-challenge';
import { ApiError, api } from './api-client';

/** Digests hashed at once: enough to keep WebCrypto busy, few enough to stay responsive. */
const BATCH = 512;

/**
 * Finds the nonce the server asked for (docs/decisions/160-grievance-relay-guard.md): SHA-256 of `token:nonce`
 * starting with `bits` zero bits, with the browser's own WebCrypto. About 16,000 digests for the first
 * challenge: a few hundred milliseconds on a phone. Nothing leaves the browser but the answer.
 */
export async function solveChallenge(challenge: FormChallenge): Promise<ProofOfWork> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, i) => String(start + i));
    const digests = await Promise.all(
      nonces.map((nonce) => crypto.subtle.digest('SHA-256', encoder.encode(challengeText(challenge.token, nonce)))),
    );
    const found = digests.findIndex((d) => leadingZeroBits(new Uint8Array(d)) >= challenge.bits);
    if (found >= 0) return { token: challenge.token, nonce: nonces[found]! };
  }
}

/** The challenge in a 428 answer, if that is what the error is. */
function challengeOf(error: unknown): FormChallenge | null {
  if (!(error instanceof ApiError) || error.status !== 428) return null;
  const parsed = formChallengeSchema.safeParse((error.body as { challenge?: unknown } | undefined)?.challenge);
  return parsed.success ? parsed.data : null;
}

/**
 * Posts the contact or grievance form; when the server asks for a proof of work (after the first few
 * submissions), solves it and sends the form once more with the answer.
 */
export async function postOpenForm<R>(path: string, body: object): Promise<R> {
  try {
    // The acknowledgement and the shop's later mails are in the page's language (decision 233): the API client
    // tells the server the page's language on every call.
    return await api.post<R>(path, body);
  } catch (error) {
    const challenge = challengeOf(error);
    if (!challenge) throw error;
    return api.post<R>(path, { ...body, proofOfWork: await solveChallenge(challenge) });
  }
}
