import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@shop/shared/indian-states';
import { GST_STATE_CODES, placeOfSupply, splitGst } from './gst';

describe('GST on GST-inclusive prices', () => {
  it('splits 18% into CGST + SGST within the state', () => {
    expect(splitGst({ amountPaise: 118_00, ratePercent: 18 }, true)).toEqual({
      taxablePaise: 100_00,
      cgstPaise: 9_00,
      sgstPaise: 9_00,
      igstPaise: 0,
    });
  });

  it('charges IGST to another state', () => {
    expect(splitGst({ amountPaise: 1499_00, ratePercent: 18 }, false)).toEqual({
      taxablePaise: 127034,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 22866,
    });
  });

  it('keeps taxable + tax equal to the amount paid, with odd paise', () => {
    for (const amountPaise of [1, 99, 12345, 99_999, 1_23_457]) {
      for (const ratePercent of [0, 5, 12, 18, 28]) {
        const b = splitGst({ amountPaise, ratePercent }, true);
        expect(b.taxablePaise + b.cgstPaise + b.sgstPaise).toBe(amountPaise);
        expect(Math.abs(b.cgstPaise - b.sgstPaise)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('knows a state code for every state and union territory', () => {
    for (const state of INDIAN_STATES) expect(GST_STATE_CODES[state]).toMatch(/^\d{2}$/);
    expect(placeOfSupply('Karnataka')).toBe('Karnataka (29)');
  });
});
