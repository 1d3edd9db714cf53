import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { suggestAudiencesBodySchema, type z } from '@verba/domain';
import { suggestAudiences, type AudienceSuggestions } from '@verba/core/audiences/suggest-audiences';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security, perMinute, requireActor as onRequest } from '../users/route-helpers';
import { dataOf, responses } from '../../openapi/responses';
import { suggestionsResponse } from './response-schemas';

const toResponse = (s: AudienceSuggestions, objective: string | undefined) => ({
  advertiser_id: s.advertiserId,
  objective: (objective ?? null) as z.infer<typeof suggestionsResponse>['objective'],
  suggestions: s.suggestions.map((x) => ({
    segment_id: x.segmentId,
    name: x.name,
    path: x.path,
    kind: x.kind,
    reason: x.reason,
    score: x.score,
    recommended: x.recommended,
  })),
  estimated_reach: s.estimatedReach,
  method: s.method,
  model: s.model ?? null,
  rules: {
    max_segments: s.rules.maxSegments,
    recommended_min: s.rules.recommendedMin,
    broad_only: s.rules.broadOnly,
    segments_from: s.rules.segmentsFrom ?? null,
    custom_audiences_allowed: s.rules.customAudiencesAllowed,
    custom_audiences_from: s.rules.customAudiencesFrom ?? null,
  },
  custom_audiences: s.customAudiences,
});

/**
 * `POST audiences/suggestions` (issue 30): audience suggestion for an advertiser of the caller's
 * company (another company's is a 404), in the request's language. Reads only.
 */
export const suggestionRoutes: RouteModule = (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/audiences/suggestions',
    {
      onRequest,
      schema: {
        tags: ['audiences'],
        security,
        description:
          'Ranks IAB segments for an advertiser from its site, names, ad categories, an optional description, the objective and the rates per segment in similar campaigns; each with a one-line reason, and the estimated reach of the recommended ones.',
        body: suggestAudiencesBodySchema,
        response: responses({ 200: dataOf(suggestionsResponse) }, ['NOT_FOUND'], { rateLimited: true }),
      },
      config: perMinute(deps, 60),
    },
    async (request) => {
      const actor = authorize(request, 'manageCampaigns');
      const result = await suggestAudiences({
        deps,
        actor,
        input: {
          advertiserId: request.body.advertiser_id,
          objective: request.body.objective,
          description: request.body.description,
          language: request.language,
        },
      });
      return { data: toResponse(result, request.body.objective) };
    },
  );
};
