/**
 * The response type each web call names (`api.get<OrderListResponse>('/orders/my-orders')`), read with the
 * TypeScript compiler from apps/web, and checked against the OpenAPI document's success answer for that
 * operation (docs/decisions/202-web-types-checked-against-openapi.md): whatever the document says the server
 * sends must be a value of the type the web reads it as.
 */
import { dirname, relative } from 'node:path';
import ts from 'typescript';

export interface WebCall {
  method: string;
  /** The call's path as /api/…, `{}` for a value built into it. */
  path: string;
  where: string;
  /** The named response type, as written; null when the call names none (it ignores the answer). */
  typeText: string | null;
  type: ts.Type | null;
  /** What the call sends as its body (post, put, patch), as the compiler types it; null when it sends none. */
  body: { text: string; type: ts.Type } | null;
  /** The path was built from a closed set of words (`/${action.kind}`): one call, several operations. */
  oneOfSeveral: boolean;
}

export interface WebClient {
  calls: WebCall[];
  /** `api` calls whose path the reader could not follow to a literal: each should be made readable. */
  unresolved: string[];
  checker: ts.TypeChecker;
  /** A type exported by a module of the web program (`packages/shared/src/schemas/catalog.ts`, `PublicShop`). */
  exportedType: (file: string, name: string) => ts.Type;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
/** More paths than this from one template means its words are not a closed set worth listing. */
const MAX_EXPANSIONS = 16;

/** Where a path argument comes from: literal paths, or a parameter of the function that wraps the call. */
type PathSource = { paths: string[] } | { parameter: ts.ParameterDeclaration } | null;

/**
 * The paths a path argument can be: a string or template literal (a value in the template is `{}`, or each word
 * of a closed set of string literals, `/${review.hidden ? 'restore' : 'hide'}`, or the paths of a `const` path
 * built into it), either branch of a conditional, or a `const` initialised with one of those; a parameter is followed to its function's callers.
 */
function pathSource(checker: ts.TypeChecker, argument: ts.Expression, depth = 0): PathSource {
  if (depth > 4) return null;
  if (ts.isParenthesizedExpression(argument)) return pathSource(checker, argument.expression, depth + 1);
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) return { paths: [argument.text] };
  if (ts.isTemplateExpression(argument)) {
    let paths = [argument.head.text];
    for (const span of argument.templateSpans) {
      const type = checker.getTypeAtLocation(span.expression);
      const members = type.isUnion() ? type.types : [type];
      const inner = ts.isIdentifier(span.expression) ? pathSource(checker, span.expression, depth + 1) : null;
      const words =
        inner && 'paths' in inner
          ? inner.paths
          : members.every((m) => m.isStringLiteral())
            ? members.map((m) => m.value)
            : ['{}'];
      paths = paths.flatMap((head) => words.map((word) => `${head}${word}${span.literal.text}`));
      if (paths.length > MAX_EXPANSIONS) return null;
    }
    return { paths };
  }
  if (ts.isConditionalExpression(argument)) {
    const [a, b] = [
      pathSource(checker, argument.whenTrue, depth + 1),
      pathSource(checker, argument.whenFalse, depth + 1),
    ];
    return a && b && 'paths' in a && 'paths' in b ? { paths: [...a.paths, ...b.paths] } : null;
  }
  if (ts.isIdentifier(argument)) {
    const declaration = checker.getSymbolAtLocation(argument)?.valueDeclaration;
    if (declaration && ts.isParameter(declaration)) return { parameter: declaration };
    if (
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const
    ) {
      return pathSource(checker, declaration.initializer, depth + 1);
    }
  }
  return null;
}

const asApiPath = (text: string) => `/api${text.replace(/\?.*$/, '')}`;

