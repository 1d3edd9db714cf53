import { suggestAudiencesSlot } from '../suggest-audiences-slot';
import { advertiserOf, fail, notFound, type AssistantToolDefinition } from './shared';

/** `suggest_audiences`: ranked segments for an advertiser (the audience suggestion use case). */
export const suggestAudiencesTool: AssistantToolDefinition = {
  name: 'suggest_audiences',
  async run(context) {
    const { deps, actor, args, t } = context;
    const entity = await advertiserOf(context);
    if (!entity) return notFound(args, t);
    const suggest = await suggestAudiencesSlot();
    if (!suggest) return fail({ error: 'not_available' }, t('assistant:answers.audiences_unavailable'));
    const answer = await suggest({
      deps,
      actor,
      input: {
        advertiserId: entity.advertiserId,
        ...(args.description ? { description: args.description } : {}),
      },
    });
    return {
      ok: true,
      data: {
        advertiser: entity.name,
        suggestions: answer.suggestions.map((s) => ({ name: s.name, reason: s.reason })),
        estimated_reach: answer.estimatedReach,
      },
      parts: [
        {
          kind: 'table',
          columns: [t('assistant:columns.segment'), t('assistant:columns.reason')],
          rows: answer.suggestions.map((s) => [s.name, s.reason]),
        },
      ],
    };
  },
};
