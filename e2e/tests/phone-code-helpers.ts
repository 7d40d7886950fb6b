import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * A mobile number of a test's own (per project and run), so the per-phone cap of one run never meets another.
 * `first` and `last` digits keep each spec's numbers apart from the other specs'.
 */
export function uniquePhone(seed: string, first: string, last: string): string {
  let hash = 0;
  for (const c of `${seed}${Date.now()}${Math.random()}`) hash = (hash * 31 + c.charCodeAt(0)) % 100_000_000;
  return `${first}${String(hash).padStart(8, '0')}${last}`;
}

/** The newest one-time code the in-process MSG91 simulator "sent" to this phone. */
export async function newestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/sim/msg91/__sim/messages?mobile=91${phone}`);
      const { messages } = (await res.json()) as { messages: { variables: { OTP: string } }[] };
      code = messages[0]?.variables.OTP ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
