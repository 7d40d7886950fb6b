import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every decision record says when it was taken and whether it still holds (CONTRIBUTING.md, issue 34). */
const decisions = fileURLToPath(new URL('../../../docs/decisions/', import.meta.url));

describe('decision records', () => {
  it('carry a Date and a Status line under their numbered title', () => {
    const missing = readdirSync(decisions)
      .filter((name) => name.endsWith('.md'))
      .filter((name) => {
        const [title, , date, status] = readFileSync(`${decisions}${name}`, 'utf8').split('\n');
        return !(
          /^# \d{3}: /.test(title ?? '') &&
          /^Date: \d{4}-\d{2}-\d{2}$/.test(date ?? '') &&
          /^Status: (accepted|superseded by \d{3}|amended by \d{3}(, \d{3})*)$/.test(status ?? '')
        );
      });
    expect(missing).toEqual([]);
  });
});
