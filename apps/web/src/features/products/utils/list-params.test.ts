import { describe, expect, it } from 'vitest';
import { listParamsFrom, toProductQuery } from './list-params';

describe('the option filters of /products', () => {
  it('keeps each well-formed ?option= in order and sends them repeated', () => {
    const params = listParamsFrom(new URLSearchParams('category=Fashion&option=Size:M&option=Colour:Red&option=bad'));
    expect(params.options).toEqual(['Size:M', 'Colour:Red']);
    expect(toProductQuery(params)).toMatchObject({ category: 'Fashion', option: ['Size:M', 'Colour:Red'] });
  });

  it('leaves the option out of the query when none is chosen', () => {
    expect(toProductQuery(listParamsFrom(new URLSearchParams('category=Fashion')))).not.toHaveProperty('option');
  });
});
