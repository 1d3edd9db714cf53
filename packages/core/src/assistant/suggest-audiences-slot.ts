import type { Actor, Deps } from '../deps';

/** The audience suggestion use case's contract (packages/core/src/audiences/suggest-audiences.ts, issue 30). */
export type SuggestAudiences = (options: {
  deps: Deps;
  actor: Actor;
  input: { advertiserId: string; objective?: string; description?: string };
}) => Promise<{
  suggestions: { segmentId: string; name: string; reason: string; score: number }[];
  estimatedReach: number | null;
}>;

const modulePath = '../audiences/suggest-audiences';

/**
 * The tool slot `suggest_audiences`: the audience suggestion use case, built apart (another part of
 * issue 30). Loaded by name so this part stands without it; null while it is not there.
 */
export async function suggestAudiencesSlot(): Promise<SuggestAudiences | null> {
  try {
    const loaded = (await import(/* @vite-ignore */ modulePath)) as { suggestAudiences?: SuggestAudiences };
    return loaded.suggestAudiences ?? null;
  } catch {
    return null;
  }
}
