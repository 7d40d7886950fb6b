import { describe, expect, it } from 'vitest';
import { createSoldOutMarks } from './sold-out-marks';
import type { StockShortage } from './inventory.repository';

const KURTA = 'kurta-product';
const nothingLeft = (variantId: string, defaultVariant = false): Extract<StockShortage, { kind: 'short' }> => ({
  kind: 'short',
  name: 'Kavya Kurta',
  variantTitle: defaultVariant ? '' : 'Size M',
  available: 0,
  variantId,
  defaultVariant,
});

function clock() {
  let at = 1_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

describe('sold-out marks', () => {
  it('remember a variant with nothing left, for a line naming it, and the default one for a line naming none', () => {
    const marks = createSoldOutMarks();
    marks.mark(KURTA, nothingLeft('size-m'), marks.readStarted());
    expect(marks.find([{ product: KURTA, variantId: 'size-m' }])?.shortage).toMatchObject({ variantTitle: 'Size M' });
    expect(marks.find([{ product: KURTA, variantId: 'size-l' }])).toBeNull();
    expect(marks.find([{ product: KURTA }])).toBeNull();

    marks.mark('ashwagandha', nothingLeft('only-one', true), marks.readStarted());
    expect(marks.find([{ product: 'ashwagandha' }])?.productId).toBe('ashwagandha');
    expect(marks.find([{ product: 'ashwagandha', variantId: 'only-one' }])?.productId).toBe('ashwagandha');
  });

  it('name the first sold-out line of an order', () => {
    const marks = createSoldOutMarks();
    marks.mark(KURTA, nothingLeft('size-m'), marks.readStarted());
    const found = marks.find([{ product: 'other' }, { product: KURTA, variantId: 'size-m' }]);
    expect(found?.productId).toBe(KURTA);
  });

  it('keep no mark for a line that still has units, or one the buyer could fix', () => {
    const marks = createSoldOutMarks();
    const read = marks.readStarted();
    marks.mark(KURTA, { ...nothingLeft('size-m'), available: 1 }, read);
    marks.mark(KURTA, { kind: 'needs-variant', name: 'Kavya Kurta', optionNames: ['Size'] }, read);
    marks.mark(KURTA, { kind: 'unknown' }, read);
    expect(marks.find([{ product: KURTA, variantId: 'size-m' }, { product: KURTA }])).toBeNull();
  });

  it('refuse every variant of a product no longer sold', () => {
    const marks = createSoldOutMarks();
    marks.mark(KURTA, { kind: 'deleted', name: 'Kavya Kurta' }, marks.readStarted());
    expect(marks.find([{ product: KURTA, variantId: 'size-s' }])?.shortage.kind).toBe('deleted');
    expect(marks.find([{ product: KURTA }])?.shortage.kind).toBe('deleted');
  });

  it('forget a product whose stock may have come back, and every product at once', () => {
    const marks = createSoldOutMarks();
    marks.mark(KURTA, nothingLeft('size-m'), marks.readStarted());
    marks.mark('saree', nothingLeft('one', true), marks.readStarted());
    marks.forget([KURTA]);
    expect(marks.find([{ product: KURTA, variantId: 'size-m' }])).toBeNull();
    expect(marks.find([{ product: 'saree' }])).not.toBeNull();
    marks.forget('all');
    expect(marks.find([{ product: 'saree' }])).toBeNull();
  });

  it('ignore a read that started before its product was forgotten: it may predate the units that came back', () => {
    const marks = createSoldOutMarks();
    const before = marks.readStarted();
    marks.forget([KURTA]);
    marks.mark(KURTA, nothingLeft('size-m'), before);
    expect(marks.find([{ product: KURTA, variantId: 'size-m' }])).toBeNull();
    // Another product forgotten meanwhile does not spoil it.
    const read = marks.readStarted();
    marks.forget(['saree']);
    marks.mark(KURTA, nothingLeft('size-m'), read);
    expect(marks.find([{ product: KURTA, variantId: 'size-m' }])).not.toBeNull();
    // Everything forgotten does.
    const early = marks.readStarted();
    marks.forget('all');
    marks.mark(KURTA, nothingLeft('size-m'), early);
    expect(marks.find([{ product: KURTA, variantId: 'size-m' }])).toBeNull();
  });

  it('lapse after their time, so a change no notice told is believed within seconds', () => {
    const time = clock();
    const marks = createSoldOutMarks({ ttlMs: 5_000, now: time.now });
    marks.mark(KURTA, nothingLeft('size-m'), marks.readStarted());
    time.pass(4_999);
    expect(marks.find([{ product: KURTA, variantId: 'size-m' }])).not.toBeNull();
    time.pass(1);
    expect(marks.find([{ product: KURTA, variantId: 'size-m' }])).toBeNull();
  });

  it('say whether anything is marked, so a body need not be read to look', () => {
    const marks = createSoldOutMarks();
    expect(marks.any()).toBe(false);
    marks.mark(KURTA, nothingLeft('size-m'), marks.readStarted());
    expect(marks.any()).toBe(true);
    marks.forget([KURTA]);
    expect(marks.any()).toBe(false);
  });

  it('remember nothing when off', () => {
    const marks = createSoldOutMarks({ enabled: false });
    marks.mark(KURTA, nothingLeft('size-m'), marks.readStarted());
    expect(marks.find([{ product: KURTA, variantId: 'size-m' }])).toBeNull();
  });
});
