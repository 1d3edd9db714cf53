import { can, formatDate, formatMoney, walletEntriesQuerySchema } from '@verba/domain';
import { listWallets } from '../../wallets/list-wallets';
import { listWalletEntries } from '../../wallets/list-wallet-entries';
import { advertiserOf, forbidden, notFound, type AssistantToolDefinition } from './shared';

/** `statement`: the latest entries of an advertiser's wallet or the company's (finance roles, as the API). */
export const statementTool: AssistantToolDefinition = {
  name: 'statement',
  async run(context) {
    const { deps, actor, args, screen, t } = context;
    if (!can.manageFinance(actor.role)) return forbidden(t);
    const entity = args.name || screen.advertiserId ? await advertiserOf(context) : null;
    if (args.name && !entity) return notFound(args, t);
    const wallets = await listWallets({ deps, actor });
    const wallet = entity
      ? wallets.find((w) => w.advertiser?.id === entity.advertiserId)
      : wallets.find((w) => w.kind === 'company');
    if (!wallet?.account_id)
      return {
        ok: true,
        data: { entries: [] },
        parts: [{ kind: 'options', items: [t('assistant:answers.no_entries')] }],
      };
    const page = await listWalletEntries({
      deps,
      actor,
      accountId: wallet.account_id,
      query: walletEntriesQuerySchema.parse({ per_page: 10 }),
    });
    const entries = page.data;
    return {
      ok: true,
      data: {
        wallet: wallet.advertiser?.display_name ?? 'company',
        entries: entries.map((e) => ({
          type: e.type,
          sign: e.sign,
          amount: e.amount,
          balance_after: e.balance_after,
          at: e.created_at,
          campaign: e.campaign?.name ?? null,
        })),
      },
      parts: [
        {
          kind: 'table',
          columns: [
            t('assistant:columns.date'),
            t('assistant:columns.entry'),
            t('assistant:columns.amount'),
            t('assistant:columns.balance'),
          ],
          rows: entries.map((e) => [
            formatDate(e.created_at, actor.language),
            t(`finances:entry_kind.${e.kind}`, { defaultValue: e.kind }) +
              (e.campaign?.name ? ` · ${e.campaign.name}` : ''),
            `${e.sign === 'minus' ? '−' : '+'} ${formatMoney(BigInt(e.amount), e.currency)}`,
            formatMoney(BigInt(e.balance_after), e.currency),
          ]),
          align: ['left', 'left', 'right', 'right'],
        },
        { kind: 'link', href: '/finances', label: t('assistant:links.finances') },
      ],
    };
  },
};
