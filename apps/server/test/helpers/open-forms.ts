import { createHash } from 'node:crypto';
import { challengeText, leadingZeroBits, type FormChallenge, type ProofOfWork } from '@shop/shared/form-challenge';
import { PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';
import type { TestApp, TestResponse } from './test-app';

/** What the browser does with a 428 (apps/web/src/lib/proof-of-work.ts), with Node's SHA-256. */
export function solveChallenge(challenge: FormChallenge): ProofOfWork {
  for (let n = 0; ; n++) {
    const nonce = String(n);
    const digest = createHash('sha256').update(challengeText(challenge.token, nonce)).digest();
    if (leadingZeroBits(digest) >= challenge.bits) return { token: challenge.token, nonce };
  }
}

/**
 * Posts the contact or grievance form as the storefront does: with the privacy notice accepted, from `ip`
 * (an X-Forwarded-For the test app trusts when TRUST_PROXY is set), from a page in `lang`, signed in with
 * `token` when given, solving the proof of work if asked.
 */
export async function postForm(
  t: TestApp,
  path: '/api/contact' | '/api/grievances',
  json: Record<string, unknown>,
  { ip, lang, token }: { ip?: string; lang?: string; token?: string } = {},
): Promise<TestResponse> {
  // `lang`: the page's language, as the web client sends it on every call (decisions 203, 233).
  const headers = { ...(ip ? { 'x-forwarded-for': ip } : {}), ...(lang ? { 'accept-language': lang } : {}) };
  const body = { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, ...json };
  const extra = { headers, ...(token ? { token } : {}) };
  const first = await t.request(path, { method: 'POST', json: body, ...extra });
  if (first.status !== 428) return first;
  const proofOfWork = solveChallenge(first.body.challenge as FormChallenge);
  return t.request(path, { method: 'POST', json: { ...body, proofOfWork }, ...extra });
}
