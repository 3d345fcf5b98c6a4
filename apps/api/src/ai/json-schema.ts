import { z } from 'zod';

export class AiSchemaError extends Error {}

/**
 * The zod schema as a JSON schema for strict structured output (OpenAI "strict: true", also
 * understood by Ollama and vLLM). Strict mode needs an object root and every property
 * required, so an optional field is a developer error: use .nullable().
 */
export function toStrictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as Record<string, unknown>;
  delete json.$schema;
  if (json.type !== 'object') throw new AiSchemaError('the root of an AI answer schema must be an object');
  checkObjects(json, '$');
  return json;
}

function checkObjects(node: unknown, path: string): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => {
      checkObjects(item, `${path}[${i}]`);
    });
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.type === 'object') {
    const properties = record.properties;
    if (properties === null || typeof properties !== 'object') {
      throw new AiSchemaError(`${path}: objects need fixed properties in strict mode (no records)`);
    }
    const required = new Set(Array.isArray(record.required) ? record.required : []);
    for (const key of Object.keys(properties)) {
      if (!required.has(key)) throw new AiSchemaError(`${path}.${key}: optional field; use .nullable()`);
    }
    record.additionalProperties = false;
  }
  for (const [key, value] of Object.entries(record)) checkObjects(value, `${path}.${key}`);
}
