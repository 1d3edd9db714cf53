import { can, formatDate, formatMoney, listPaymentOrdersQuerySchema } from '@verba/domain';
import { listPaymentOrders } from '../../payment-orders/list-payment-orders';
import { fail, forbidden, type AssistantToolDefinition } from './shared';

/**
 * `explain_payment` (read): one payment order — by its code (PED-…), by its amount among the
 * latest 50, or the latest — with what its status means for the wallet, in words, and a link to
 * its page. Finance roles only, as the payment history (listPaymentOrders, the company's own).
 */
export const explainPaymentTool: AssistantToolDefinition = {
  name: 'explain_payment',
  async run({ deps, actor, args, t }) {
    if (!can.manageFinance(actor.role)) return forbidden(t);
    const reference = args.reference?.toUpperCase().replace(/^PED-?/, 'PED-');
    const page = await listPaymentOrders({
      deps,
      actor,
      query: listPaymentOrdersQuerySchema.parse({
        per_page: reference ? 5 : 50,
        ...(reference ? { search: reference } : {}),
      }),
    });
    const order = reference
      ? page.data.find((o) => o.code === reference)
      : args.amount
        ? page.data.find((o) => o.amount === args.amount)
        : page.data[0];
    if (!order)
      return fail(
        { error: 'payment_not_found', reference: reference ?? null, amount: args.amount ?? null },
        t('assistant:more.payment_not_found'),
      );
    const amount = formatMoney(BigInt(order.amount), order.currency);
    const status = t(`orders:status.${order.status}`, { defaultValue: order.status });
    const method = t(`orders:method.${order.method}`, { defaultValue: order.method });
    const day = (iso: string | null) => (iso ? formatDate(iso, actor.language) : '—');
    const meaning = t(`assistant:more.payment_status.${order.status}`, {
      amount,
      advertiser: order.advertiser_display_name,
      paid_at: day(order.paid_at),
      expires_at: day(order.expires_at),
      defaultValue: status,
    });
    return {
      ok: true,
      data: {
        code: order.code,
        advertiser: order.advertiser_display_name,
        amount: order.amount,
        currency: order.currency,
        method: order.method,
        status: order.status,
        created_at: order.created_at,
        paid_at: order.paid_at,
        expires_at: order.expires_at,
        meaning,
      },
      parts: [
        {
          kind: 'table',
          columns: [
            t('assistant:more.columns.order'),
            t('assistant:columns.amount'),
            t('assistant:more.columns.method'),
            t('assistant:columns.status'),
            t('assistant:columns.date'),
          ],
          rows: [[order.code, amount, method, status, day(order.created_at)]],
          align: ['left', 'right', 'left', 'left', 'left'],
        },
        { kind: 'link', href: `/orders/${order.public_id}/payment`, label: t('assistant:more.links.order') },
      ],
    };
  },
};
