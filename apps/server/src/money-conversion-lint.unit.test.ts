import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * Money is converted in one place, packages/shared/src/money.ts (docs/decisions/004-money-in-paise.md): the
 * repository's own lint refuses `/ 100` on a paise amount and `* 100` on a rupee amount anywhere else.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function moneyErrors(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('money conversions', { timeout: 60_000 }, () => {
  it('refuses ad-hoc conversions on paise and rupee names, on the server, the web and in shared', async () => {
    const code = [
      'const totalPaise = 12_345;',
      'const order = { refundPaise: 500, feeRupees: 20 };',
      'const maxOrderValueRupees = 5;',
      'export const a = totalPaise / 100;',
      'export const b = order.refundPaise / 100;',
      'export const c = maxOrderValueRupees * 100;',
      'export const d = order.feeRupees * 100;',
      '',
    ].join('\n');
    expect(await moneyErrors('apps/server/src/modules/orders/probe.ts', code)).toBe(4);
    expect(await moneyErrors('apps/web/src/features/cart/probe.ts', code)).toBe(4);
    expect(await moneyErrors('packages/shared/src/probe.ts', code)).toBe(4);
  });

  it('leaves percentages, weights and money.ts itself alone', async () => {
    const code = 'const count = 3, n = 1, grams = 250;\nexport const p = (n / count) * 100;\nexport const kg = grams / 100;\n';
    expect(await moneyErrors('apps/web/src/features/reviews/probe.ts', code)).toBe(0);
    expect(await moneyErrors('packages/shared/src/money.ts', 'const paise = 5;\nexport const r = paise / 100;\n')).toBe(0);
  });
});
