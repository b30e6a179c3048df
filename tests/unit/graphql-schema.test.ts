import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {
  buildSchema,
  getNamedType,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  print,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';

const GRAPHQL_DIR = fileURLToPath(new URL('../../graphql/', import.meta.url));
const SCHEMA_FILE = 'graphql/sharing.graphql';
const EXAMPLES_DIR = `${GRAPHQL_DIR}examples/`;

// The generated reference pages under /graphql/sharing, per kind: route segment -> schema name.
// A route matches a name compared case-insensitively without '-' and '_', optionally followed by
// its kind ("offer-status" matches OfferStatusEnum on the enums page).
const SPEC = {
  directive: {
    deprecated: 'deprecated',
    auth: 'auth',
    include: 'include',
    skip: 'skip',
    'specified-by': 'specifiedBy',
  },
  enum: {'offer-status': 'OfferStatusEnum', 'partner-status': 'PartnerStatus'},
  input: {
    'accept-offer': 'AcceptOfferInput',
    'assign-role': 'AssignRoleInput',
    'delete-config': 'DeleteConfigInput',
    'entity-resource': 'EntityResourceInput',
    'offer-entity': 'OfferEntityInput',
    'offer-entity-resource': 'OfferEntityResourceInput',
    'offer-status': 'OfferStatusInput',
    'partner-entities': 'PartnerEntitiesInput',
    'partner-entity': 'PartnerEntityInput',
    'partner-offered-entities': 'PartnerOfferedEntitiesInput',
    'share-child-entity': 'ShareChildEntityInput',
    'sharing-entity': 'SharingEntityInput',
    'sharing-partner': 'SharingPartnerInput',
  },
  mutation: {
    'accept-offer': 'acceptOffer',
    'assign-role-to-config': 'assignRoleToConfig',
    'delete-sharing-config': 'deleteSharingConfig',
    'offer-entity-to-partners': 'offerEntityToPartners',
    'share-child-entity-with-partners': 'shareChildEntityWithPartners',
    'share-entity-with-partners': 'shareEntityWithPartners',
  },
  object: {
    'entity-resource': 'EntityResource',
    'offer-entity-resource': 'OfferEntityResource',
    'offer-status': 'OfferStatus',
    'partial-entity': 'PartialEntity',
    'partner-sharing-config': 'PartnerSharingConfig',
    'template-role-grant': 'TemplateRoleGrant',
  },
  query: {
    'get-offer-status': 'getOfferStatus',
    'get-sharing-config': 'getSharingConfig',
    'get-sharing-configs': 'getSharingConfigs',
    'search-partner-sharing-configs': 'searchPartnerSharingConfigs',
  },
  scalar: {boolean: 'Boolean', id: 'ID', string: 'String'},
} as const;
const PUBLIC_OPERATIONS = ['getOfferStatus', 'acceptOffer'];

const sdl = readFileSync(`${GRAPHQL_DIR}sharing.graphql`, 'utf8');
const schema = buildSchema(sdl);
const queryType = schema.getQueryType() as GraphQLObjectType;
const mutationType = schema.getMutationType() as GraphQLObjectType;
const own = (type: GraphQLNamedType) => !type.name.startsWith('__');

const squash = (text: string) => text.toLowerCase().replace(/[-_]/g, '');
const sorted = (names: Iterable<string>) => [...names].sort();

describe(`${SCHEMA_FILE}`, () => {
  it('declares every name the GraphQL routes need, with the right kind', () => {
    const problems: string[] = [];
    for (const [kind, names] of Object.entries(SPEC)) {
      for (const [route, name] of Object.entries(names)) {
        const n = squash(name);
        if (n !== squash(route) && n !== squash(route) + kind) {
          problems.push(`${kind} ${name} does not match the route segment "${route}"`);
        }
        const type = schema.getType(name);
        const found =
          kind === 'directive'
            ? schema.getDirective(name)
            : kind === 'query'
              ? queryType.getFields()[name]
              : kind === 'mutation'
                ? mutationType.getFields()[name]
                : kind === 'enum'
                  ? isEnumType(type)
                  : kind === 'input'
                    ? isInputObjectType(type)
                    : kind === 'object'
                      ? isObjectType(type)
                      : isScalarType(type);
        if (!found) problems.push(`${SCHEMA_FILE}: no ${kind} named ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no names beyond the routes (each extra name would become an unplanned page)', () => {
    const types = Object.values(schema.getTypeMap()).filter(own);
    const of = (test: (t: GraphQLNamedType) => boolean) => sorted(types.filter(test).map((t) => t.name));
    expect(of(isEnumType)).toEqual(sorted(Object.values(SPEC.enum)));
    expect(of(isInputObjectType)).toEqual(sorted(Object.values(SPEC.input)));
    expect(of(isObjectType)).toEqual(sorted([...Object.values(SPEC.object), 'Query', 'Mutation']));
    expect(of(isScalarType)).toEqual(sorted(Object.values(SPEC.scalar)));
    // graphql-js 16.9+ also builds in @oneOf; the reference generator leaves it out.
    const directives = schema.getDirectives().filter((d) => d.name !== 'oneOf');
    expect(sorted(directives.map((d) => d.name))).toEqual(sorted(Object.values(SPEC.directive)));
    expect(sorted(Object.keys(queryType.getFields()))).toEqual(sorted(Object.values(SPEC.query)));
    expect(sorted(Object.keys(mutationType.getFields()))).toEqual(sorted(Object.values(SPEC.mutation)));
  });

  it('describes every type, field, argument, enum value and input field', () => {
    const problems: string[] = [];
    const check = (where: string, description: string | null | undefined) => {
      if (!description?.trim()) problems.push(`${SCHEMA_FILE}: ${where} has no description`);
      // The generated reference pages are MDX: angle brackets and braces there break the build.
      else if (/[<>{}]/.test(description)) problems.push(`${SCHEMA_FILE}: ${where} uses < > { or }`);
    };
    for (const type of Object.values(schema.getTypeMap()).filter(own)) {
      if (isScalarType(type)) continue; // built-in scalars are described by graphql-js
      check(type.name, type.description);
      if (isEnumType(type)) type.getValues().forEach((v) => check(`${type.name}.${v.name}`, v.description));
      if (isInputObjectType(type) || isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          check(`${type.name}.${field.name}`, field.description);
          for (const arg of 'args' in field ? field.args : []) {
            check(`${type.name}.${field.name}(${arg.name})`, arg.description);
          }
        }
      }
    }
    const auth = schema.getDirective('auth');
    check('@auth', auth?.description);
    auth?.args.forEach((arg) => check(`@auth(${arg.name})`, arg.description));
    expect(problems).toEqual([]);
  });

  it('marks every operation except the public ones with @auth, and says which are public', () => {
    const problems: string[] = [];
    for (const field of [...Object.values(queryType.getFields()), ...Object.values(mutationType.getFields())]) {
      const hasAuth = field.astNode?.directives?.some((d) => d.name.value === 'auth') ?? false;
      const isPublic = PUBLIC_OPERATIONS.includes(field.name);
      if (hasAuth === isPublic) problems.push(`${field.name}: ${isPublic ? 'public, remove @auth' : 'needs @auth'}`);
      if (isPublic && !/public/i.test(field.description ?? '')) problems.push(`${field.name}: say it is public`);
    }
    expect(problems).toEqual([]);
  });
});

type Example = {name: string; document: DocumentNode; variables: unknown; response: unknown};

function loadExamples(): {examples: Example[]; problems: string[]} {
  const problems: string[] = [];
  const names = [...new Set(readdirSync(EXAMPLES_DIR).map((f) => f.split('.')[0] ?? f))].sort();
  const examples: Example[] = [];
  for (const name of names) {
    const read = (suffix: string) => {
      const file = `${EXAMPLES_DIR}${name}${suffix}`;
      if (!existsSync(file)) throw new Error(`graphql/examples/${name}${suffix} is missing`);
      return readFileSync(file, 'utf8');
    };
    try {
      examples.push({
        name,
        document: parse(read('.graphql')),
        variables: JSON.parse(read('.variables.json')),
        response: JSON.parse(read('.response.json')),
      });
    } catch (error) {
      problems.push(`graphql/examples/${name}: ${(error as Error).message}`);
    }
  }
  return {examples, problems};
}

// Checks a response value against the output type and the selection that produced it.
function checkShape(
  value: unknown,
  type: GraphQLOutputType,
  selection: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  path: string,
  problems: string[],
): void {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) problems.push(`${path} is null but ${String(type)} is non-null`);
    else checkShape(value, type.ofType, selection, fragments, path, problems);
    return;
  }
  if (value === null) return;
  if (isListType(type)) {
    if (!Array.isArray(value)) problems.push(`${path} should be a list of ${String(type.ofType)}`);
    else value.forEach((item, i) => checkShape(item, type.ofType, selection, fragments, `${path}[${i}]`, problems));
    return;
  }
  if (isLeafType(type)) {
    try {
      if (typeof value === 'object' || type.parseValue(value) === undefined) throw new Error('invalid');
    } catch {
      problems.push(`${path} = ${JSON.stringify(value)} is not a valid ${type.name}`);
    }
    return;
  }
  if (!isObjectType(type) || !selection || typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`${path} should be an object of type ${getNamedType(type).name}`);
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = new Set<string>();
  const visit = (set: SelectionSetNode) => {
    for (const node of set.selections) {
      if (node.kind === Kind.INLINE_FRAGMENT) visit(node.selectionSet);
      else if (node.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(node.name.value);
        if (fragment) visit(fragment.selectionSet);
      } else {
        const key = node.alias?.value ?? node.name.value;
        keys.add(key);
        const field = type.getFields()[node.name.value];
        if (!(key in record)) problems.push(`${path}.${key} is selected but missing from the response`);
        else if (field) checkShape(record[key], field.type, node.selectionSet, fragments, `${path}.${key}`, problems);
      }
    }
  };
  visit(selection);
  for (const key of Object.keys(record)) {
    if (!keys.has(key)) problems.push(`${path}.${key} is in the response but not selected`);
  }
}

function checkExample(example: Example, target: GraphQLSchema): string[] {
  const problems: string[] = [];
  const operations = example.document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operations[0];
  if (operations.length !== 1 || !operation?.name) return ['needs exactly one named operation'];
  problems.push(...validate(target, example.document).map((e) => `does not validate: ${e.message}`));
  const variables = (example.variables ?? {}) as Record<string, unknown>;
  const declared = new Set(operation.variableDefinitions?.map((v) => v.variable.name.value));
  Object.keys(variables)
    .filter((k) => !declared.has(k))
    .forEach((k) => problems.push(`variable $${k} is not declared`));
  const coerced = getVariableValues(target, operation.variableDefinitions ?? [], variables);
  problems.push(...(coerced.errors ?? []).map((e) => `variables rejected: ${e.message}`));
  const response = example.response as {data?: unknown; errors?: unknown};
  if (response.errors !== undefined) problems.push('response has an errors array; examples show successes');
  const root = operation.operation === 'mutation' ? target.getMutationType() : target.getQueryType();
  const fragments = new Map(
    example.document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  if (root) checkShape(response.data, root, operation.selectionSet, fragments, 'data', problems);
  return problems;
}

describe('graphql/examples', () => {
  const {examples, problems: loadProblems} = loadExamples();

  it('has a complete, parseable set of files for every example', () => {
    expect(loadProblems).toEqual([]);
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples.map((e) => [e.name, e] as const))(
    '%s validates, and its variables and response fit',
    (name, example) => {
      expect(checkExample(example, schema).map((p) => `graphql/examples/${name}: ${p}`)).toEqual([]);
    },
  );

  it('uses every query and mutation at least once', () => {
    const used = new Set<string>();
    for (const {document} of examples) {
      for (const d of document.definitions) {
        if (d.kind !== Kind.OPERATION_DEFINITION) continue;
        d.selectionSet.selections.forEach((s) => s.kind === Kind.FIELD && used.add(s.name.value));
      }
    }
    const all = [...Object.values(SPEC.query), ...Object.values(SPEC.mutation)];
    expect(all.filter((n) => !used.has(n)).map((n) => `no example in graphql/examples uses ${n}`)).toEqual([]);
  });
});

describe('graphql/index.md', () => {
  const text = readFileSync(`${GRAPHQL_DIR}index.md`, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const blocks = [...text.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```\s*$/gm)].map((m) => ({
    lang: m[1],
    body: m[2] ?? '',
  }));
  const {examples} = loadExamples();

  it('has the front matter the GraphQL section expects', () => {
    const data = parseYaml(frontMatter?.[1] ?? '') as Record<string, unknown> | null;
    expect(data, 'graphql/index.md: front matter').toMatchObject({
      title: 'Partner sharing GraphQL API',
      slug: '/',
    });
    expect(String(data?.description ?? ''), 'graphql/index.md: description').not.toBe('');
    // One name per page: the title is also the sidebar's label.
    expect(data, 'graphql/index.md: front matter').not.toHaveProperty('sidebar_label');
  });

  it('shows each example operation, its variables and its response, unchanged', () => {
    const operations = new Set(blocks.filter((b) => b.lang === 'graphql').map((b) => print(parse(b.body))));
    const json = blocks.filter((b) => b.lang === 'json').map((b) => JSON.stringify(JSON.parse(b.body)));
    const problems: string[] = [];
    for (const example of examples) {
      if (!operations.has(print(example.document))) problems.push(`${example.name}.graphql is not shown`);
      for (const part of ['variables', 'response'] as const) {
        if (!json.includes(JSON.stringify(example[part]))) problems.push(`${example.name}.${part}.json is not shown`);
      }
    }
    const known = new Set(examples.map((e) => print(e.document)));
    operations.forEach((op) => known.has(op) || problems.push(`a graphql block is not an example file:\n${op}`));
    expect(problems.map((p) => `graphql/index.md: ${p}`)).toEqual([]);
  });

  it('links the schema and the REST references, and explains at least 600 words', () => {
    for (const link of [
      '/graphql/sharing.graphql',
      '/api/access-token',
      '/api/partner',
      '/api/permissions',
      '/api/entity',
    ]) {
      expect(text, `graphql/index.md: link to ${link}`).toContain(`](${link}`);
    }
    expect(text, 'graphql/index.md: no HTML comments').not.toContain('<!--');
    const prose = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^```[\s\S]*?^```\s*$/gm, '');
    expect(prose.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length).toBeGreaterThanOrEqual(600);
  });
});
