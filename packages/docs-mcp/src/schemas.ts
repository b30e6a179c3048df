import type {Json, JsonObject} from './data.js';
import {asString, atPointer, isObject} from './json.js';

const SCHEMA_REF = '#/components/schemas/';

/**
 * JSON Schemas out of a bundled OpenAPI 3.1 document (whose schemas are JSON Schema 2020-12): a
 * `$ref` to a component schema becomes `#/$defs/<Name>`, and the answer carries, in `$defs`, every
 * component schema it reaches, so it stands on its own.
 */
class SchemaCollector {
  readonly defs: JsonObject = {};

  constructor(private readonly spec: JsonObject) {}

  /** A schema with its component references rewritten, its components collected. */
  schema(node: Json | undefined): Json {
    if (Array.isArray(node)) return node.map((item) => this.schema(item));
    if (!isObject(node)) return node ?? {};
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
        const name = value.slice(SCHEMA_REF.length);
        this.collect(name);
        out.$ref = `#/$defs/${name}`;
      } else {
        out[key] = this.schema(value);
      }
    }
    return out;
  }

  collect(name: string): void {
    if (name in this.defs) return;
    this.defs[name] = {};
    this.defs[name] = this.schema(atPointer(this.spec, `${SCHEMA_REF}${name}`));
  }

  /** A parameter, response or request body, with its own `$ref` (to components) followed. */
  resolve(node: Json | undefined, depth = 0): JsonObject {
    if (!isObject(node)) return {};
    const ref = asString(node.$ref);
    return ref && depth < 8 ? this.resolve(atPointer(this.spec, ref), depth + 1) : node;
  }
}

function content(collector: SchemaCollector, node: JsonObject): JsonObject {
  const media = isObject(node.content) ? node.content : {};
  const out: JsonObject = {};
  for (const [type, value] of Object.entries(media)) {
    if (isObject(value)) out[type] = collector.schema(value.schema);
  }
  return out;
}

/** An object's member that is an object itself, or an empty one. */
const member = (node: Json | undefined, key: string): JsonObject => {
  const value = isObject(node) ? node[key] : undefined;
  return isObject(value) ? value : {};
};

/**
 * An operation's parameters (its path item's first), request body and responses as JSON Schemas,
 * with their `$defs`. The operation is found by its method and path: operationIds are optional.
 */
export function operationSchemas(spec: JsonObject, method: string, path: string): JsonObject {
  const collector = new SchemaCollector(spec);
  const pathItem = member(spec.paths, path);
  const operation = member(pathItem, method.toLowerCase());
  const raw = [
    ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ];
  const parameters = raw.map((item) => {
    const parameter = collector.resolve(item);
    return {
      name: asString(parameter.name),
      in: asString(parameter.in),
      required: parameter.required === true,
      description: asString(parameter.description),
      schema: collector.schema(parameter.schema),
    };
  });
  const body = collector.resolve(operation.requestBody);
  const responses: JsonObject = {};
  for (const [status, value] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    const response = collector.resolve(value);
    responses[status] = {description: asString(response.description), content: content(collector, response)};
  }
  return {
    parameters,
    ...(Object.keys(body).length > 0
      ? {requestBody: {required: body.required === true, content: content(collector, body)}}
      : {}),
    responses,
    $defs: collector.defs,
  };
}

/** One component schema, with the component schemas it reaches in `$defs`. */
export function componentSchema(spec: JsonObject, name: string): JsonObject | undefined {
  const schema = atPointer(spec, `${SCHEMA_REF}${name}`);
  if (!isObject(schema)) return undefined;
  const collector = new SchemaCollector(spec);
  // The root is not collected: it lands in `$defs` only when it refers to itself.
  const root = collector.schema(schema);
  const defs = collector.defs;
  return {...(isObject(root) ? root : {}), ...(Object.keys(defs).length > 0 ? {$defs: defs} : {})};
}
