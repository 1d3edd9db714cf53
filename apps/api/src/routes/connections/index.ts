import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { completeConnectionSchema, startConnectionSchema, text, z } from '@verba/domain';
import { completeConnection } from '@verba/core/channels/connections/complete-connection';
import { disconnectConnection } from '@verba/core/channels/connections/disconnect-connection';
import { listConnections } from '@verba/core/channels/connections/list-connections';
import { listYoutubeVideos } from '@verba/core/channels/connections/list-youtube-videos';
import { startConnection } from '@verba/core/channels/connections/start-connection';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { limitPerMinute } from '../auth/rate-limits';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, responses } from '../../openapi/responses';
import {
  completeConnectionResponse,
  connectionListResponse,
  connectionResponse,
  startConnectionResponse,
  youtubeVideosResponse,
} from './response-schemas';

const tags = ['connections'];
const params = z.object({ id: text() });

/**
 * Advertiser connections by OAuth 2.0 (issue 27, docs/channels-connections.md): handlers parse,
 * authorise (the role rules are in the use cases: canConnect / canDisconnect) and delegate.
 */
export const connectionsRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Each start stores an authorisation for 10 minutes and each completion calls the platform.
  const flowLimit = limitPerMinute(deps, 30, 'company');

  api.get(
    '/advertisers/:id/connections',
    { schema: { tags, security, params, response: responses({ 200: dataOf(connectionListResponse) }) } },
    async (request) => ({
      data: await listConnections({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        advertiserId: request.params.id,
      }),
    }),
  );

  api.get(
    '/advertisers/:id/youtube-videos',
    {
      schema: {
        tags,
        security,
        params,
        description:
          "The uploads of the advertiser's connected YouTube channel (YouTube Data API playlistItems of its uploads playlist), newest first: the videos a YOUTUBE ad may use.",
        response: responses({ 200: dataOf(youtubeVideosResponse) }, [
          'YOUTUBE_CHANNEL_NOT_CONNECTED',
          'CONNECTION_NEEDS_RECONNECT',
          'CHANNEL_PLATFORM_UNAVAILABLE',
        ]),
      },
    },
    async (request) => {
      const { channel, videos } = await listYoutubeVideos({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        input: { advertiserId: request.params.id },
      });
      return {
        data: {
          channel,
          videos: videos.map((v) => ({
            video_id: v.videoId,
            title: v.title,
            published_at: v.publishedAt,
            thumbnail_url: v.thumbnailUrl,
          })),
        },
      };
    },
  );

  api.post(
    '/advertisers/:id/connections',
    {
      schema: {
        tags,
        security,
        params,
        body: startConnectionSchema,
        response: responses(
          { 201: dataOf(startConnectionResponse, 'Authorisation started.') },
          ['ADVERTISER_INACTIVE', 'CONNECTION_PURPOSE_UNSUPPORTED', 'CHANNEL_PLATFORM_UNAVAILABLE'],
          { rateLimited: true },
        ),
      },
      config: flowLimit,
    },
    async (request, reply) => {
      const data = await startConnection({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        input: {
          advertiserId: request.params.id,
          platform: request.body.platform,
          purpose: request.body.purpose,
          returnPath: request.body.return_path,
        },
      });
      return reply.status(201).send({ data });
    },
  );

  api.post(
    '/connections/complete',
    {
      schema: {
        tags,
        security,
        body: completeConnectionSchema,
        response: responses({ 200: dataOf(completeConnectionResponse) }, [
          'OAUTH_STATE_INVALID',
          'OAUTH_STATE_EXPIRED',
          'OAUTH_STATE_USED',
          'OAUTH_CONSENT_DENIED',
          'OAUTH_CODE_REJECTED',
          'OAUTH_SCOPE_NOT_GRANTED',
          'CONNECTION_NOTHING_REACHABLE',
          'CONNECTION_PURPOSE_UNSUPPORTED',
          'CHANNEL_PLATFORM_UNAVAILABLE',
          'CHANNEL_RATE_LIMITED',
        ]),
      },
    },
    async (request) => ({
      data: await completeConnection({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        input: { platform: request.body.platform, parameters: request.body.parameters },
      }),
    }),
  );

  api.delete(
    '/connections/:id',
    { schema: { tags, security, params, response: responses({ 200: dataOf(connectionResponse) }) } },
    async (request) => ({
      data: await disconnectConnection({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
      }),
    }),
  );
};
