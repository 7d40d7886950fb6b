import { describe, expect, it } from 'vitest';
import { statementName } from './prepared-statements';

describe('statementName', () => {
  it('names one text the same way every time, and two texts differently', () => {
    const text = 'select p.id from products p where p.id = any($1::uuid[])';
    expect(statementName(text)).toBe(statementName(text));
    expect(statementName(text)).not.toBe(statementName(`${text} for update of p`));
  });

  it('is a lower-case identifier within PostgreSQL’s 63-byte limit', () => {
    const name = statementName('insert into email_outbox (to_address) values ($1), ($2)');
    expect(name).toMatch(/^shop_[0-9a-f]{24}$/);
    expect(name.length).toBeLessThanOrEqual(63);
  });
});
