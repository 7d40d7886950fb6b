import { describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_BUYER, businessBuyerErrors, firstBusinessBuyerError, toBuyerPayload } from './business-buyer';

const registered = { street: '14 MG Road, Shivajinagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

describe('business buyer at checkout', () => {
  it('asks nothing of a personal order', () => {
    expect(businessBuyerErrors(EMPTY_BUSINESS_BUYER)).toEqual({});
    expect(toBuyerPayload(EMPTY_BUSINESS_BUYER)).toBeUndefined();
  });

  it('checks the GSTIN format, check character and legal name like the server', () => {
    const business = { ...EMPTY_BUSINESS_BUYER, isBusiness: true, address: registered };
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
    expect(toBuyerPayload(valid)).toEqual({
      buyerGstin: '29AAGCB7383J1Z4',
      buyerLegalName: 'Bharat Traders',
      buyerAddress: registered,
    });
  });

  it('needs the registered address, in the GSTIN’s state (its first two digits)', () => {
    const business = { isBusiness: true, gstin: '29AAGCB7383J1Z4', legalName: 'Bharat Traders', address: registered };
    expect(businessBuyerErrors({ ...business, address: { ...registered, street: ' ' } }).street).toBe(
      'Enter the registered address of the business (as on its GST registration)',
    );
    const mumbai = { street: '5 Nariman Point', city: 'Mumbai', state: 'Maharashtra', pincode: '400021' };
    const errors = businessBuyerErrors({ ...business, address: mumbai });
    expect(errors).toEqual({
      state: 'This GSTIN is registered in Karnataka (29): the registered address must be in Karnataka',
    });
    expect(firstBusinessBuyerError(errors)).toBe(errors.state);
    expect(businessBuyerErrors({ ...business, address: { ...registered, pincode: '400021' } }).pincode).toBe(
      'This PIN code does not belong to the chosen state. Check the PIN code or the state.',
    );
  });
});
