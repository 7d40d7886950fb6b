// @vitest-environment node
import { readFileSync } from 'node:fs';
import { CONSENT_PURPOSE_LABELS, DATA_PROTECTION_BOARD, PERSONAL_DATA_ITEMS } from '@shop/shared/privacy';
import { RETURN_REASON_LABELS } from '@shop/shared/returns';
import { describe, expect, it } from 'vitest';

/**
 * The privacy notice and the returns policy in the `policy` catalogue (docs/decisions/253): the English words are
 * the shared lists' (what the shop stores, the consent purposes, the return reasons), so the notice never says less
 * than the one list the export and the database test follow; Hindi has every one of them.
 */
// Read as written: imported, the build's plugin would hand over the compiled messages.
const read = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../lib/i18n/catalogues/policy/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
const words = read('en');
const hindiWords = read('hi');

describe('the policy catalogue follows the shared lists', () => {
  it.each(PERSONAL_DATA_ITEMS.map((item) => [item.key, item] as const))('data item %s', (key, item) => {
    for (const field of ['label', 'purpose', 'sharedWith', 'retention'] as const) {
      const id = `privacy.item.${key}.${field}`;
      expect(words[id], id).toBe(item[field]);
      if (item[field]) expect(hindiWords[id], id).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('names every consent purpose, return reason and the Board as the shared lists do', () => {
    for (const [purpose, label] of Object.entries(CONSENT_PURPOSE_LABELS)) {
      expect(words[`privacy.purpose.${purpose}`]).toBe(label);
    }
    for (const [reason, label] of Object.entries(RETURN_REASON_LABELS)) {
      expect(words[`returns.reason.${reason}`]).toBe(label);
    }
    expect(words['privacy.boardName']).toBe(DATA_PROTECTION_BOARD.name);
    expect(words['privacy.boardPublisher']).toBe(DATA_PROTECTION_BOARD.publishedBy);
  });
});
