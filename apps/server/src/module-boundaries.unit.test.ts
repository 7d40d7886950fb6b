import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The module-boundary lint (docs/architecture.md#boundaries-the-lint-enforces) run on deliberate violations:
 * the repository's own eslint.config.js, type-aware rules off so a file that does not exist can be linted.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the whole config (typescript-eslint, every plugin): seconds on a busy machine.
describe('module boundaries', { timeout: 60_000 }, () => {
  it("refuses a module importing another module's repository", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/payments/probe.ts',
      "import { createOrdersRepository } from '../orders/orders.repository';\nexport const probe = createOrdersRepository;\n",
    );
    expect(errors).toEqual([expect.stringContaining("Another module's repository")]);
  });

  it('refuses it for type-only imports and from plugins too', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/modules/shipping/probe.ts',
        "import type { OrderRecord } from '../orders/orders.repository';\nexport type Probe = OrderRecord;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/server/src/plugins/probe.ts',
        "import type { UserRecord } from '../modules/users/users.repository';\nexport type Probe = UserRecord;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses imports of the admin module, which composes the others', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/catalog/probe.ts',
      "import type { AdminModule } from '../admin/admin.module';\nexport type Probe = AdminModule;\n",
    );
    expect(errors).toEqual([expect.stringContaining('admin module composes')]);
  });

  it("allows a module's own repository and another module's service", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/payments/probe.ts',
      [
        "import { createPaymentsRepository } from './payments.repository';",
        "import type { OrdersService } from '../orders/orders.service';",
        'export const probe = createPaymentsRepository;',
        'export type Probe = OrdersService;',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
