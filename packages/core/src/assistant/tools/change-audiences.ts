import { listSegmentsQuerySchema, z } from '@verba/domain';
import { listChangeModes } from '@verba/domain/assistant/tools-more';
import { audienceCatalogue } from '../../audiences/audience-catalogue';
import { listSegments } from '../../audiences/list-segments';
import { asTyped, fail, proposalOutcome, storeProposal, type AssistantToolDefinition } from './shared';
import { applyStrategyFields, strategiesToEdit, strategyLabel } from './strategy-edit';

const argsSchema = z.object({
  segments: z.array(z.string().trim().min(1).max(100)).min(1).max(20),
  mode: z.enum(listChangeModes).default('add'),
});

/**
 * `change_audiences`: a card with each strategy's audience segments before → after. The names
 * are looked up in the segment catalogue like the strategy step's search (first match in the
 * user's language or English); a name that matches nothing is said, and nothing is proposed.
 */
export const changeAudiencesTool: AssistantToolDefinition = {
  name: 'change_audiences',
  async run(context) {
    const { deps, actor, t } = context;
    const parsed = argsSchema.safeParse(context.args);
    if (!parsed.success) return fail({ error: 'invalid_arguments' });
    const { segments, mode } = parsed.data;
    const resolved: { id: string; name: string }[] = [];
    const unknown: string[] = [];
    for (const wanted of segments) {
      const page = await listSegments({
        deps,
        actor,
        language: actor.language,
        query: listSegmentsQuerySchema.parse({ search: wanted, per_page: 1 }),
      });
      const hit = page.data[0];
      if (hit) resolved.push({ id: hit.id, name: hit.name });
      else unknown.push(wanted);
    }
    if (unknown.length)
      return fail(
        { error: 'segment_not_found', names: unknown },
        t('assistant:more.segment_not_found', {
          names: unknown.map((n) => asTyped(context.message, n)).join(', '),
        }),
      );
    const found = await strategiesToEdit(context);
    if ('refused' in found) return found.refused;
    const { entity, tree, strategies, budgetText } = found;
    const catalogue = audienceCatalogue();
    const nameOf = (id: string) => {
      const segment = catalogue.byId.get(id);
      return segment ? catalogue.nameOf(segment, actor.language).name : id;
    };
    const ids = resolved.map((s) => s.id);
    const afterOf = (before: string[]) =>
      mode === 'set'
        ? [...new Set(ids)]
        : mode === 'add'
          ? [...new Set([...before, ...ids])]
          : before.filter((id) => !ids.includes(id));
    const after = Object.fromEntries(strategies.map((s) => [s.id, afterOf(s.targeting.audience_ids ?? [])]));
    const list = (values: string[]) =>
      values.length ? values.map(nameOf).join(', ') : t('assistant:more.no_segments');
    const changed = strategies.filter(
      (s) => JSON.stringify(s.targeting.audience_ids ?? []) !== JSON.stringify(after[s.id]),
    );
    if (changed.length === 0)
      return fail({ error: 'no_change' }, t('assistant:more.no_change', { name: entity.name }));
    const card = await storeProposal(
      deps,
      actor,
      'change_audiences',
      {
        campaign_id: tree.campaign.id,
        version: tree.campaign.version,
        strategy_ids: changed.map((s) => s.id),
        audience_ids: Object.fromEntries(changed.map((s) => [s.id, after[s.id]])),
        change: 'audiences',
      },
      {
        kind: 'change_audiences',
        title: t('assistant:more.cards.audiences', { name: entity.name }),
        diff: changed.map((s) => ({
          field: t('assistant:more.audiences_of', { strategy: strategyLabel(tree, s, t) }),
          before: list(s.targeting.audience_ids ?? []),
          after: list(after[s.id]!),
        })),
        money_impact: t('assistant:more.cards.targeting_money', { budget: budgetText }),
        typed_amount: null,
      },
      null,
    );
    return proposalOutcome(card);
  },
  async confirm({ deps, actor, input }) {
    const byStrategy = input.audience_ids as Record<string, string[]>;
    await applyStrategyFields({
      deps,
      actor,
      input,
      fields: (id) => (byStrategy[id] ? { audience_ids: byStrategy[id] } : undefined),
    });
  },
};
