import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  alertChannels,
  alertRuleInputSchema,
  alertTypes,
  multilineText,
  ruleComparisons,
  ruleMetrics,
  ruleScopes,
  ruleActionSchema,
  text,
  z,
} from '@verba/domain';
import { listNotifications } from '@verba/core/alerts/list-notifications';
import { markNotificationsRead } from '@verba/core/alerts/mark-notifications-read';
import { listAlertRules } from '@verba/core/alerts/list-alert-rules';
import { createAlertRule } from '@verba/core/alerts/create-alert-rule';
import { deleteAlertRule } from '@verba/core/alerts/delete-alert-rule';
import { getAlertPreferences } from '@verba/core/alerts/get-alert-preferences';
import { setAlertPreferences } from '@verba/core/alerts/set-alert-preferences';
import { startWhatsAppVerification } from '@verba/core/alerts/start-whatsapp-verification';
import { confirmWhatsAppNumber } from '@verba/core/alerts/confirm-whatsapp-number';
import { stopWhatsAppAlerts } from '@verba/core/alerts/stop-whatsapp-alerts';
import {
  receiveWhatsAppWebhook,
  verifyWhatsAppSubscription,
  whatsappSignatureHeader,
} from '@verba/core/alerts/receive-whatsapp-webhook';
import { actorOf, authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, noContent, responses } from '../../openapi/responses';

const tags = ['alerts'];

