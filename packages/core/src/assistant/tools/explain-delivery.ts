import { getCampaignDelivery } from '../../delivery/read/get-campaign-delivery';
import { campaignOf, notFound, type AssistantToolDefinition } from './shared';

/** `explain_delivery`: the delivery panel's reasons per strategy, in words (getCampaignDelivery). */
export const explainDeliveryTool: AssistantToolDefinition = {
  name: 'explain_delivery',
  async run(context) {
    const { deps, actor, args, t } = context;
    const entity = await campaignOf(context);
    if (!entity || entity.kind !== 'campaign') return notFound(args, t);
    const delivery = await getCampaignDelivery({ deps, actor, campaignId: entity.id });
    const reasons = new Map<string, string>();
    for (const s of delivery.strategies)
      for (const r of s.reasons)
        reasons.set(
          r.code,
          t(`delivery:reasons.${r.code}.hint`, {
            defaultValue: t(`delivery:reasons.${r.code}.short`, { defaultValue: r.code }),
          }),
        );
    return {
      ok: true,
      data: {
        campaign: entity.name,
        status: delivery.status,
        impressions: delivery.totals.impressions,
        reasons: [...reasons.keys()],
      },
      parts: [
        ...(reasons.size > 0 ? [{ kind: 'options' as const, items: [...reasons.values()] }] : []),
        { kind: 'link', href: `/campaigns/${entity.id}/delivery`, label: t('assistant:links.delivery') },
      ],
    };
  },
};
