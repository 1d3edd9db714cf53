import { normalizeText } from './grammar';

/**
 * How well an entity's name fits what the user typed (the assistant's name resolution,
 * packages/core/src/assistant/resolve-entity.ts): whole-name containment in the message first, then
 * the extracted name, then shared words. Inputs: `name` as stored; `wanted` and `message` already
 * normalised (`normalizeText`). Above 20 counts as a match.
 */
export function entityMatchScore(name: string, wanted: string, message: string): number {
  const n = normalizeText(name);
  if (!n) return 0;
  if (wanted && n === wanted) return 100;
  if (message && ` ${message} `.includes(` ${n} `)) return 80 + Math.min(n.length, 19);
  if (wanted && n.includes(wanted)) return 60;
  if (wanted && wanted.includes(n)) return 50;
  const words = wanted.split(' ').filter((w) => w.length > 2);
  if (words.length === 0) return 0;
  const hits = words.filter((w) => n.split(' ').includes(w)).length;
  return hits === 0 ? 0 : (40 * hits) / words.length;
}

export interface NamedEntity {
  kind: 'campaign' | 'advertiser';
  name: string;
}

/**
 * The same resolution over an in-memory list (the evaluation's stand-in for a company's rows):
 * the best entity over 20, else `'screen'` when nothing was named (the one on screen), else `null`
 * (the assistant answers "not found").
 */
export function resolveNamed(
  entities: readonly NamedEntity[],
  name: string | undefined,
  message: string,
  prefer: 'campaign' | 'advertiser' | 'any',
): NamedEntity | 'screen' | null {
  const wanted = name ? normalizeText(name) : '';
  const msg = normalizeText(message);
  let best: NamedEntity | null = null;
  let bestScore = 20;
  for (const entity of entities) {
    if (prefer === 'advertiser' && entity.kind === 'campaign') continue;
    const s = entityMatchScore(entity.name, wanted, msg) + (entity.kind === prefer ? 1 : 0);
    if (s > bestScore) {
      best = entity;
      bestScore = s;
    }
  }
  if (best) return best;
  return wanted ? null : 'screen';
}