/* eslint-disable no-restricted-syntax -- answer schemas: the server writes these strings */
const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
const notification = z.object({
  id: z.string(),
  alert_type: z.string(),
  kind: z.enum(['firing', 'resolved', 'digest']),
  severity: z.string(),
  params: paramsSchema,
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
const rule = z.object({
  id: z.string(),
  name: z.string(),
  scope_type: z.enum(ruleScopes),
  scope_id: z.string().nullable(),
  metric: z.enum(ruleMetrics),
  comparison: z.enum(ruleComparisons),
  threshold: z.number(),
  window_minutes: z.number().int(),
  min_spend: z.number(),
  cooldown_minutes: z.number().int(),
  severity: z.enum(['info', 'warning', 'critical']),
  action: ruleActionSchema.nullable(),
  enabled: z.boolean(),
  state: z.enum(['ok', 'firing', 'resolved']),
  created_at: z.string(),
});
const preferences = z.object({
  preferences: z.array(z.object({ alert_type: z.enum(alertTypes), channel: z.enum(alertChannels), enabled: z.boolean() })),
  quiet_start: z.number().int().nullable(),
  quiet_end: z.number().int().nullable(),
  emails_enabled: z.boolean(),
  whatsapp_enabled: z.boolean(),
  whatsapp: z.object({
    available: z.boolean(),
    number: z.string().nullable(),
    verified_at: z.string().nullable(),
    opted_in_at: z.string().nullable(),
    opted_out_at: z.string().nullable(),
    pending_code: z.boolean(),
  }),
});
const webhookOutcome = z.object({ opted_out: z.number().int(), statuses: z.number().int() });
const codeSent = z.object({ number: z.string(), expires_at: z.string() });
const challengeAnswer = z.string().describe('hub.challenge, as plain text.');
/* eslint-enable no-restricted-syntax */

const minuteOfDay = z.number().int().min(0).max(1439).nullable().optional();

/**
 * Alerts (issue 31, docs/alerts.md): the signed-in user's notifications (the bell), the company's
 * rules, the user's own preferences per alert type × channel and quiet hours, their WhatsApp number
 * (code, opt-in, opt-out), and the WhatsApp Cloud API webhook (subscription check and signed events).
 */
export const alertRoutes: RouteModule = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/notifications',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).optional(),
          before: z.iso.datetime().optional(),
          unread: z.enum(['true', 'false']).optional(),
        }),
        response: responses({ 200: z.object({ data: z.array(notification), unread: z.number().int() }) }),
      },
    },
    async (request) =>
      listNotifications({
        deps,
        actor: actorOf(request),
        input: {
          ...(request.query.limit !== undefined && { limit: request.query.limit }),
          ...(request.query.before && { before: new Date(request.query.before) }),
          unreadOnly: request.query.unread === 'true',
        },
      }),
  );
  api.post(
    '/notifications/read',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: z.object({ ids: z.array(z.uuid()).max(200).optional() }),
        response: responses({ 200: dataOf(z.object({ unread: z.number().int() })) }, ['VALIDATION_FAILED']),
      },
    },
    async (request) => ({ data: await markNotificationsRead({ deps, actor: actorOf(request), input: { ids: request.body.ids } }) }),
  );

  api.get(
    '/alert-rules',
    { schema: { tags, security, response: responses({ 200: dataOf(z.array(rule)) }) } },
    async (request) => ({ data: await listAlertRules({ deps, actor: authorize(request, 'manageCampaigns') }) }),
  );
  api.post(
    '/alert-rules',
    {
      schema: {
        tags,
        security,
        body: alertRuleInputSchema,
        response: responses({ 201: dataOf(rule) }, ['VALIDATION_FAILED']),
      },
    },
    async (request, reply) => {
      const created = await createAlertRule({ deps, actor: authorize(request, 'manageCampaigns'), input: request.body });
      return reply.status(201).send({ data: created });
    },
  );
  api.delete(
    '/alert-rules/:id',
    { schema: { tags, security, params: z.object({ id: z.uuid() }), response: responses({ 204: noContent }, ['NOT_FOUND']) } },
    async (request, reply) => {
      await deleteAlertRule({ deps, actor: authorize(request, 'manageCampaigns'), input: { id: request.params.id } });
      return reply.status(204).send();
    },
  );

  api.get(
    '/alert-preferences',
    { onRequest, schema: { tags, security, response: responses({ 200: dataOf(preferences) }) } },
    async (request) => ({ data: await getAlertPreferences({ deps, actor: actorOf(request) }) }),
  );
  api.put(
    '/alert-preferences',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: z.object({
          preferences: z
            .array(z.object({ alert_type: z.enum(alertTypes), channel: z.enum(alertChannels), enabled: z.boolean() }))
            .max(200)
            .optional(),
          quiet_start: minuteOfDay,
          quiet_end: minuteOfDay,
        }),
        response: responses({ 200: dataOf(preferences) }, ['VALIDATION_FAILED']),
      },
    },
    async (request) => ({ data: await setAlertPreferences({ deps, actor: actorOf(request), input: request.body }) }),
  );
  api.post(
    '/alert-preferences/whatsapp/code',
    {
      onRequest,
      ...(deps.config.rateLimit && { config: { rateLimit: { max: 5, timeWindow: 60_000, hook: 'preValidation' } } }),
      schema: {
        tags,
        security,
        body: z.object({ phone: text().max(40) }),
        response: responses(
          { 200: dataOf(codeSent) },
          ['VALIDATION_FAILED', 'WHATSAPP_UNAVAILABLE', 'RATE_LIMITED'],
        ),
      },
    },
    async (request) => ({ data: await startWhatsAppVerification({ deps, actor: actorOf(request), input: request.body }) }),
  );
  api.post(
    '/alert-preferences/whatsapp/confirm',
    {
      onRequest,
      ...(deps.config.rateLimit && { config: { rateLimit: { max: 10, timeWindow: 60_000, hook: 'preValidation' } } }),
      schema: {
        tags,
        security,
        body: z.object({ code: text().max(12) }),
        response: responses({ 200: dataOf(preferences) }, ['VALIDATION_FAILED', 'CODE_INVALID', 'CODE_EXPIRED', 'RATE_LIMITED']),
      },
    },
    async (request) => ({ data: await confirmWhatsAppNumber({ deps, actor: actorOf(request), input: request.body }) }),
  );
  api.delete(
    '/alert-preferences/whatsapp',
    { onRequest, schema: { tags, security, response: responses({ 200: dataOf(preferences) }) } },
    async (request) => ({ data: await stopWhatsAppAlerts({ deps, actor: actorOf(request) }) }),
  );

  // The WhatsApp Cloud API webhook: Meta's GET subscription check, and signed POST events
  // verified on their exact bytes (so JSON stays a raw string in this scope).
  api.get(
    '/webhooks/whatsapp',
    {
      schema: {
        tags: ['webhooks'],
        querystring: z.object({
          'hub.mode': text().optional(),
          'hub.verify_token': text().optional(),
          'hub.challenge': text().optional(),
        }),
        response: responses({ 200: challengeAnswer }, ['FORBIDDEN'], { authenticated: false }),
      },
    },
    async (request, reply) => {
      const challenge = verifyWhatsAppSubscription({
        deps,
        mode: request.query['hub.mode'],
        token: request.query['hub.verify_token'],
        challenge: request.query['hub.challenge'],
      });
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/webhooks/whatsapp',
      {
        schema: {
          tags: ['webhooks'],
          headers: z.looseObject({
            [whatsappSignatureHeader]: text()
              .optional()
              .describe('`sha256=` and the hex HMAC-SHA256 of the raw body with the app secret.'),
          }),
          body: multilineText().describe('The WhatsApp Business Account event as JSON, unchanged.'),
          response: responses({ 200: dataOf(webhookOutcome) }, ['WEBHOOK_SIGNATURE_INVALID', 'VALIDATION_FAILED'], {
            authenticated: false,
          }),
        },
      },
      async (request) => {
        const signature = request.headers[whatsappSignatureHeader];
        return {
          data: await receiveWhatsAppWebhook({
            deps,
            rawBody: request.body,
            signature: typeof signature === 'string' ? signature : undefined,
          }),
        };
      },
    );
  });
};
