/**
 * The tools' JSON Schemas (tool-specs.ts, written for OpenAI-compatible endpoints) in the subset
 * node-llama-cpp turns into a grammar (its `GbnfJsonSchema`: type, enum, const, oneOf, properties,
 * items, min/max items and length, date formats). node-llama-cpp treats every property as
 * required, so an optional one becomes "its schema or null" and the nulls are dropped from the
 * call (`withoutNulls`). A `pattern` it cannot express is left to the tool's own validation,
 * except the YYYY-MM-DD one, which becomes `format: "date"`.
 */
export type FunctionSchema =
  | {
      type: 'object';
      properties: Record<string, FunctionSchema>;
      additionalProperties: false;
      description?: string;
    }
  | { type: 'array'; items?: FunctionSchema; minItems?: number; maxItems?: number; description?: string }
  | {
      type: 'string';
      format?: 'date' | 'date-time' | 'time';
      minLength?: number;
      maxLength?: number;
      description?: string;
    }
  | { type: 'number' | 'integer' | 'boolean' | 'null'; description?: string }
  | { enum: (string | number | boolean | null)[]; description?: string }
  | { const: string | number | boolean | null; description?: string }
  | { oneOf: FunctionSchema[]; description?: string };

type JsonSchema = Record<string, unknown>;

const datePatterns = new Set(['^\\d{4}-\\d{2}-\\d{2}$', '^[0-9]{4}-[0-9]{2}-[0-9]{2}$']);

function described<T extends object>(schema: T, source: JsonSchema): T {
  return typeof source.description === 'string' ? { ...schema, description: source.description } : schema;
}

export function functionSchemaOf(source: JsonSchema): FunctionSchema {
  if (Array.isArray(source.enum))
    return described({ enum: source.enum as (string | number | null)[] }, source);
  if ('const' in source) return described({ const: source.const as string | number | null }, source);
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(source[key]))
      return described({ oneOf: (source[key] as JsonSchema[]).map(functionSchemaOf) }, source);
  const type: unknown[] = Array.isArray(source.type) ? (source.type as unknown[]) : [source.type];
  if (type.length > 1)
    return described({ oneOf: type.map((t) => functionSchemaOf({ ...source, type: t })) }, source);
  switch (type[0]) {
    case 'object': {
      const properties = (source.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((source.required ?? []) as string[]);
      return described(
        {
          type: 'object',
          properties: Object.fromEntries(
            Object.entries(properties).map(([key, value]) => {
              const schema = functionSchemaOf(value);
              return [key, required.has(key) ? schema : { oneOf: [schema, { type: 'null' }] }];
            }),
          ),
          additionalProperties: false,
        },
        source,
      );
    }
    case 'array':
      return described(
        {
          type: 'array',
          ...(source.items ? { items: functionSchemaOf(source.items as JsonSchema) } : {}),
          ...(typeof source.minItems === 'number' ? { minItems: source.minItems } : {}),
          ...(typeof source.maxItems === 'number' ? { maxItems: source.maxItems } : {}),
        },
        source,
      );
    case 'string': {
      const format =
        source.format === 'date' || (typeof source.pattern === 'string' && datePatterns.has(source.pattern))
          ? 'date'
          : source.format === 'date-time' || source.format === 'time'
            ? source.format
            : undefined;
      if (format) return described({ type: 'string', format }, source);
      return described(
        {
          type: 'string',
          ...(typeof source.minLength === 'number' ? { minLength: source.minLength } : {}),
          ...(typeof source.maxLength === 'number' ? { maxLength: source.maxLength } : {}),
        },
        source,
      );
    }
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return described({ type: type[0] }, source);
    default:
      // No type: any JSON value the grammar allows (string, number, boolean or null).
      return described(
        { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
        source,
      );
  }
}

/** A call's arguments without the properties the model set to null (left out, for the tools). */
export function withoutNulls(params: unknown): Record<string, unknown> {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return {};
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null));
}
