import { describe, expect, it } from 'vitest';
import { gstr1Cell } from './gstr1';

describe('gstr1Cell', () => {
  it('leaves numbers and plain text bare, as the offline utility expects', () => {
    expect(gstr1Cell(1299.5)).toBe('1299.50');
    expect(gstr1Cell(18)).toBe('18');
    expect(gstr1Cell(-42)).toBe('-42');
    expect(gstr1Cell('29-Karnataka')).toBe('29-Karnataka');
  });

  it('quotes a quote, a comma and a line break of either kind, a bare carriage return included', () => {
    expect(gstr1Cell('Rao, Sons')).toBe('"Rao, Sons"');
    expect(gstr1Cell('the "best"')).toBe('"the ""best"""');
    expect(gstr1Cell('one\ntwo')).toBe('"one\ntwo"');
    expect(gstr1Cell('one\rtwo')).toBe('"one\rtwo"');
  });

  it('neutralises text a spreadsheet would run as a formula, also behind a tab or a carriage return', () => {
    expect(gstr1Cell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(gstr1Cell('+91')).toBe("'+91");
    expect(gstr1Cell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(gstr1Cell('\r=1+1')).toBe('"\'\r=1+1"');
    expect(gstr1Cell('\t=1')).toBe("'\t=1");
  });
});
