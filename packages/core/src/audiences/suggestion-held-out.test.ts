import { describe, expect, it } from 'vitest';
import { rankSegments } from './suggestion-engine';
import { heldOutSuggestionCases } from './testing/suggestion-held-out';

describe('audience suggestion on the blind held-out descriptions (issue 30 evaluation)', () => {
  it('puts a fitting segment in the top 5 for ≥ 80 % of them', () => {
    expect(heldOutSuggestionCases.length).toBeGreaterThanOrEqual(50);
    const hits = heldOutSuggestionCases.filter((c) =>
      rankSegments({ text: { description: c.d } })
        .slice(0, 5)
        .some((r) => c.ok.includes(r.segment.id)),
    ).length;
    const share = hits / heldOutSuggestionCases.length;
    console.log(
      `audience held-out: ${(share * 100).toFixed(1)} % of ${heldOutSuggestionCases.length} in the top 5`,
    );
    expect(share).toBeGreaterThanOrEqual(0.8);
  });
});
