// Import zones of apps/web/src, bulletproof-react style (docs/decisions/198-module-front-doors.md):
// a feature never imports another feature, and the shared folders (components, hooks, lib, stores, config,
// types) never import a feature. What several features need lives in a shared folder.
import { dirname, relative, resolve, sep } from 'node:path';

const webSrc = resolve(import.meta.dirname, '../apps/web/src');
const sharedZones = new Set(['components', 'hooks', 'lib', 'stores', 'config', 'types']);

/** 'features/<name>' for a feature, the top folder for the rest, null outside apps/web/src. */
function zoneOf(file) {
  const parts = relative(webSrc, file).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

/** @type {import('eslint').Rule.RuleModule} */
export const webZones = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = context.filename;
    const fromZone = zoneOf(from);
    if (!fromZone) return {};
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!spec?.startsWith('.')) return;
      const target = resolve(dirname(from), spec);
      const toZone = zoneOf(target);
      if (!toZone?.startsWith('features/') || toZone === fromZone) return;
      if (fromZone.startsWith('features/')) {
        context.report({
          node,
          message: `A feature never imports another feature (${fromZone} -> ${toZone}): move the shared piece to src/components, hooks, lib or stores (docs/decisions/198).`,
        });
      } else if (sharedZones.has(fromZone)) {
        context.report({
          node,
          message: `Shared ${fromZone}/ never imports a feature (${toZone}): move the piece out of the feature (docs/decisions/198).`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
