import { describe, expect, it } from 'vitest';
import { isWriteTool, parseRequest } from './grammar';
import { heldOut, labelledEn, labelledEs, labelledPtBr, labelledToday } from './labelled-requests';
import { labelledEnMore, labelledEsMore, labelledPtBrMore } from './labelled-requests-more';

describe('the rules grammar for the session-36 tools (grammar-more.ts)', () => {
  it('its labelled requests are merged into the labelled sets', () => {
    for (const item of labelledPtBrMore) expect(labelledPtBr).toContain(item);
    for (const item of labelledEnMore) expect(labelledEn).toContain(item);
    for (const item of labelledEsMore) expect(labelledEs).toContain(item);
  });

  it('no request of any set gives a change (old or new tool) it was not labelled with', () => {
    const wrong = [...labelledPtBr, ...labelledEn, ...labelledEs, ...heldOut]
      .map(([text, tool]) => ({ text, tool, got: parseRequest(text, labelledToday) }))
      .filter(({ tool, got }) => got !== null && got.tool !== tool && isWriteTool(got.tool));
    expect(wrong).toEqual([]);
  });

  it('a negated or destructive request never becomes one of the new changes', () => {
    for (const text of [
      'não mude o lance da campanha Black Friday para R$ 2',
      'não adicione o público Esportes na campanha Natal 2026',
      "don't duplicate campaign Holiday Deals",
      'exclua a campanha Black Friday',
      'delete campaign Holiday Deals',
      'remova a campanha Natal',
    ])
      expect(parseRequest(text, labelledToday)?.tool ?? null, text).not.toSatisfy(
        (tool: string | null) => tool !== null && isWriteTool(tool),
      );
  });

  it('"this campaign" is the one on screen: no name is made up from the other words', () => {
    for (const text of [
      'make a copy of this campaign',
      'clone esta campanha',
      'duplique esta campanha',
      'haga una copia de esta campaña',
      'adiciona o público Pets nesta campanha',
      'mude as cidades desta campanha para Campinas - SP',
    ])
      expect(parseRequest(text, labelledToday)?.args.name, text).toBeUndefined();
  });
});
