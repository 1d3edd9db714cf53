import { formatMoney, listCampaignsQuerySchema } from '@verba/domain';
import { listCampaigns } from '../../campaigns/list-campaigns';
import { resolveEntity } from '../resolve-entity';
import type { AssistantToolDefinition } from './shared';

const statusOfArg = { active: 'active', paused: 'paused', draft: 'draft', finished: 'finished' } as const;

/** `find_campaigns`: the company's campaigns, by name, advertiser and status (listCampaigns). */
export const findCampaignsTool: AssistantToolDefinition = {
  name: 'find_campaigns',
  async run({ deps, actor, args, message, screen, t }) {
    const entity = args.name
      ? await resolveEntity({ deps, actor, name: args.name, message, screen, prefer: 'any' })
      : null;
    const query = listCampaignsQuerySchema.parse({
      per_page: 10,
      ...(args.status ? { status: statusOfArg[args.status] } : {}),
      ...(entity?.kind === 'advertiser' ? { advertiser_id: entity.id } : {}),
      ...(entity?.kind === 'campaign' ? { q: entity.name } : args.name && !entity ? { q: args.name } : {}),
    });
    const page = await listCampaigns({ deps, actor, query });
    const rows = page.data.map((c) => [
      c.name ?? '—',
      c.advertiser_name,
      t(`campaigns:statuses.${c.status}`, { defaultValue: c.status }),
      c.budget !== null ? formatMoney(BigInt(c.budget), c.currency) : '—',
    ]);
    return {
      ok: true,
      data: {
        total: page.meta.total,
        campaigns: page.data.map((c) => ({
          id: c.id,
          name: c.name,
          advertiser: c.advertiser_name,
          status: c.status,
          budget: c.budget,
          currency: c.currency,
          end_date: c.end_date,
        })),
      },
      parts: [
        {
          kind: 'table',
          columns: [
            t('assistant:columns.campaign'),
            t('assistant:columns.advertiser'),
            t('assistant:columns.status'),
            t('assistant:columns.budget'),
          ],
          rows,
          align: ['left', 'left', 'left', 'right'],
        },
        {
          kind: 'link',
          href: page.data.length === 1 ? `/campaigns/${page.data[0]!.id}` : '/campaigns',
          label: t('assistant:links.campaigns'),
        },
      ],
    };
  },
};
