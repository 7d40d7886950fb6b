import { describe, expect, it } from 'vitest';
import { razorpaySdkWebhookExample as example } from '../../../test/fixtures/razorpay-published-signatures';
import { isValidWebhookSignature, signWebhook } from './signature';

// Our verifier and our signer (which the simulator signs with) against Razorpay's published example, so a
// mistake shared by both sides (wrong secret, hashing re-serialised JSON, base64 instead of hex) cannot pass.
describe('Razorpay webhook signature: the published example', () => {
  it("accepts Razorpay's own example and signs it to the same digest", () => {
    expect(isValidWebhookSignature(Buffer.from(example.body), example.signature, example.secret)).toBe(true);
    expect(signWebhook(example.body, example.secret)).toBe(example.signature);
  });

  it('refuses the example with its wrong signature, another secret or a changed byte', () => {
    expect(isValidWebhookSignature(example.body, example.wrongSignature, example.secret)).toBe(false);
    expect(isValidWebhookSignature(example.body, example.signature, '1234567')).toBe(false);
    expect(isValidWebhookSignature(example.body.replace('3', '4'), example.signature, example.secret)).toBe(false);
    expect(
      isValidWebhookSignature(JSON.stringify(JSON.parse(example.body), null, 1), example.signature, example.secret),
    ).toBe(false);
  });
});
