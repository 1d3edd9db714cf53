import {
  bidTypesByCampaignType,
  can,
  createCampaignSchema,
  formatMoney,
  listSegmentsQuerySchema,
  type StrategyLocation,
} from '@verba/domain';
import { listSegments } from '../../audiences/list-segments';
import { createCampaign } from '../../campaigns/create-campaign';
import { findAdvertiser } from '../../advertisers/find-advertiser';
import {
  advertiserOf,
  asTyped,
  fail,
  forbidden,
  notFound,
  proposalOutcome,
  storeProposal,
  type AssistantToolDefinition,
} from './shared';
import { placeLabel, placeOf } from './change-locations';

/** The assistant's drafts are programmatic display campaigns (the wizard's first type). */
const draftType = 'PROGRAMMATIC' as const;

/**
 * `create_campaign_draft`: a card with the new draft (name, advertiser, budget, its groups and
 * strategies with their bids, segments and places, resolved now); confirmed, it is the ordinary
 * createCampaign (status draft: nothing reserved or spent until published from the wizard).
 */
export const createCampaignDraftTool: AssistantToolDefinition = {
  name: 'create_campaign_draft',
  async run(context) {
    const { deps, actor, args, t } = context;
    if (!can.manageCampaigns(actor.role)) return forbidden(t);
    const entity = await advertiserOf(context);
    if (!entity || entity.kind !== 'advertiser')
      return args.name
        ? notFound(args, t)
        : fail({ error: 'which_advertiser' }, t('assistant:more.which_advertiser'));
    const advertiser = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: entity.id });
    const money = (v: bigint) => formatMoney(v, advertiser.currency);
    const bidType = bidTypesByCampaignType[draftType][0]!;
    const unknown: string[] = [];
    const groupArgs = args.groups?.length ? args.groups : [{}];
    const groups = [];
    const lines: { field: string; before: string; after: string }[] = [];
    for (const [g, group] of groupArgs.entries()) {
      const groupName = group.name ?? t('assistant:more.group_n', { n: g + 1 });
      const strategies = [];
      for (const [s, strategy] of (group.strategies?.length ? group.strategies : [{}]).entries()) {
        const audienceIds: string[] = [];
        const segmentNames: string[] = [];
        for (const wanted of strategy.segments ?? []) {
          const hit = (
            await listSegments({
              deps,
              actor,
              language: actor.language,
              query: listSegmentsQuerySchema.parse({ search: wanted, per_page: 1 }),
            })
          ).data[0];
          if (hit) {
            audienceIds.push(hit.id);
            segmentNames.push(hit.name);
          } else unknown.push(wanted);
        }
        const locations: StrategyLocation[] = [];
        for (const place of strategy.places ?? []) {
          const location = placeOf(place);
          if (location) locations.push(location);
          else unknown.push(place);
        }
        const strategyName = strategy.name ?? t('assistant:more.strategy_n', { n: s + 1 });
        strategies.push({
          name: strategyName,
          ...(strategy.bid ? { bid: { type: bidType, amount: strategy.bid } } : {}),
          ...(audienceIds.length ? { audience_ids: audienceIds } : {}),
          ...(locations.length ? { locations } : {}),
        });
        const details = [
          strategy.bid ? `${money(BigInt(strategy.bid))} ${bidType}` : null,
          segmentNames.length ? segmentNames.join(', ') : null,
          locations.length ? locations.map((l) => placeLabel(l, t)).join(', ') : null,
        ].filter(Boolean);
        lines.push({
          field: `${groupName} › ${strategyName}`,
          before: '—',
          after: details.length ? details.join(' · ') : t('assistant:more.to_fill'),
        });
      }
      groups.push({ name: groupName, strategies });
    }
    if (unknown.length)
      return fail(
        { error: 'not_found_names', names: unknown },
        t('assistant:more.names_not_found', {
          names: unknown.map((n) => asTyped(context.message, n)).join(', '),
        }),
      );
    const name = args.campaign_name ?? t('assistant:more.new_campaign_name', { advertiser: entity.name });
    const parsed = createCampaignSchema.safeParse({
      advertiser_id: advertiser.id,
      type: draftType,
      name,
      ...(args.amount ? { budget: args.amount } : {}),
      groups,
    });
    if (!parsed.success) return fail({ error: 'invalid_arguments' });
    const budget = args.amount ? money(BigInt(args.amount)) : '—';
    const card = await storeProposal(
      deps,
      actor,
      'create_campaign_draft',
      {
        advertiser_id: advertiser.id,
        type: draftType,
        name,
        ...(args.amount ? { budget: args.amount } : {}),
        groups,
      },
      {
        kind: 'create_campaign_draft',
        title: t('assistant:more.cards.create', { name, advertiser: entity.name }),
        diff: [
          {
            field: t('assistant:columns.campaign'),
            before: '—',
            after: `${name} (${t('campaigns:statuses.draft', { defaultValue: 'draft' })})`,
          },
          { field: t('assistant:columns.advertiser'), before: '—', after: entity.name },
          { field: t('assistant:columns.budget'), before: '—', after: budget },
          ...lines,
        ],
        money_impact: t('assistant:more.cards.draft_money', { budget }),
        typed_amount: null,
      },
      null,
    );
    return proposalOutcome(card);
  },
  async confirm({ deps, actor, input }) {
    await createCampaign({ deps, actor, input: createCampaignSchema.parse(input) });
  },
};
