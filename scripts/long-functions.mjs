// Lists functions longer than the limit (150 lines) in the non-test TypeScript source of apps/ and packages/
// (docs/architecture.md#smaller-units). Part of `npm run check`: it fails on a new long function, or on one of
// the known ones (scripts/long-functions.baseline.txt, still to be split) growing; the known ones may shrink.
// Usage: node scripts/long-functions.mjs [--max 150] [--report] [--update-baseline]
//   --report: list them all and exit 0; --update-baseline: write the current list as the baseline.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const max = Number(args[args.indexOf('--max') + 1]) || 150;
const reportOnly = args.includes('--report');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'migrations', 'test', 'tests', 'test-results']);
const isSource = (name) => /\.tsx?$/.test(name) && !/\.(test|spec|d)\.tsx?$/.test(name);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* sourceFiles(join(dir, entry.name));
    } else if (isSource(entry.name)) yield join(dir, entry.name);
  }
}

function nameOf(node, source) {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent)) return `callback of ${parent.expression.getText(source).slice(0, 60)}`;
  return '(anonymous)';
}

const found = [];
for (const top of ['apps', 'packages']) {
  for (const file of sourceFiles(join(root, top))) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
        if (end - start + 1 > max) found.push({ file: relative(root, file), start, lines: end - start + 1, name: nameOf(node, source) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

found.sort((a, b) => b.lines - a.lines);
const baselineFile = join(root, 'scripts', 'long-functions.baseline.txt');
const keyOf = (f) => `${f.file} ${f.name}`;
if (args.includes('--update-baseline')) {
  const header = '# Functions over 150 lines still to be split: "<file> <function> <lines>". Shrink, never grow.\n';
  writeFileSync(baselineFile, header + found.map((f) => `${keyOf(f)} ${f.lines}`).join('\n') + '\n');
  console.log(`baseline: ${found.length} function(s)`);
  process.exit(0);
}
const baseline = new Map(
  (existsSync(baselineFile) ? readFileSync(baselineFile, 'utf8').split('\n') : [])
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const at = line.lastIndexOf(' ');
      return [line.slice(0, at), Number(line.slice(at + 1))];
    }),
);
if (reportOnly) {
  for (const f of found) console.log(`${f.file}:${f.start} ${f.name} — ${f.lines} lines`);
  console.log(found.length ? `${found.length} function(s) over ${max} lines` : `no function over ${max} lines`);
  process.exit(0);
}
const offending = found.filter((f) => !(baseline.get(keyOf(f)) >= f.lines));
for (const f of offending) {
  const known = baseline.get(keyOf(f));
  console.log(`${f.file}:${f.start} ${f.name} — ${f.lines} lines${known ? ` (was ${known})` : ''}`);
}
if (offending.length > 0) {
  console.log(`${offending.length} function(s) over ${max} lines (new, or grown past the baseline): split them into named steps.`);
  process.exit(1);
}
console.log(`no new function over ${max} lines (${found.length} known, listed in scripts/long-functions.baseline.txt)`);
