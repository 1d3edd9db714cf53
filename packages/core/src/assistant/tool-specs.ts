import { assistantMetrics, dateRangePresets, helpTopics } from '@verba/domain';

const name = {
  type: 'string',
  description:
    'The campaign or advertiser name (or id) as the user said it; leave out for the one on screen.',
};

const tool = (
  toolName: string,
  description: string,
  properties: Record<string, unknown> = {},
  required: string[] = [],
) => ({
  type: 'function' as const,
  function: {
    name: toolName,
    description,
    parameters: { type: 'object', properties, required, additionalProperties: false },
  },
});

/**
 * The tools an OpenAI-compatible model may call (the same the rules grammar maps to). Each runs a
 * use case as the signed-in user; the changes only propose a card the user confirms.
 */
export const toolSpecs = [
  tool('find_campaigns', "List or find the company's campaigns, optionally by name and status.", {
    name,
    status: { type: 'string', enum: ['active', 'paused', 'draft', 'finished'] },
  }),
  tool('find_advertisers', "List or find the company's advertisers with their balances.", { name }),
  tool(
    'report',
    'Delivery figures (spend, impressions, clicks, conversions…) for a campaign, an advertiser or everything, over a period. Builds a report definition; never SQL.',
    {
      name,
      period: { type: 'string', enum: [...dateRangePresets] },
      metrics: { type: 'array', items: { type: 'string', enum: [...assistantMetrics] } },
    },
  ),
  tool('balance', "Wallet balances: the company's and each advertiser's, or one advertiser's.", { name }),
  tool('statement', "The latest statement entries of an advertiser's wallet (or the company's).", { name }),
  tool('explain_delivery', "Why a campaign is not delivering: the delivery panel's reasons per strategy.", {
    name,
  }),
  tool('suggest_audiences', 'Suggest audience segments for an advertiser (or a described business).', {
    name,
    description: { type: 'string' },
  }),
  tool('help', 'Point to the help page of a topic.', { topic: { type: 'string', enum: [...helpTopics] } }, [
    'topic',
  ]),
  tool('pause_campaign', 'Propose pausing a campaign (the user confirms the card).', { name }),
  tool('activate_campaign', 'Propose activating a paused campaign (the user confirms the card).', { name }),
  tool(
    'change_budget',
    'Propose a new total budget for a campaign, in minor units (centavos).',
    { name, amount: { type: 'string', pattern: '^[0-9]+$' } },
    ['amount'],
  ),
  tool(
    'change_end_date',
    'Propose a new end date for a campaign (YYYY-MM-DD).',
    { name, end_date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
    ['end_date'],
  ),
];
