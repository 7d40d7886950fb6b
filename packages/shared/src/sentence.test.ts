import { describe, expect, it } from 'vitest';
import { asSentence } from './sentence';

describe('asSentence', () => {
  it('adds one full stop, never a second', () => {
    expect(asSentence('out of stock')).toBe('out of stock.');
    expect(asSentence('Sorry for the trouble. ')).toBe('Sorry for the trouble.');
    expect(asSentence('Really?')).toBe('Really?');
    expect(asSentence('We will call you…')).toBe('We will call you…');
  });
});
