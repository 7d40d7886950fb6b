/**
 * Lets the bundler drop the components and contexts of a library that the app never renders (decision 081).
 *
 * react-router's dist declares each of them at the top level as an un-annotated `React.forwardRef(...)`,
 * `React.createContext(...)` or `React.memo(...)` call followed by `X.displayName = "X"`. The bundler must
 * assume a call, and a property write, may have side effects, so `Form`, the fetcher and RSC helpers and their
 * whole call graph stayed in the entry chunk although only `Link`, `NavLink` and the hooks are used. These
 * React functions are pure, so this transform marks such top-level calls `/* @__PURE__ *\/` and drops the
 * `displayName` assignments of the declarations it marked: production React reads `displayName` only for
 * DevTools, and the library's render functions keep their own names for component stacks.
 */
import MagicString from 'magic-string';
import { type ESTree, parseAst, type Plugin } from 'vite';

/** React functions that create a value without side effects (the list Babel's React pure-annotations plugin uses). */
const PURE_REACT_FUNCTIONS = new Set(['createContext', 'createElement', 'createRef', 'forwardRef', 'lazy', 'memo']);

/** How the module refers to React: names bound to the whole module, and local names of its pure functions. */
interface ReactBindings {
  namespaces: Set<string>;
  functions: Set<string>;
}

function reactBindingsOf(program: ESTree.Program): ReactBindings {
  const bindings: ReactBindings = { namespaces: new Set(), functions: new Set() };
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'react') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier') bindings.namespaces.add(specifier.local.name);
      else if (specifier.imported.type === 'Identifier' && PURE_REACT_FUNCTIONS.has(specifier.imported.name)) {
        bindings.functions.add(specifier.local.name);
      }
    }
  }
  return bindings;
}

/** The call expressions to mark: `node` if it is a pure React call, and pure React calls among its arguments. */
function pureReactCalls(node: ESTree.Argument | null, react: ReactBindings): ESTree.CallExpression[] {
  if (node?.type !== 'CallExpression') return [];
  const { callee } = node;
  const isPure =
    (callee.type === 'Identifier' && react.functions.has(callee.name)) ||
    (callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.object.type === 'Identifier' &&
      react.namespaces.has(callee.object.name) &&
      callee.property.type === 'Identifier' &&
      PURE_REACT_FUNCTIONS.has(callee.property.name));
  if (!isPure) return [];
  return [node, ...node.arguments.flatMap((argument) => pureReactCalls(argument, react))];
}

function declarationOf(statement: ESTree.Program['body'][number]) {
  if (statement.type === 'VariableDeclaration') return statement;
  if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
    return statement.declaration;
  }
  return null;
}

/** `Name.displayName = "…";` at the top level: the name, or null for any other statement. */
function displayNameTarget(statement: ESTree.Program['body'][number]): string | null {
  if (statement.type !== 'ExpressionStatement') return null;
  const assignment = statement.expression;
  if (assignment.type !== 'AssignmentExpression' || assignment.operator !== '=') return null;
  const { left, right } = assignment;
  const isDisplayName =
    left.type === 'MemberExpression' &&
    !left.computed &&
    left.property.type === 'Identifier' &&
    left.property.name === 'displayName';
  if (!isDisplayName || left.object.type !== 'Identifier' || right.type !== 'Literal') return null;
  return typeof right.value === 'string' ? left.object.name : null;
}

/** The module with its top-level pure React calls marked; null when there is nothing to mark. */
export function markPureReactDeclarations(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parseAst(code, { lang: 'js' }, id);
  const react = reactBindingsOf(program);
  if (react.namespaces.size === 0 && react.functions.size === 0) return null;
  const output = new MagicString(code);
  const marked = new Set<string>();
  for (const statement of program.body) {
    for (const declarator of declarationOf(statement)?.declarations ?? []) {
      const calls = pureReactCalls(declarator.init, react);
      for (const call of calls) output.appendLeft(call.start, '/* @__PURE__ */ ');
      if (calls.length > 0 && declarator.id.type === 'Identifier') marked.add(declarator.id.name);
    }
  }
  for (const statement of program.body) {
    const target = displayNameTarget(statement);
    if (target && marked.has(target)) output.remove(statement.start, statement.end);
  }
  if (!output.hasChanged()) return null;
  return { code: output.toString(), map: output.generateMap({ source: id, hires: true }) };
}

/** A build-only transform of the modules `include` matches (their own files, as Node resolves them). */
export function pureReactDeclarations(include: RegExp): Plugin {
  return {
    name: 'pure-react-declarations',
    apply: 'build',
    transform: {
      filter: { id: include },
      handler: (code, id) => markPureReactDeclarations(code, id),
    },
  };
}
