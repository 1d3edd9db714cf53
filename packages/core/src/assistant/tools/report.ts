import {
  formatMoney,
  type AssistantMetric,
  type DateRangePreset,
  type ReportDefinition,
} from '@verba/domain';
import type { Actor } from '../../deps';
import { runReport } from '../../reports/run-report';
import type { ReportMetricValues } from '../../reports/report-table';
import type { AssistantPart } from '../parts';
import { resolveEntity } from '../resolve-entity';
import { notFound, type AssistantToolDefinition } from './shared';

const reportMetricOf: Record<AssistantMetric, ReportDefinition['metrics'][number]> = {
  spend: 'spend',
  impressions: 'impressions',
  clicks: 'clicks',
  ctr: 'ctr',
  conversions: 'conversions',
  cpc: 'cpc',
  cpm: 'cpm',
};

function metricText(
  metric: AssistantMetric,
  value: unknown,
  currency: 'BRL' | 'USD' | 'EUR',
  language: Actor['language'],
): string {
  if (value === null || value === undefined) return '—';
  if (metric === 'spend' || metric === 'cpc' || metric === 'cpm')
    return formatMoney(BigInt(Math.round(Number(value))), currency);
  if (metric === 'ctr')
    return `${(Number(value) * 100).toLocaleString(language === 'en' ? 'en-US' : language === 'es' ? 'es' : 'pt-BR', { maximumFractionDigits: 2 })} %`;
  return Number(value).toLocaleString(language === 'en' ? 'en-US' : language === 'es' ? 'es' : 'pt-BR');
}

/**
 * `report`: figures over a period for a campaign, an advertiser or everything, as a report
 * definition (never SQL) run by the report engine; totals, a per-day chart and a /reports link.
 */
export const reportTool: AssistantToolDefinition = {
  name: 'report',
  async run({ deps, actor, args, message, screen, t }) {
    const named = args.name !== undefined;
    const entity = await resolveEntity({ deps, actor, name: args.name, message, screen, prefer: 'any' });
    if (named && !entity) return notFound(args, t);
    const period: DateRangePreset = args.period ?? 'last_30_days';
    const metrics = args.metrics?.length
      ? args.metrics
      : (['spend', 'impressions', 'clicks', 'conversions'] as AssistantMetric[]);
    const filters: ReportDefinition['filters'] =
      entity?.kind === 'campaign'
        ? { campaign_ids: [entity.id] }
        : entity
          ? { advertiser_ids: [entity.id] }
          : {};
    const definition: ReportDefinition = {
      version: 1,
      dimensions: ['date'],
      metrics: metrics.map((m) => reportMetricOf[m]),
      filters,
      range: { preset: period },
      time_zone: 'America/Sao_Paulo',
      comparison: 'none',
      sort: { by: 'date', direction: 'asc' },
    };
    const page = await runReport({ deps, actor, input: { definition, page_size: 100 } });
    const currency = 'BRL' as const;
    const valueOf = (values: ReportMetricValues, m: AssistantMetric) => values[reportMetricOf[m]] ?? null;
    const totals = Object.fromEntries(metrics.map((m) => [m, valueOf(page.totals.metrics, m)]));
    const search = new URLSearchParams({ dims: 'date', metrics: definition.metrics.join(','), period });
    if (entity?.kind === 'campaign') search.set('campaigns', entity.id);
    if (entity?.kind === 'advertiser') search.set('advertisers', entity.id);
    const dayRows = page.rows.map((row) => {
      const day = row.dimensions.date?.label ?? '';
      return [day, ...metrics.map((m) => metricText(m, valueOf(row.metrics, m), currency, actor.language))];
    });
    const parts: AssistantPart[] = [
      {
        kind: 'table',
        columns: [t('assistant:columns.total'), ...metrics.map((m) => t(`assistant:metrics.${m}`))],
        rows: [
          [
            t(`assistant:periods.${period}`),
            ...metrics.map((m) => metricText(m, totals[m], currency, actor.language)),
          ],
        ],
        align: ['left', ...metrics.map(() => 'right' as const)],
      },
    ];
    const first = metrics[0]!;
    if (page.rows.length > 1)
      parts.push({
        kind: 'chart',
        label: t(`assistant:metrics.${first}`),
        points: page.rows.map((row, i) => ({
          x: dayRows[i]![0]!,
          y: Number(valueOf(row.metrics, first) ?? 0),
        })),
      });
    parts.push({ kind: 'link', href: `/reports?${search.toString()}`, label: t('assistant:links.report') });
    return {
      ok: true,
      data: {
        subject: entity ? { kind: entity.kind, name: entity.name } : { kind: 'company' },
        period,
        currency,
        totals,
        totals_text: Object.fromEntries(
          metrics.map((m) => [m, metricText(m, totals[m], currency, actor.language)]),
        ),
        days: page.rows.length,
      },
      parts,
    };
  },
};
