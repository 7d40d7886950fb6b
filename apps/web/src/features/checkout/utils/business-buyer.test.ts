import { describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_BUYER, businessBuyerErrors, toBuyerPayload } from './business-buyer';

describe('business buyer at checkout', () => {
  it('asks nothing of a personal order', () => {
    expect(businessBuyerErrors(EMPTY_BUSINESS_BUYER)).toEqual({});
    expect(toBuyerPayload(EMPTY_BUSINESS_BUYER)).toBeUndefined();
  });

  it('checks the GSTIN format, check character and legal name like the server', () => {
    const business = { isBusiness: true, gstin: '', legalName: '' };
    expect(businessBuyerErrors(business).gstin).toBe('Enter your GSTIN, or untick the business invoice');
    expect(businessBuyerErrors({ ...business, gstin: '29AAGCB7383J1Z' }).gstin).toBe(
      'Enter a 15-character GSTIN, e.g. 29AAGCB7383J1Z4',
    );
    expect(businessBuyerErrors({ ...business, gstin: '29AAGCB7383J1Z5' }).gstin).toMatch(
      /last character does not match/,
    );
    expect(businessBuyerErrors({ ...business, gstin: '29AAGCB7383J1Z4' }).legalName).toBe(
      'Enter the legal name registered with this GSTIN',
    );
    const valid = { ...business, gstin: '29aagcb7383j1z4', legalName: ' Bharat Traders ' };
    expect(businessBuyerErrors({ ...valid, gstin: valid.gstin.toUpperCase() })).toEqual({});
    expect(toBuyerPayload(valid)).toEqual({ buyerGstin: '29AAGCB7383J1Z4', buyerLegalName: 'Bharat Traders' });
  });
});
