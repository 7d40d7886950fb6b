import { describe, expect, it } from 'vitest';
import { layout } from './mail-templates';
import { mailContextFrom } from './notifications-context';
import type { MailSettings } from './notifications.types';

const settings = (look: Partial<MailSettings>): MailSettings =>
  ({
    shopName: 'Kavya Kurtis',
    legalName: '',
    address: '',
    supportEmail: '',
    supportPhone: '',
    supportHours: '',
    notificationEmails: [],
    themeColor: '',
    logoUrl: '',
    ...look,
  });

describe("mails carry the shop's logo and theme colour (decision 215)", () => {
  it("paints the header in the theme colour and shows the logo from the shop's address", () => {
    const ctx = mailContextFrom('https://kavya.example', settings({ themeColor: '#9d174d', logoUrl: '/uploads/logo.webp' }));
    const html = layout(ctx, 'Order placed', '<p>Thanks</p>');
    expect(html).toContain('background:#9d174d');
    expect(html).toContain('<img src="https://kavya.example/uploads/logo.webp"');
    expect(html).toContain('Kavya Kurtis</td>');
  });

  it("keeps ShopKart's colour and the name alone when the shop set neither", () => {
    const html = layout(mailContextFrom('https://kavya.example', settings({})), 'Order placed', '<p>Thanks</p>');
    expect(html).toContain('background:#4f46e5');
    expect(html).not.toContain('<img');
  });

  it('never puts a value that is not a colour into the style', () => {
    const ctx = mailContextFrom('https://kavya.example', settings({ themeColor: 'red;background:url(x)' }));
    expect(layout(ctx, 'x', '')).not.toContain('url(x)');
  });
});
