import { parseRequest } from '@verba/domain';
import { translatorFor } from '../../i18n/translate';
import type { AssistantProvider, ProviderEvent, ProviderTurn } from '../provider';

/** The tool result the rules provider words (what runTool gave the model). */
interface ToolData {
  ok?: boolean;
  error?: string;
  [key: string]: unknown;
}

/**
 * The built-in provider (the default): the deterministic grammar maps the request to one tool;
 * once the tool answered, its data is worded from fixed texts in the user's language. A request
 * the grammar does not know gets "I did not understand" and what it can do — never a guess.
 */
export function rulesProvider(): AssistantProvider {
  return {
    name: 'rules',
    async *turn({ messages, language, today }: ProviderTurn): AsyncIterable<ProviderEvent> {
      const t = translatorFor(language);
      const last = messages[messages.length - 1];
      if (!last) return;
      if (last.role === 'user') {
        const parsed = parseRequest(last.content, today);
        if (!parsed) {
          yield { type: 'text', delta: t('assistant:answers.not_understood') };
          return;
        }
        yield {
          type: 'tool_call',
          call: { id: 'rules-1', name: parsed.tool, arguments: { ...parsed.args } },
        };
        return;
      }
      if (last.role !== 'tool') return;
      const data = JSON.parse(last.content) as { ok: boolean; data: ToolData };
      yield { type: 'text', delta: wordResult(last.name, data.ok, data.data, t) };
    },
  };
}

type T = ReturnType<typeof translatorFor>;

const moreToolErrors = new Set([
  'strategy_not_found',
  'segment_not_found',
  'place_not_found',
  'not_found_names',
  'no_change',
  'which_advertiser',
  'payment_not_found',
  'bid_refused',
  'CAMPAIGN_NOT_EDITABLE',
]);

function wordResult(tool: string, ok: boolean, data: ToolData, t: T): string {
  if (!ok) {
    if (data.error === 'not_found')
      return typeof data.name === 'string'
        ? t('assistant:answers.not_found', { name: data.name })
        : t('assistant:answers.which');
    if (data.error === 'FORBIDDEN') return t('assistant:answers.forbidden');
    if (data.error === 'CAMPAIGN_NOT_PAUSABLE' || data.error === 'CAMPAIGN_NOT_ACTIVATABLE') return '';
    if (data.error === 'not_available') return t('assistant:answers.audiences_unavailable');
    // Session 36's tools: their refusals already carry their words in the answer's parts.
    if (typeof data.error === 'string' && moreToolErrors.has(data.error)) return '';
    return t('assistant:answers.failed');
  }
  switch (tool) {
    case 'find_campaigns':
      return t('assistant:answers.campaigns', { count: Number(data.total ?? 0) });
    case 'find_advertisers':
      return t('assistant:answers.advertisers', { count: Number(data.total ?? 0) });
    case 'report': {
      const subject = data.subject as { kind: string; name?: string };
      const totals = data.totals_text as Record<string, string>;
      const figures = Object.entries(totals)
        .map(([metric, value]) => `${t(`assistant:metrics.${metric}`)}: ${value}`)
        .join(' · ');
      return t(subject.name ? 'assistant:answers.report_named' : 'assistant:answers.report_all', {
        name: subject.name ?? '',
        period: t(`assistant:periods.${String(data.period)}`).toLowerCase(),
        figures,
      });
    }
    case 'balance':
      return t('assistant:answers.balance');
    case 'statement':
      return t('assistant:answers.statement');
    case 'explain_delivery': {
      const reasons = (data.reasons as string[]) ?? [];
      if (reasons.length === 0) return t('assistant:answers.delivering', { name: String(data.campaign) });
      return t('assistant:answers.not_delivering', { name: String(data.campaign) });
    }
    case 'suggest_audiences':
      return t('assistant:answers.audiences', { name: String(data.advertiser) });
    case 'help':
      return t('assistant:answers.help');
    case 'pause_campaign':
    case 'activate_campaign':
    case 'change_budget':
    case 'change_end_date':
    case 'create_campaign_draft':
    case 'change_bid':
    case 'change_audiences':
    case 'change_locations':
    case 'duplicate_campaign':
      return t('assistant:answers.proposal');
    case 'explain_payment':
      return t('assistant:more.answers.payment', { code: String(data.code), meaning: String(data.meaning) });
    default:
      return t('assistant:answers.failed');
  }
}