/** The calls of a function declared in the web client: `postOpenForm<ContactResponse>('/contact', input)`. */
function callersOf(program: ts.Program, checker: ts.TypeChecker, webSource: string, fn: ts.SignatureDeclaration) {
  const target = fn.name ? checker.getSymbolAtLocation(fn.name) : undefined;
  const callers: ts.CallExpression[] = [];
  if (!target) return callers;
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(webSource) || /\.test\.tsx?$/.test(file.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        let symbol = checker.getSymbolAtLocation(node.expression);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        if (symbol === target) callers.push(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return callers;
}

/**
 * Every `api.<method>('/…')` call in the web client's source (tests left out): its path or paths, the response
 * type it names (if any) and the body it sends. A call inside a wrapper whose path is the wrapper's parameter
 * (`lib/open-form.ts`'s `postOpenForm<R>(path, body)`) is read at each of the wrapper's callers, with the
 * caller's path, type argument and body.
 */
export function readWebClient(webTsconfig: string): WebClient {
  const config = ts.getParsedCommandLineOfConfigFile(
    webTsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${webTsconfig}`);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const checker = program.getTypeChecker();
  const webSource = `${dirname(webTsconfig)}/src/`;
  const calls: WebCall[] = [];
  const unresolved: string[] = [];
  const whereOf = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return `${relative(webSource, file.fileName)}:${line + 1}`;
  };
  const typeArgument = (node: ts.TypeNode | undefined) =>
    node
      ? { typeText: node.getText(node.getSourceFile()), type: checker.getTypeFromTypeNode(node) }
      : { typeText: null, type: null };

  const record = (call: ts.CallExpression, method: string) => {
    const source = pathSource(checker, call.arguments[0]!);
    const bodyArgument = method === 'GET' || method === 'DELETE' ? undefined : call.arguments[1];
    if (source && 'paths' in source) {
      const body = bodyArgument
        ? { text: bodyArgument.getText(), type: checker.getTypeAtLocation(bodyArgument) }
        : null;
      for (const path of source.paths) {
        calls.push({
          method,
          path: asApiPath(path),
          where: whereOf(call),
          ...typeArgument(call.typeArguments?.[0]),
          body,
          oneOfSeveral: source.paths.length > 1,
        });
      }
      return;
    }
    const fn = source && 'parameter' in source ? source.parameter.parent : undefined;
    if (!fn || !ts.isFunctionLike(fn)) {
      unresolved.push(`${method} ${call.arguments[0]?.getText()} (${whereOf(call)})`);
      return;
    }
    // A wrapper: its callers give the path, the response type (its type parameter) and the body (its parameter).
    const pathIndex = fn.parameters.indexOf(source!.parameter);
    const typeReference = call.typeArguments?.[0];
    const typeIndex = (fn.typeParameters ?? []).findIndex((p) => typeReference?.getText() === p.name.text);
    const bodyParameter = bodyArgument
      ? fn.parameters.findIndex((p) => bodyArgument.getText().includes(p.name.getText()))
      : -1;
    const callers = callersOf(program, checker, webSource, fn);
    if (callers.length === 0)
      unresolved.push(`${method} ${call.arguments[0]?.getText()} (${whereOf(call)}): no caller`);
    for (const caller of callers) {
      const inner = pathSource(checker, caller.arguments[pathIndex]!);
      if (!inner || !('paths' in inner)) {
        unresolved.push(`${method} ${caller.arguments[pathIndex]?.getText()} (${whereOf(caller)})`);
        continue;
      }
      const bodyNode = bodyParameter >= 0 ? caller.arguments[bodyParameter] : bodyArgument;
      for (const path of inner.paths) {
        calls.push({
          method,
          path: asApiPath(path),
          where: `${whereOf(caller)} via ${whereOf(call)}`,
          ...(typeIndex >= 0 ? typeArgument(caller.typeArguments?.[typeIndex]) : typeArgument(typeReference)),
          body: bodyNode ? { text: bodyNode.getText(), type: checker.getTypeAtLocation(bodyNode) } : null,
          oneOfSeveral: inner.paths.length > 1,
        });
      }
    }
  };

  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(webSource) || /\.test\.tsx?$/.test(file.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'api' &&
        METHODS.has(node.expression.name.text) &&
        node.arguments.length > 0
      ) {
        record(node, node.expression.name.text.toUpperCase());
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  // The same call reached twice (the open form's retry posts the same path with the same caller's body).
  const seen = new Set<string>();
  const unique = calls.filter((call) => {
    const key = `${call.method} ${call.path} ${call.where.replace(/ via .*$/, '')} ${call.typeText}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const exportedType = (file: string, name: string) => {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    const symbol = module && checker.getExportsOfModule(module).find((e) => e.getName() === name);
    if (!symbol) throw new Error(`${file} exports no ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };
  return { calls: unique, unresolved, checker, exportedType };
}

/** A JSON schema as @fastify/swagger writes it (OpenAPI 3.0: `nullable`, `$ref` into components). */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

type Kind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

export interface Comparison {
  /** Where the document's answer is not a value of the web's type. */
  mismatches: string[];
  /** Places neither side describes (an `unknown` type, a free-form `{}` schema): not checked. */
  unchecked: string[];
}

/** The document's alternatives, flattened: one schema per kind it may send. */
function alternatives(raw: JsonSchema, deref: (s: JsonSchema) => JsonSchema): JsonSchema[] {
  const s = deref(raw);
  if (s.allOf?.length) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf.map(deref)) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return [merged];
  }
  const union = s.anyOf ?? s.oneOf;
  const list = union ? union.flatMap((part) => alternatives(part, deref)) : [];
  if (!union) {
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    if (types.length > 1) list.push(...types.map((t) => ({ ...s, type: t })));
    else list.push(s);
  }
  if (s.nullable) list.push({ type: 'null' });
  return list;
}

function kindOfSchema(s: JsonSchema): Kind | null {
  const t = Array.isArray(s.type) ? s.type[0] : s.type;
  if (t === 'integer') return 'number';
  if (t) return t as Kind;
  if (s.enum?.length || s.const !== undefined) {
    const value = s.enum?.[0] ?? s.const;
    return value === null ? 'null' : (typeof value as Kind);
  }
  if (s.properties) return 'object';
  return null;
}

/**
 * Checks that every answer the document allows is a value of `type`: each kind it may send (null included) is
 * one the type accepts, an object has every property the type requires (and as required), enum values are
 * among the type's literals, and the same holds inside properties and array items.
 */
export function compareAnswer(
  checker: ts.TypeChecker,
  type: ts.Type,
  schema: JsonSchema,
  resolveRef: (ref: string) => JsonSchema,
): Comparison {
  const deref = (s: JsonSchema): JsonSchema => (s.$ref ? deref(resolveRef(s.$ref)) : s);

  const membersOf = (t: ts.Type): ts.Type[] => (t.isUnion() ? t.types : [t]);
  const kindOfType = (t: ts.Type): Kind | 'any' | 'undefined' | null => {
    const f = t.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) return 'any';
    if (f & ts.TypeFlags.Undefined || f & ts.TypeFlags.Void) return 'undefined';
    if (f & ts.TypeFlags.Null) return 'null';
    if (f & ts.TypeFlags.StringLike) return 'string';
    if (f & ts.TypeFlags.NumberLike) return 'number';
    if (f & ts.TypeFlags.BooleanLike) return 'boolean';
    if (checker.isArrayType(t) || checker.isTupleType(t)) return 'array';
    if (f & ts.TypeFlags.Object || f & ts.TypeFlags.Intersection) return 'object';
    return null;
  };

  const check = (t: ts.Type, raw: JsonSchema, at: string, depth: number, result: Comparison): void => {
    const members = membersOf(t);
    if (members.some((m) => kindOfType(m) === 'any')) return;
    const objects: { shape: ts.Type; schema: JsonSchema }[] = [];
    for (const alt of alternatives(raw, deref)) {
      const kind = kindOfSchema(alt);
      if (!kind) {
        result.unchecked.push(`${at}: the document does not describe it`);
        continue;
      }
      const accepting = members.filter((m) => kindOfType(m) === kind);
      if (accepting.length === 0) {
        result.mismatches.push(`${at}: the document allows ${kind}, the web type is ${checker.typeToString(t)}`);
        continue;
      }
      if (kind === 'string' || kind === 'number') {
        const literals = accepting.filter((m) => m.isLiteral());
        if (literals.length === accepting.length && !alt.enum && alt.const === undefined) {
          result.mismatches.push(
            `${at}: the document allows any ${kind}, the web type only ${checker.typeToString(t)}`,
          );
        } else if (literals.length === accepting.length && alt.enum) {
          const known = new Set(literals.map((m) => (m.isLiteral() ? m.value : null)));
          const unknown = alt.enum.filter((value) => !known.has(value as string | number));
          if (unknown.length)
            result.mismatches.push(`${at}: the document allows ${unknown.join(', ')}, the web type does not`);
        }
      }
      if (depth > 12) continue;
      if (kind === 'object') objects.push(...accepting.map((shape) => ({ shape, schema: alt })));
      const items = Array.isArray(alt.items) ? alt.items[0] : alt.items;
      const element = kind === 'array' ? checker.getIndexTypeOfType(accepting[0]!, ts.IndexKind.Number) : undefined;
      if (items && element) check(element, items, `${at}[]`, depth + 1, result);
    }
    // Object shapes: the web's type must fit one of the document's (a union there is one answer per caller,
    // e.g. the detailed tracking for an admin), and one of the web's own shapes must take it.
    if (objects.length === 0) return;
    const fits = objects.map(({ shape, schema }) => {
      const probe: Comparison = { mismatches: [], unchecked: [] };
      checkObject(shape, schema, at, depth, probe);
      return probe;
    });
    const best = fits.find((probe) => probe.mismatches.length === 0) ?? fits[0]!;
    result.mismatches.push(...best.mismatches);
    result.unchecked.push(...best.unchecked);
  };

  const checkObject = (shape: ts.Type, schema: JsonSchema, at: string, depth: number, result: Comparison) => {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : null;
    if (!schema.properties && !extra) {
      if (schema.additionalProperties !== false) result.unchecked.push(`${at}: the document does not describe it`);
      return;
    }
    const declared = checker.getPropertiesOfType(shape);
    if (declared.length === 0) {
      const values = checker.getIndexTypeOfType(shape, ts.IndexKind.String);
      if (values && extra) check(values, extra, `${at}[key]`, depth + 1, result);
      return;
    }
    for (const property of declared) {
      const name = property.getName();
      const propertyType = checker.getTypeOfSymbol(property);
      const isOptional =
        (property.flags & ts.SymbolFlags.Optional) !== 0 ||
        membersOf(propertyType).some((m) => kindOfType(m) === 'undefined' || kindOfType(m) === 'any');
      const where = `${at}.${name}`;
      const documented = properties[name] ?? extra ?? undefined;
      if (!documented) {
        if (!isOptional) result.mismatches.push(`${where}: the web type requires it, the document does not have it`);
        continue;
      }
      if (!isOptional && properties[name] && !required.has(name)) {
        result.mismatches.push(`${where}: the web type requires it, the document makes it optional`);
      }
      check(propertyType, documented, where, depth + 1, result);
    }
  };

  const result: Comparison = { mismatches: [], unchecked: [] };
  check(type, schema, '(answer)', 0, result);
  return result;
}

/**
 * Checks that every body the web may send is one the document's request schema accepts
 * (docs/decisions/216-accounts-and-consents-registered-like-modules.md): each kind the web sends is allowed, a
 * literal or closed set is within the document's enum and an open string is not sent where an enum is asked,
 * a property the document requires is one the web always sends, a property the web sends is one the document
 * knows, all the way down. `someMemberFits`: the body is a union of shapes for one call that reaches several
 * operations (`/admin/returns/{id}/${kind}`): one of its shapes must fit.
 */
/** The properties the web may really send (not the compiler's `?: undefined` fillers), per member of a union. */
export function sentProperties(checker: ts.TypeChecker, type: ts.Type): string[][] {
  return (type.isUnion() ? type.types : [type]).map((member) =>
    checker
      .getPropertiesOfType(member)
      .filter((p) => !(checker.getTypeOfSymbol(p).flags & ts.TypeFlags.Undefined))
      .map((p) => p.getName()),
  );
}

export function compareBody(
  checker: ts.TypeChecker,
  type: ts.Type,
  schema: JsonSchema,
  resolveRef: (ref: string) => JsonSchema,
  someMemberFits = false,
): Comparison {
  const deref = (s: JsonSchema): JsonSchema => (s.$ref ? deref(resolveRef(s.$ref)) : s);
  const membersOf = (t: ts.Type): ts.Type[] => (t.isUnion() ? t.types : [t]);
  const kindOf = (t: ts.Type): Kind | 'any' | 'undefined' | null => {
    const f = t.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) return 'any';
    if (f & ts.TypeFlags.Undefined || f & ts.TypeFlags.Void) return 'undefined';
    if (f & ts.TypeFlags.Null) return 'null';
    if (f & ts.TypeFlags.StringLike) return 'string';
    if (f & ts.TypeFlags.NumberLike) return 'number';
    if (f & ts.TypeFlags.BooleanLike) return 'boolean';
    if (checker.isArrayType(t) || checker.isTupleType(t)) return 'array';
    if (f & ts.TypeFlags.Object || f & ts.TypeFlags.Intersection) return 'object';
    return null;
  };

  const checkMember = (m: ts.Type, raw: JsonSchema, at: string, depth: number, result: Comparison): void => {
    const kind = kindOf(m);
    if (kind === 'any') return void result.unchecked.push(`${at}: the web type does not say`);
    if (kind === 'undefined') return;
    const alts = alternatives(raw, deref);
    if (alts.some((alt) => !kindOfSchema(alt))) return; // free-form in the document: anything goes
    const accepting = alts.filter((alt) => kindOfSchema(alt) === kind);
    if (accepting.length === 0) {
      result.mismatches.push(`${at}: the web sends ${checker.typeToString(m)}, the document does not accept ${kind}`);
      return;
    }
    const probes = accepting.map((alt) => {
      const probe: Comparison = { mismatches: [], unchecked: [] };
      if ((kind === 'string' || kind === 'number') && (alt.enum || alt.const !== undefined)) {
        const allowed = alt.enum ?? [alt.const];
        if (!m.isLiteral())
          probe.mismatches.push(`${at}: the web sends any ${kind}, the document only ${allowed.join(', ')}`);
        else if (!allowed.includes(m.value))
          probe.mismatches.push(`${at}: the web sends ${checker.typeToString(m)}, the document does not accept it`);
      }
      if (depth <= 12 && kind === 'array') {
        const items = Array.isArray(alt.items) ? alt.items[0] : alt.items;
        const element = checker.getIndexTypeOfType(m, ts.IndexKind.Number);
        if (items && element) checkType(element, items, `${at}[]`, depth + 1, probe);
      }
      if (depth <= 12 && kind === 'object') checkObject(m, alt, at, depth, probe);
      return probe;
    });
    const best = probes.find((probe) => probe.mismatches.length === 0) ?? probes[0]!;
    result.mismatches.push(...best.mismatches);
    result.unchecked.push(...best.unchecked);
  };

  const checkType = (t: ts.Type, raw: JsonSchema, at: string, depth: number, result: Comparison): void => {
    // `boolean` is `true | false` to the compiler: one member is enough.
    const members = membersOf(t).filter(
      (m, i, all) =>
        !(m.flags & ts.TypeFlags.BooleanLiteral) || all.findIndex((x) => x.flags & ts.TypeFlags.BooleanLiteral) === i,
    );
    for (const m of members) checkMember(m, raw, at, depth, result);
  };

  const checkObject = (shape: ts.Type, schema: JsonSchema, at: string, depth: number, result: Comparison) => {
    const properties = schema.properties ?? {};
    const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : null;
    if (!schema.properties && !extra) return;
    const sent = new Map(checker.getPropertiesOfType(shape).map((p) => [p.getName(), p]));
    for (const name of schema.required ?? []) {
      const property = sent.get(name);
      const optional =
        !property ||
        (property.flags & ts.SymbolFlags.Optional) !== 0 ||
        membersOf(checker.getTypeOfSymbol(property)).some((m) => kindOf(m) === 'undefined');
      if (optional) result.mismatches.push(`${at}.${name}: the document requires it, the web may leave it out`);
    }
    for (const [name, property] of sent) {
      // `prop?: undefined`: the compiler's filler in a union of object literals, never sent.
      if (membersOf(checker.getTypeOfSymbol(property)).every((m) => kindOf(m) === 'undefined')) continue;
      const documented = properties[name] ?? extra;
      if (!documented) {
        result.mismatches.push(`${at}.${name}: the web sends it, the document does not know it`);
        continue;
      }
      checkType(checker.getTypeOfSymbol(property), documented, `${at}.${name}`, depth + 1, result);
    }
  };

  if (someMemberFits && type.isUnion()) {
    const probes = type.types.map((m) => {
      const probe: Comparison = { mismatches: [], unchecked: [] };
      checkMember(m, schema, '(body)', 0, probe);
      return probe;
    });
    return probes.find((probe) => probe.mismatches.length === 0) ?? probes[0]!;
  }
  const result: Comparison = { mismatches: [], unchecked: [] };
  checkType(type, schema, '(body)', 0, result);
  return result;
}
