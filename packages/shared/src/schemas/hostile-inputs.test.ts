import { describe, expect, it } from 'vitest';
import { COUPON_FORM_MESSAGES, couponInputSchema } from './coupon';
import { SOCIAL_LINK_MESSAGE, shopSettingsSchema } from './shop-settings';

/** Inputs the issue-30 fuzz run found accepted or crashing: each is refused with a field message. */

const socialLinks = shopSettingsSchema.shape.socialLinks;
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('social links', () => {
  it('take https:// links to a real host, or nothing', () => {
    const links = {
      instagram: 'https://instagram.com/myshop',
      facebook: '',
      youtube: 'https://www.youtube.com/@shop',
      x: '',
    };
    expect(socialLinks.parse(links)).toEqual(links);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript://instagram.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://instagram.com/myshop',
    'ftp://example.com/x',
    'https://',
    'instagram.com/myshop',
  ])('refuse %s with the field message', (link) => {
    const result = socialLinks.safeParse({ instagram: link, facebook: '', youtube: '', x: '' });
    expect(messageOf(result)).toBe(SOCIAL_LINK_MESSAGE);
  });
});

describe('coupon amounts', () => {
  const fixed = (amountOff: number) => couponInputSchema.safeParse({ code: 'SAVE', kind: 'fixed', amountOff });

  it('take whole paise of ₹1 or more', () => {
    expect(fixed(1).success).toBe(true);
    expect(fixed(49.99).success).toBe(true);
  });

  it('refuse fractions of a paisa and amounts under ₹1', () => {
    expect(messagesOf(fixed(0.000000001))).toEqual([COUPON_FORM_MESSAGES.amount]);
    expect(messagesOf(fixed(10.005))).toEqual([COUPON_FORM_MESSAGES.paise]);
    expect(messageOf(fixed(0.5))).toBe(COUPON_FORM_MESSAGES.amount);
    expect(
      messageOf(couponInputSchema.safeParse({ code: 'SAVE', kind: 'percent', percentOff: 10, minOrderValue: 0.001 })),
    ).toBe(COUPON_FORM_MESSAGES.paise);
  });
});
