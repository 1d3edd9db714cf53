import { foldForSearch, z, type StrategyLocation } from '@verba/domain';
import { listChangeModes } from '@verba/domain/assistant/tools-more';
import { brazilLocations } from '../../locations/brazil-locations';
import {
  asTyped,
  fail,
  proposalOutcome,
  storeProposal,
  type AssistantToolDefinition,
  type T,
} from './shared';
import { applyStrategyFields, strategiesToEdit, strategyLabel } from './strategy-edit';

const argsSchema = z.object({
  places: z.array(z.string().trim().min(1).max(100)).min(1).max(50),
  mode: z.enum(listChangeModes).default('set'),
});

/**
 * A place as people write it: "Brasil", a state ("Paraná", "PR", "estado de São Paulo"), a city
 * ("Curitiba", "Campinas - SP", "cidade de São Paulo"). A name that is both a state and a city
 * is the state unless "cidade/city/ciudad" says otherwise (the card shows which was understood).
 */
export function placeOf(raw: string): StrategyLocation | null {
  const { states, cities } = brazilLocations();
  let text = foldForSearch(raw).trim();
  const wantsCity = /^(cidade|city|ciudad|municipio)( de| of)? /.test(text);
  const wantsState = /^(estado|state)( de| do| da| of)? /.test(text);
  text = text.replace(/^(cidade|city|ciudad|municipio|estado|state)( de| do| da| of)? /, '').trim();
  if (/^(todo o |todo |all of |all )?(brasil|brazil)$/.test(text)) return { kind: 'country', country: 'BR' };
  const withUf = /^(.+?)\s*(?:-|\/|,|\()\s*([a-z]{2})\)?$/.exec(text);
  const cityName = withUf ? withUf[1]!.trim() : text;
  const uf = withUf?.[2]?.toUpperCase();
  if (!wantsCity && !withUf) {
    const state = states.find((s) => foldForSearch(s.name) === text || s.uf.toLowerCase() === text);
    if (state) return { kind: 'state', country: 'BR', state: state.uf as never };
  }
  if (wantsState) return null;
  const matches = cities.filter((c) => c.searchKey === cityName && (!uf || c.uf === uf));
  const city = matches.find((c) => c.capital) ?? matches[0];
  if (city) return { kind: 'city', country: 'BR', state: city.uf as never, city: String(city.ibgeCode) };
  return null;
}

export function placeLabel(location: StrategyLocation, t: T): string {
  const { stateByUf, cityByCode } = brazilLocations();
  switch (location.kind) {
    case 'country':
      return location.country === 'BR' ? t('assistant:more.brazil') : location.country;
    case 'state':
      return `${stateByUf.get(location.state)?.name ?? location.state} (${t('assistant:more.state')})`;
    case 'city': {
      const city = cityByCode.get(Number(location.city));
      return city ? `${city.name} – ${city.uf}` : location.city;
    }
    case 'radius':
      return `${location.km} km`;
  }
}

const keyOf = (l: StrategyLocation) =>
  JSON.stringify([
    l.kind,
    'state' in l ? l.state : null,
    'city' in l ? l.city : null,
    l.kind === 'country' ? l.country : null,
  ]);

/** `change_locations`: a card with each strategy's places before → after. */
export const changeLocationsTool: AssistantToolDefinition = {
  name: 'change_locations',
  async run(context) {
    const { deps, actor, t } = context;
    const parsed = argsSchema.safeParse(context.args);
    if (!parsed.success) return fail({ error: 'invalid_arguments' });
    const { places, mode } = parsed.data;
    const wanted: StrategyLocation[] = [];
    const unknown: string[] = [];
    for (const place of places) {
      const location = placeOf(place);
      if (location) wanted.push(location);
      else unknown.push(place);
    }
    if (unknown.length)
      return fail(
        { error: 'place_not_found', names: unknown },
        t('assistant:more.place_not_found', {
          names: unknown.map((n) => asTyped(context.message, n)).join(', '),
        }),
      );
    const found = await strategiesToEdit(context);
    if ('refused' in found) return found.refused;
    const { entity, tree, strategies, budgetText } = found;
    const wantedKeys = new Set(wanted.map(keyOf));
    const afterOf = (before: StrategyLocation[]): StrategyLocation[] => {
      if (mode === 'set') return wanted;
      if (mode === 'remove') return before.filter((l) => !wantedKeys.has(keyOf(l)));
      const keys = new Set(before.map(keyOf));
      return [...before, ...wanted.filter((l) => !keys.has(keyOf(l)))];
    };
    const beforeOf = (s: (typeof strategies)[number]) => (s.targeting.locations ?? []) as StrategyLocation[];
    const changed = strategies
      .map((s) => ({ s, before: beforeOf(s), after: afterOf(beforeOf(s)) }))
      .filter((c) => JSON.stringify(c.before.map(keyOf)) !== JSON.stringify(c.after.map(keyOf)));
    if (changed.length === 0)
      return fail({ error: 'no_change' }, t('assistant:more.no_change', { name: entity.name }));
    const list = (values: StrategyLocation[]) =>
      values.length ? values.map((l) => placeLabel(l, t)).join(', ') : t('assistant:more.everywhere');
    const card = await storeProposal(
      deps,
      actor,
      'change_locations',
      {
        campaign_id: tree.campaign.id,
        version: tree.campaign.version,
        strategy_ids: changed.map((c) => c.s.id),
        locations: Object.fromEntries(changed.map((c) => [c.s.id, c.after])),
        change: 'locations',
      },
      {
        kind: 'change_locations',
        title: t('assistant:more.cards.locations', { name: entity.name }),
        diff: changed.map((c) => ({
          field: t('assistant:more.locations_of', { strategy: strategyLabel(tree, c.s, t) }),
          before: list(c.before),
          after: list(c.after),
        })),
        money_impact: t('assistant:more.cards.targeting_money', { budget: budgetText }),
        typed_amount: null,
      },
      null,
    );
    return proposalOutcome(card);
  },
  async confirm({ deps, actor, input }) {
    const byStrategy = input.locations as Record<string, StrategyLocation[]>;
    await applyStrategyFields({
      deps,
      actor,
      input,
      fields: (id) => (byStrategy[id] ? { locations: byStrategy[id] } : undefined),
    });
  },
};
