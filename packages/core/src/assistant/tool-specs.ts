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

const strategy = {
  type: 'string',
  description: "One strategy of the campaign by name; leave out for all of the campaign's strategies.",
};
const mode = {
  type: 'string',
  enum: ['set', 'add', 'remove'],
  description: 'set: replace what the strategies have; add: add to it; remove: take these out.',
};

/** The tools added in session 36 (docs/assistant.md "Tools"); listed with the others below. */
export const moreToolSpecs = [
  tool(
    'create_campaign_draft',
    'Propose a new draft campaign for an advertiser, with its groups and strategies (the user confirms the card; nothing is reserved until it is published).',
    {
      name: { type: 'string', description: 'The advertiser (name or id); leave out for the one on screen.' },
      campaign_name: { type: 'string' },
      amount: { type: 'string', pattern: '^[0-9]+$', description: 'Total budget in minor units (centavos).' },
      groups: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            strategies: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  name: { type: 'string' },
                  bid: { type: 'string', pattern: '^[0-9]+$', description: 'Bid in minor units.' },
                  segments: {
                    type: 'array',
                    items: { type: 'string' },
                    description: 'Audience segment names.',
                  },
                  places: {
                    type: 'array',
                    items: { type: 'string' },
                    description: 'States, cities or "Brasil".',
                  },
                },
                additionalProperties: false,
              },
            },
          },
          additionalProperties: false,
        },
      },
    },
  ),
  tool(
    'change_bid',
    "Propose a new bid (minor units) for a campaign's strategies, or one strategy's.",
    { name, strategy, amount: { type: 'string', pattern: '^[0-9]+$' } },
    ['amount'],
  ),
  tool(
    'change_audiences',
    "Propose a change to the audience segments of a campaign's strategies (segment names as in the catalogue).",
    { name, strategy, mode, segments: { type: 'array', items: { type: 'string' } } },
    ['segments'],
  ),
  tool(
    'change_locations',
    'Propose a change to the places a campaign\'s strategies target: Brazilian states (name or UF), cities ("Campinas - SP") or "Brasil".',
    { name, strategy, mode, places: { type: 'array', items: { type: 'string' } } },
    ['places'],
  ),
  tool('duplicate_campaign', 'Propose copying a campaign into a new draft (optionally with a new name).', {
    name,
    campaign_name: { type: 'string' },
  }),
  tool(
    'explain_payment',
    'Explain one payment order (by its code PED-XXXXXX, its amount in minor units, or the latest): its status and what it means for the wallet.',
    { reference: { type: 'string' }, amount: { type: 'string', pattern: '^[0-9]+$' } },
  ),
];
toolSpecs.push(...moreToolSpecs);
