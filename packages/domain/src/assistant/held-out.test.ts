import { describe, expect, it } from 'vitest';
import { parseRequest } from './grammar';
import {
  heldOutEntities,
  heldOutRequests,
  heldOutRound2,
  heldOutRound3,
  heldOutToday,
} from './held-out-requests';
import {
  labelledEn,
  labelledEs,
  labelledPtBr,
  labelledToday,
  type LabelledRequest,
} from './labelled-requests';
import { entitiesOf, scoreSet } from './request-score';

const asItems = (set: LabelledRequest[]) =>
  set.map(([text, tool, args]) => ({
    text,
    expected: tool === null ? null : { tool, args: args ?? {} },
  }));

describe('the rules provider on the held-out requests (issue 30 evaluation)', () => {
  const languages = ['pt-BR', 'en', 'es'] as const;

  it.each(languages)('round 1 (%s): ≥ 95 % right, never a wrong action', (language) => {
    const items = heldOutRequests.filter((r) => r.lang === language);
    const score = scoreSet(items, (text) => parseRequest(text, heldOutToday), heldOutEntities);
    console.log(
      `held-out round 1 ${language}: ${(score.rate * 100).toFixed(1)} % of ${score.total} right, ${score.miss} "não entendi", ${score.wrongRead} wrong reads`,
    );
    if (score.failures.length) console.log(JSON.stringify(score.failures, null, 1));
    expect(score.wrongAction).toBe(0);
    expect(score.rate).toBeGreaterThanOrEqual(0.95);
  });

  it.each(
    languages.flatMap(
      (language) =>
        [
          ['2', language, heldOutRound2],
          ['3', language, heldOutRound3],
        ] as const,
    ),
  )('round %s (%s): the figure is printed; never a wrong action', (round, language, set) => {
    const items = set.filter((r) => r.lang === language);
    const score = scoreSet(items, (text) => parseRequest(text, heldOutToday), heldOutEntities);
    console.log(
      `held-out round ${round} ${language}: ${(score.rate * 100).toFixed(1)} % of ${score.total} right, ${score.miss} "não entendi", ${score.wrongRead} wrong reads`,
    );
    expect(score.wrongAction).toBe(0);
  });

  it('round 1 holds at least 150 pt-BR, 50 en and 50 es requests', () => {
    expect(heldOutRequests.filter((r) => r.lang === 'pt-BR').length).toBeGreaterThanOrEqual(150);
    expect(heldOutRequests.filter((r) => r.lang === 'en').length).toBeGreaterThanOrEqual(50);
    expect(heldOutRequests.filter((r) => r.lang === 'es').length).toBeGreaterThanOrEqual(50);
  });

  it.each([
    ['pt-BR', labelledPtBr],
    ['en', labelledEn],
    ['es', labelledEs],
  ] as const)('the labelled set (%s), names resolved: never a wrong action', (_language, set) => {
    const items = asItems(set);
    const score = scoreSet(items, (text) => parseRequest(text, labelledToday), entitiesOf(items));
    expect(score.failures.filter((f) => f.outcome === 'wrongAction')).toEqual([]);
  });

  it('a change the scorer cannot tie to the expected campaign is a wrong action', () => {
    const entities = [
      { kind: 'campaign' as const, name: 'Natal em família' },
      { kind: 'campaign' as const, name: 'Busca de marca' },
    ];
    const score = scoreSet(
      [
        {
          text: 'pausa a natal em familia',
          expected: { tool: 'pause_campaign', args: { name: 'natal em familia' } },
        },
      ],
      () => ({ tool: 'pause_campaign', args: { name: 'busca de marca' } }),
      entities,
    );
    expect(score.wrongAction).toBe(1);
    const notFound = scoreSet(
      [
        {
          text: 'pausa a natal em familia',
          expected: { tool: 'pause_campaign', args: { name: 'natal em familia' } },
        },
      ],
      () => ({ tool: 'pause_campaign', args: { name: 'xyz' } }),
      [{ kind: 'campaign', name: 'Busca de marca' }],
    );
    // Not found proposes nothing: wrong, but no action.
    expect(notFound.wrongAction).toBe(0);
    expect(notFound.wrongRead).toBe(1);
  });
});
