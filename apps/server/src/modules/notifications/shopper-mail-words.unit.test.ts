import { describe, expect, it } from 'vitest';
import { grievanceAcknowledgementMail } from './grievance-mail-templates';
import { stockAlertMail } from './mail-templates';
import { shopperMailWords } from './shopper-mail-words';

const ctx = { shopName: 'ShopKart', publicUrl: 'https://shop.example.in' };
const DEVANAGARI = /[\u0900-\u097F]/;

/** Sample values no sentence contains by itself. */
const [URL, NAME, TICKET, DATE, PRODUCT] = ['<url>', '<name>', '<ticket>', '<date>', '<product>'];

/** Every sentence of a word table, written out with the sample values. */
function sentences(language: string): string[] {
  const w = shopperMailWords(language);
  const g = w.grievance;
  return [
    g.follow,
    g.followAt(URL),
    g.officer(NAME),
    g.ackSubject(TICKET),
    ...g.ackLines(TICKET, DATE),
    g.ackQuote(TICKET),
    g.resolvedSubject(TICKET),
    g.resolvedLead(TICKET),
    g.resolvedAfter,
    g.reopenedSubject(TICKET),
    ...g.reopenedLines(TICKET, DATE),
    w.contactReply.wrote(NAME),
    w.backInStock.subject(PRODUCT),
    w.backInStock.wished(PRODUCT),
    w.backInStock.asked(PRODUCT),
    w.backInStock.seeIt,
    w.backInStock.seeItAt(URL),
  ];
}

describe('the words of the mails that answer a form (decision 233)', () => {
  it('has a Hindi sentence for every English one, and keeps the values it is given', () => {
    const english = sentences('en');
    const hindi = sentences('hi');
    expect(hindi).toHaveLength(english.length);
    for (const [i, line] of hindi.entries()) {
      expect(line, english[i]).toMatch(DEVANAGARI);
      for (const value of [URL, NAME, TICKET, DATE, PRODUCT]) {
        if (english[i]!.includes(value)) expect(line, english[i]).toContain(value);
      }
    }
    expect(english.join(' ')).not.toMatch(DEVANAGARI);
  });

  it('falls back to English for any language the shop does not have', () => {
    expect(shopperMailWords('fr')).toBe(shopperMailWords('en'));
    expect(shopperMailWords(undefined)).toBe(shopperMailWords('en'));
  });

  it('links to the pages in the mail language', () => {
    const grievance = {
      id: 'g',
      ticket: 'GRV-2026-000001',
      email: 'a@example.com',
      resolveBy: new Date(),
      language: 'hi',
    };
    const ack = grievanceAcknowledgementMail(ctx, grievance, {});
    expect(ack.text).toContain('https://shop.example.in/hi/grievance/status?ticket=GRV-2026-000001');
    expect(ack.html).toContain('<html lang="hi">');
    const alert = stockAlertMail(ctx, { id: 'p1', name: 'Kurta' });
    expect(alert.text).toContain('https://shop.example.in/products/p1');
    expect(alert.subject).toBe('Back in stock: Kurta');
  });
});
