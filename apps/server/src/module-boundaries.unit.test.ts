import { readFileSync } from 'node:fs';
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
  const boundaryRules = new Set(['no-restricted-imports', 'shop/web-zones']);
  return (result?.messages ?? []).filter((m) => m.ruleId && boundaryRules.has(m.ruleId)).map((m) => m.message);
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
        "import type { OrdersService } from '../orders';",
        'export const probe = createPaymentsRepository;',
        'export type Probe = OrdersService;',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it("refuses a deep import into another module's files, from a module, app*.ts or the CLIs", async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/modules/payments/probe.ts',
        "import type { OrdersService } from '../orders/orders.service';\nexport type Probe = OrdersService;\n",
      ),
    ).toEqual([expect.stringContaining('front door')]);
    expect(
      await boundaryErrors(
        'apps/server/src/app-probe.ts',
        "import { registerAuth } from './modules/auth/auth.module';\nexport const probe = registerAuth;\n",
      ),
    ).toEqual([expect.stringContaining('front door')]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/payments/probe.ts',
        "import type { OrdersService } from '../orders/index';\nimport { registerAuth } from '../../modules/auth';\nexport type Probe = OrdersService;\nexport const probe = registerAuth;\n",
      ),
    ).toEqual([]);
  });

  it('refuses db/ and lib/ importing a module, even through its front door', async () => {
    for (const file of ['apps/server/src/db/probe.ts', 'apps/server/src/lib/probe.ts']) {
      expect(
        await boundaryErrors(file, "import { nextInvoiceFields } from '../modules/orders';\nexport const probe = nextInvoiceFields;\n"),
      ).toEqual([expect.stringContaining('bottom layers')]);
    }
  });

  it('refuses a table another module owns, and allows its own', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/modules/privacy/probe.ts',
        "import { orders, nominations } from '../../db/schema';\nexport const probe = [orders, nominations];\n",
      ),
    ).toEqual([expect.stringContaining('A table another module owns')]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/admin/probe.ts',
        "import { productSales } from '../../db/schema';\nexport const probe = productSales;\n",
      ),
    ).toEqual([]);
  });

  it('gives every table and sequence of db/schema.ts exactly one owner module', async () => {
    const ownersFile = new URL('../../../eslint-rules/module-tables.js', import.meta.url).href;
    const { tableOwners } = (await import(ownersFile)) as { tableOwners: Record<string, { owns: string[] }> };
    const schema = readFileSync(new URL('db/schema.ts', import.meta.url), 'utf8');
    const tables = [...schema.matchAll(/^export const (\w+) = pg(?:Table|Sequence)\(/gm)].map((m) => m[1]).sort();
    const owned = Object.values(tableOwners).flatMap((owner) => owner.owns).sort();
    expect(tables.length).toBeGreaterThan(30);
    expect(owned).toEqual(tables);
  });

  it('refuses a web feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/checkout/probe.ts',
      "import { formatDateTime } from '../orders/utils/order-display';\nexport const probe = formatDateTime;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('refuses shared components, hooks, lib and stores importing a feature', async () => {
    for (const file of ['components/probe.tsx', 'hooks/probe.ts', 'lib/probe.ts', 'stores/cart/probe.ts']) {
      const depth = file.split('/').length - 1;
      const errors = await boundaryErrors(
        `apps/web/src/${file}`,
        `import { formatDateTime } from '${'../'.repeat(depth)}features/orders/utils/order-display';\nexport const probe = formatDateTime;\n`,
      );
      expect(errors, file).toEqual([expect.stringContaining('never imports a feature')]);
    }
  });

  it('allows a feature its own files and the shared folders', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/checkout/probe.ts',
      [
        "import { useCart } from '../../stores/cart/use-cart';",
        "import { useShop } from '../../lib/shop/get-shop';",
        "import { canPay } from '../../lib/payment/pay-step';",
        "import { computeCheckoutTotals } from './utils/checkout-totals';",
        'export const probe = [useCart, useShop, canPay, computeCheckoutTotals];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
