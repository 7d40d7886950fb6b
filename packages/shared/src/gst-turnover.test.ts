import { describe, expect, it } from 'vitest';
import { HSN_SIX_DIGITS_MESSAGE, hsnTurnoverProblem } from './gst-turnover';

describe('HSN digits by aggregate turnover (Notification 78/2020-Central Tax, decision 182)', () => {
  it('up to ₹5 crore: no extra rule (the form takes 4, 6 or 8 digits, or none yet)', () => {
    for (const hsn of ['', '8518', '851830', '85183000', undefined]) expect(hsnTurnoverProblem(hsn, false)).toBeNull();
  });

  it('above ₹5 crore: 6 or 8 digits, nothing shorter and not blank', () => {
    expect(hsnTurnoverProblem('851830', true)).toBeNull();
    expect(hsnTurnoverProblem(' 85183000 ', true)).toBeNull();
    for (const hsn of ['', '8518', '85183', '8518300', undefined, null])
      expect(hsnTurnoverProblem(hsn, true)).toBe(HSN_SIX_DIGITS_MESSAGE);
  });
});
