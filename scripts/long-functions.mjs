// Lists functions longer than the limit (150 lines) in the non-test TypeScript source of apps/ and packages/,
// and exits 1 when there is any: one unit a reader can hold (docs/architecture.md#smaller-units).
// Usage: node scripts/long-functions.mjs [--max 150] [--report]   (--report: list, but exit 0)
import { readdirSync, readFileSync } from 'node:fs';
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
for (const f of found) console.log(`${f.file}:${f.start} ${f.name} — ${f.lines} lines`);
if (found.length > 0) {
  console.log(`${found.length} function(s) over ${max} lines: split them into named steps.`);
  if (!reportOnly) process.exit(1);
} else console.log(`no function over ${max} lines`);
