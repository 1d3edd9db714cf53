import { can, formatMoney } from '@verba/domain';
import { listWallets } from '../../wallets/list-wallets';
import { advertiserOf, forbidden, notFound, type AssistantToolDefinition } from './shared';

/** `balance`: wallet balances, the company's and each advertiser's or one's (finance roles, as the API). */
export const balanceTool: AssistantToolDefinition = {
  name: 'balance',
  async run(context) {
    const { deps, actor, args, screen, t } = context;
    if (!can.manageFinance(actor.role)) return forbidden(t);
    const entity = args.name || screen.advertiserId ? await advertiserOf(context) : null;
    if (args.name && !entity) return notFound(args, t);
    const wallets = (await listWallets({ deps, actor })).filter(
      (w) => !entity || w.advertiser?.id === entity.advertiserId,
    );
    return {
      ok: true,
      data: {
        wallets: wallets.map((w) => ({
          advertiser: w.advertiser?.display_name ?? null,
          currency: w.currency,
          balance: w.balance,
        })),
      },
      parts: [
        {
          kind: 'table',
          columns: [t('assistant:columns.wallet'), t('assistant:columns.balance')],
          rows: wallets.map((w) => [
            w.advertiser?.display_name ?? t('assistant:answers.company_wallet'),
            formatMoney(BigInt(w.balance), w.currency),
          ]),
          align: ['left', 'right'],
        },
        { kind: 'link', href: '/finances', label: t('assistant:links.finances') },
      ],
    };
  },
};
