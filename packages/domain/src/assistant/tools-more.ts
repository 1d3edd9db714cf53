/**
 * The assistant tools added after the first set (session 36, docs/assistant.md "Tools"): their
 * names and arguments. A leaf module (no imports) so grammar.ts and grammar-more.ts can both use it.
 */
export const moreReadTools = ['explain_payment'] as const;
export const moreWriteTools = [
  'create_campaign_draft',
  'change_bid',
  'change_audiences',
  'change_locations',
  'duplicate_campaign',
] as const;

/** How a list argument changes what a strategy has: replace it, add to it, or take out of it. */
export const listChangeModes = ['set', 'add', 'remove'] as const;
export type ListChangeMode = (typeof listChangeModes)[number];

/** One strategy of a draft the assistant creates (names only; Verba resolves them). */
export interface DraftStrategyArgs {
  name?: string;
  /** Bid in minor units. */
  bid?: string;
  segments?: string[];
  places?: string[];
}
export interface DraftGroupArgs {
  name?: string;
  strategies?: DraftStrategyArgs[];
}

export interface MoreToolArgs {
  /** create_campaign_draft / duplicate_campaign: the new campaign's name. */
  campaign_name?: string;
  /** change_bid / change_audiences / change_locations: one strategy by name (absent: all of the campaign's). */
  strategy?: string;
  /** change_audiences: audience segment names (the catalogue's, in any of the three languages). */
  segments?: string[];
  /** change_locations: place names (a state, its UF, a city, or the country). */
  places?: string[];
  mode?: ListChangeMode;
  /** create_campaign_draft: its groups and strategies (default one group with one strategy). */
  groups?: DraftGroupArgs[];
  /** explain_payment: the order's code (PED-XXXXXX). */
  reference?: string;
}
