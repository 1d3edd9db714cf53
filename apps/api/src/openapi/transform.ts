import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Responses = Record<string, { headers?: unknown; content?: unknown }>;

/**
 * The zod provider's document transform, keeping the `headers` of file answers (`fileResponse`):
 * the provider rebuilds their response objects from `description` and `content` only.
 */
export const documentTransform = (input: TransformInput) => {
  const result = jsonSchemaTransform(input);
  const declared = (input.schema as { response?: Responses } | undefined)?.response;
  const transformed = (result.schema as { response?: Responses } | undefined)?.response;
  if (!declared || !transformed) return result;
  for (const [status, answer] of Object.entries(declared))
    if (answer && typeof answer === 'object' && 'content' in answer && answer.headers && transformed[status])
      transformed[status].headers = answer.headers;
  return result;
};
