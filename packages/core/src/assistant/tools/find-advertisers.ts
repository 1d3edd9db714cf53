import { formatMoney, listAdvertisersQuerySchema } from '@verba/domain';
import { listAdvertisers } from '../../advertisers/list-advertisers';
import type { AssistantToolDefinition } from './shared';

/** `find_advertisers`: the company's advertisers with their balances (listAdvertisers). */
export const findAdvertisersTool: AssistantToolDefinition = {
  name: 'find_advertisers',
  async run({ deps, actor, args, t }) {
    const query = listAdvertisersQuerySchema.parse({
      per_page: 10,
      ...(args.name ? { search: args.name } : {}),
    });
    const page = await listAdvertisers({ deps, actor, query });
    return {
      ok: true,
      data: {
        total: page.meta.total,
        advertisers: page.data.map((a) => ({
          id: a.id,
          name: a.display_name,
          status: a.status,
          balance: a.balance,
        })),
      },
      parts: [
        {
          kind: 'table',
          columns: [
            t('assistant:columns.advertiser'),
            t('assistant:columns.status'),
            t('assistant:columns.balance'),
          ],
          rows: page.data.map((a) => [
            a.display_name,
            t(`advertisers:status.${a.status}`, { defaultValue: String(a.status) }),
            formatMoney(BigInt(a.balance)),
          ]),
          align: ['left', 'left', 'right'],
        },
        { kind: 'link', href: '/advertisers', label: t('assistant:links.advertisers') },
      ],
    };
  },
};
