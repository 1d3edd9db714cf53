import { formatMoney, normalizeText, type CampaignDraft } from '@verba/domain';
import type { CampaignStrategyRow } from '@verba/db';
import type { Actor, Deps } from '../../deps';
import { editCampaignStructure } from '../../campaigns/edit-campaign-structure';
import { loadCampaignTree, type CampaignTreeRows } from '../../campaigns/campaign-tree';
import type { RuleStrategy } from '@verba/domain';
import { campaignToEdit, fail, type ToolContext, type ToolOutcome } from './shared';

/**
 * What the per-strategy changes (bid, audiences, locations) share: the campaign the request names
 * (or the one on screen) with its live strategies, the ones the request means (one by name, or
 * all), and a confirm that writes each strategy's exact after-value through editCampaignStructure
 * at the version the card was built on (a campaign changed since answers VERSION_CONFLICT).
 */
export async function strategiesToEdit(
  context: ToolContext<{ name?: string | undefined; strategy?: string | undefined }>,
): Promise<
  | { refused: ToolOutcome }
  | {
      entity: { name: string };
      tree: CampaignTreeRows;
      strategies: CampaignStrategyRow[];
      budgetText: string;
    }
> {
  const found = await campaignToEdit(context);
  if ('refused' in found) return { refused: found.refused! };
  const { entity, campaign } = found;
  const tree = await loadCampaignTree({ db: context.deps.db, campaign });
  const { t, args } = context;
  const wanted = args.strategy ? normalizeText(args.strategy) : '';
  const named = (s: CampaignStrategyRow) => normalizeText(s.name ?? '');
  const strategies = wanted
    ? (() => {
        const exact = tree.strategies.filter((s) => named(s) === wanted);
        return exact.length ? exact : tree.strategies.filter((s) => named(s).includes(wanted));
      })()
    : tree.strategies;
  if (strategies.length === 0)
    return {
      refused: fail(
        { error: 'strategy_not_found', campaign: entity.name, strategy: args.strategy ?? null },
        args.strategy
          ? t('assistant:more.strategy_not_found', { name: args.strategy, campaign: entity.name })
          : t('assistant:more.no_strategies', { campaign: entity.name }),
      ),
    };
  const budgetText = campaign.budget !== null ? formatMoney(campaign.budget, campaign.currency) : '—';
  return { entity, tree, strategies, budgetText };
}

/** A strategy's label on a card: its name, or its position. */
export function strategyLabel(tree: CampaignTreeRows, strategy: CampaignStrategyRow, t: ToolContext['t']) {
  return strategy.name ?? t('assistant:more.strategy_n', { n: tree.strategies.indexOf(strategy) + 1 });
}

/** Writes each listed strategy's new fields at the card's version, audited as one strategy update each. */
export async function applyStrategyFields({
  deps,
  actor,
  input,
  fields,
}: {
  deps: Deps;
  actor: Actor;
  input: Record<string, unknown>;
  fields: (strategyId: string) => Partial<RuleStrategy> | undefined;
}) {
  const change = (draft: CampaignDraft): CampaignDraft => ({
    ...draft,
    groups: (draft.groups ?? []).map((g) => ({
      ...g,
      strategies: (g.strategies ?? []).map((s) => {
        const next = s.id ? fields(s.id) : undefined;
        return next ? { ...s, ...next } : s;
      }),
    })),
  });
  await editCampaignStructure({
    deps,
    actor,
    id: String(input.campaign_id),
    version: Number(input.version),
    change,
    audit: {
      action: 'campaign.strategy_updated',
      metadata: { strategy_ids: input.strategy_ids, assistant_change: input.change },
    },
  });
}
