import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { text, z } from '@verba/domain';
import { sendAssistantMessage } from '@verba/core/assistant/send-assistant-message';
import { getAssistantConversation } from '@verba/core/assistant/get-assistant-conversation';
import { clearAssistantConversation } from '@verba/core/assistant/clear-assistant-conversation';
import { confirmAssistantProposal } from '@verba/core/assistant/confirm-assistant-proposal';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, fileResponse, noContent, responses } from '../../openapi/responses';

const tags = ['assistant'];

const messageBody = z
  .object({
    message: text().trim().min(1).max(2000),
    screen: z
      .object({
        path: text().max(500).optional(),
        campaign_id: text().max(64).optional(),
        advertiser_id: text().max(64).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/* eslint-disable no-restricted-syntax -- answers the server writes, not input */
const conversationResponse = z.array(
  z.object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    parts: z.array(z.unknown()),
    provider: z.string().nullable(),
    created_at: z.string(),
  }),
);

const confirmBody = z
  .object({ typed_amount: text().max(40).optional() })
  .strict()
  .nullish();
const confirmResponse = z.object({
  id: z.string(),
  status: z.enum(['done', 'failed', 'running']),
  error: z.string().nullable(),
  replayed: z.boolean(),
});
/* eslint-enable no-restricted-syntax */

/**
 * The assistant (issue 30, docs/assistant.md): a message answered as a stream of JSON lines, the
 * user's conversation, and the confirmation of a proposed change. Every user of a company may use
 * it; each tool checks the role the same way the API does.
 */
export const assistantRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/assistant/messages',
    {
      onRequest,
      schema: {
        tags,
        security,
        description:
          'Streams `application/x-ndjson`: `{type:"start",provider,model}`, `{type:"text",delta}`, `{type:"part",part}` (tables, charts, links, change cards), then `{type:"done",message_id}`.',
        body: messageBody,
        response: responses({
          200: fileResponse(['application/x-ndjson'], 'The answer, one JSON event per line.'),
        }),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { message, screen } = request.body;
      const events = sendAssistantMessage({
        deps,
        actor,
        input: {
          message,
          screen: {
            path: screen?.path,
            campaignId: screen?.campaign_id,
            advertiserId: screen?.advertiser_id,
          },
        },
      });
      const lines = Readable.from(
        (async function* () {
          for await (const event of events) yield `${JSON.stringify(event)}\n`;
        })(),
      );
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(lines);
    },
  );

  api.get(
    '/assistant/conversation',
    { onRequest, schema: { tags, security, response: responses({ 200: dataOf(conversationResponse) }) } },
    async (request) => ({ data: await getAssistantConversation({ deps, actor: actorOf(request) }) }),
  );

  api.delete(
    '/assistant/conversation',
    { onRequest, schema: { tags, security, response: responses({ 204: noContent }) } },
    async (request, reply) => {
      await clearAssistantConversation({ deps, actor: actorOf(request) });
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/assistant/proposals/:id/confirm',
    {
      onRequest,
      schema: {
        tags,
        security,
        description:
          'Runs a proposed change once (a second confirmation answers `replayed: true` and runs nothing). A change raising spend needs `typed_amount`.',
        params: z.object({ id: text().max(64) }),
        body: confirmBody,
        response: responses({ 200: dataOf(confirmResponse) }, ['ASSISTANT_AMOUNT_MISMATCH']),
      },
    },
    async (request) => ({
      data: await confirmAssistantProposal({
        deps,
        actor: actorOf(request),
        input: { proposalId: request.params.id, typedAmount: request.body?.typed_amount },
      }),
    }),
  );
};
