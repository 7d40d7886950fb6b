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
  /** The named response type, as written. */
  typeText: string;
  type: ts.Type;
}

export interface WebClient {
  calls: WebCall[];
  checker: ts.TypeChecker;
  /** A type exported by a module of the web program (`packages/shared/src/schemas/catalog.ts`, `PublicShop`). */
  exportedType: (file: string, name: string) => ts.Type;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function pathOf(argument: ts.Expression): string | null {
  let text: string;
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) text = argument.text;
  else if (ts.isTemplateExpression(argument)) {
    text = argument.head.text + argument.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  } else return null;
  return `/api${text.replace(/\?.*$/, '')}`;
}

/** Every `api.<method><T>('/…')` call with a literal path in the web client's source (tests left out). */
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
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(webSource) || /\.test\.tsx?$/.test(file.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'api' &&
        METHODS.has(node.expression.name.text) &&
        node.typeArguments?.length === 1 &&
        node.arguments.length > 0
      ) {
        const path = pathOf(node.arguments[0]!);
        if (path) {
          const typeNode = node.typeArguments[0]!;
          calls.push({
            method: node.expression.name.text.toUpperCase(),
            path,
            where: relative(webSource, file.fileName),
            typeText: typeNode.getText(file),
            type: checker.getTypeFromTypeNode(typeNode),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const exportedType = (file: string, name: string) => {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    const symbol = module && checker.getExportsOfModule(module).find((e) => e.getName() === name);
    if (!symbol) throw new Error(`${file} exports no ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };
  return { calls, checker, exportedType };
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
