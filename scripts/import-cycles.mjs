// Finds import circles in apps/server/src, apps/web/src and packages/shared/src, type-only imports included
// (docs/decisions/199-no-import-circles.md). Every `import`, `export … from` and `import()` of a project file is
// an edge, resolved by TypeScript's own module resolver (so '../orders' is modules/orders/index.ts and
// '@shop/shared/money' is packages/shared/src/money.ts). A circle is a strongly connected group of files.
// Part of `npm test`: it fails on any circle not listed in scripts/import-cycles.baseline.txt (one circle per
// line, its files sorted and separated by spaces); a listed circle may shrink or go away.
// Usage: node scripts/import-cycles.mjs [--update-baseline]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const baselineFile = join(import.meta.dirname, 'import-cycles.baseline.txt');
const roots = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'migrations']);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(join(dir, entry.name));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield join(dir, entry.name);
  }
}

const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const host = ts.createCompilerHost(options);
const files = roots.flatMap((dir) => [...sourceFiles(join(root, dir))]);
const inGraph = new Set(files);
const resolve = (specifier, from) => {
  const resolved = ts.resolveModuleName(specifier, from, options, host).resolvedModule?.resolvedFileName;
  return resolved && inGraph.has(resolved) && resolved !== from ? resolved : null;
};

/** Each file's imports: target file, imported names (null: the whole module) and whether only types. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (specifier, names, typeOnly) => {
    const target = resolve(specifier, file);
    if (target) found.push({ target, names, typeOnly });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const whole = !clause || clause.name || (clause.namedBindings && !named);
      const typeOnly = !!clause && (clause.isTypeOnly || (!whole && named.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier.text, whole ? null : named.map((e) => (e.propertyName ?? e.name).text), typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
      const typeOnly = node.isTypeOnly || (!!named && named.every((e) => e.isTypeOnly));
      add(node.moduleSpecifier.text, named ? named.map((e) => (e.propertyName ?? e.name).text) : null, typeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) add(argument.text, null, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, null, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
const imports = new Map(files.map((file) => [file, importsOf(file)]));

/*
 * A module's front door (modules/<m>/index.ts) only re-exports names. For the names-and-types graph an import
 * through it counts as an import of the files that define the names it takes, so two modules using each
 * other's types through their front doors are not a circle unless the files themselves are.
 */
const isFrontDoor = (file) => /\/modules\/[^/]+\/index\.ts$/.test(file);
const definedIn = new Map(
  files.filter(isFrontDoor).map((door) => {
    const byName = new Map();
    for (const { target, names } of imports.get(door)) for (const name of names ?? []) byName.set(name, target);
    return [door, byName];
  }),
);
function throughFrontDoor({ target, names }) {
  const byName = definedIn.get(target);
  if (!byName || !names) return [target];
  return names.map((name) => byName.get(name) ?? target);
}

/** Graph 1: every import, type-only included, seen through the front doors. */
const allEdges = new Map(files.map((file) => [file, [...new Set(imports.get(file).flatMap(throughFrontDoor))]]));
/** Graph 2: what Node loads: value imports only, front doors included (loading one loads all its files). */
const loadEdges = new Map(files.map((file) => [file, [...new Set(imports.get(file).filter((i) => !i.typeOnly).map((i) => i.target))]]));

/** Tarjan's strongly connected components, iteratively (deep graphs would overflow the stack). */
function stronglyConnected(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = edges.get(node);
      if (i < targets.length) {
        frame[1]++;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1][0], Math.min(low.get(work[work.length - 1][0]), low.get(node)));
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1) groups.push(group.map((f) => relative(root, f)).sort());
      }
    }
  }
  return groups;
}

/** One concrete circle through the group's first file, for the report. */
function circleThrough(edges, group) {
  const members = new Set(group.map((f) => join(root, f)));
  const start = join(root, group[0]);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const target of edges.get(node)) {
      if (target === start) {
        const path = [];
        for (let at = node; at; at = previous.get(at)) path.unshift(relative(root, at));
        return [...path, group[0]].join('\n      -> ');
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return group.join(', ');
}

const graphs = [
  { name: 'import', edges: allEdges },
  { name: 'load-time (value imports)', edges: loadEdges },
];
const found = graphs.flatMap(({ name, edges }) => stronglyConnected(edges).map((group) => ({ name, edges, group, key: group.join(' ') })));
if (process.argv.includes('--update-baseline')) {
  const keys = [...new Set(found.map((g) => g.key))].sort();
  const header = '# Import circles still to break, one per line, files sorted (scripts/import-cycles.mjs, decision 199).\n';
  writeFileSync(baselineFile, header + keys.map((key) => `${key}\n`).join(''));
  console.log(`Wrote ${keys.length} circle(s) to ${relative(root, baselineFile)}.`);
  process.exit(0);
}
const baseline = existsSync(baselineFile)
  ? readFileSync(baselineFile, 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('#')).map((line) => new Set(line.split(' ')))
  : [];
// A known circle may lose files (or split) but never gain one: every file of a current group must be in one baseline line.
const known = ({ group }) => baseline.some((line) => group.every((file) => line.has(file)));
const fresh = found.filter((g) => !known(g));
console.log(`${files.length} files, ${found.length} import circle(s), ${found.length - fresh.length} of them in the baseline.`);
for (const { name, edges, group } of fresh) console.log(`\nNew ${name} circle (${group.length} files):\n      ${circleThrough(edges, group)}`);
if (fresh.length) {
  console.log('\nBreak it: move the shared types or helpers into a file both sides import (e.g. <module>.types.ts).');
  process.exit(1);
}
