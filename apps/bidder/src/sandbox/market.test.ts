import { describe, expect, it } from 'vitest';
import { properties } from './catalogue';
import { floorFraction, impMarket, tierOf, type ImpContext } from './market';
import { createRandom } from './random';
import { loadTrafficData } from './reference-data';
import { createTrafficGenerator } from './traffic';

const property = (id: string) => properties.find((p) => p.id === id)!;
const noon = new Date('2026-03-10T15:00:00Z');
const base: ImpContext = {
  format: { kind: 'banner', w: 300, h: 250, aboveTheFold: true },
  property: property('jornaldoplanalto.com.br'),
  desktop: false,
  at: noon,
  deal: false,
};
/** The mean median CPM over many imps of one context (the per-imp spread averaged out). */
const mean = (context: Partial<ImpContext>) => {
  const random = createRandom(4);
  let sum = 0;
  for (let i = 0; i < 2_000; i++) sum += impMarket(random, { ...base, ...context }).medianCpmBrl;
  return sum / 2_000;
};

describe('sandbox market', () => {
  it('prices imps as buyers do: size, placement, format, desktop, the hour, the property tier', () => {
    expect(mean({})).toBeGreaterThan(mean({ format: { kind: 'banner', w: 320, h: 50, aboveTheFold: true } }));
    expect(mean({})).toBeGreaterThan(
      mean({ format: { kind: 'banner', w: 300, h: 250, aboveTheFold: false } }),
    );
    expect(mean({ format: { kind: 'video', inStream: true } })).toBeGreaterThan(3 * mean({}));
    expect(mean({ desktop: true })).toBeGreaterThan(mean({}));
    expect(mean({ at: new Date('2026-03-11T00:00:00Z') })).toBeGreaterThan(
      mean({ at: new Date('2026-03-10T07:00:00Z') }),
    );
    expect(tierOf(property('noticias-exemplo.com.br'))).toBe('premium');
    expect(tierOf(property('cafeeprosa.com.br'))).toBe('longTail');
    expect(mean({ property: property('noticias-exemplo.com.br') })).toBeGreaterThan(
      mean({ property: property('cafeeprosa.com.br') }),
    );
  });

  it('has more buyers on premium properties and fewer in deals', () => {
    const random = createRandom(1);
    const buyers = (context: Partial<ImpContext>) => impMarket(random, { ...base, ...context }).competitors;
    expect(buyers({ property: property('noticias-exemplo.com.br') })).toBeGreaterThan(buyers({}));
    expect(buyers({})).toBeGreaterThan(buyers({ property: property('cafeeprosa.com.br') }));
    expect(buyers({ deal: true })).toBeLessThan(buyers({}) / 2);
  });

  it('sets floors as a fraction of the market, as publishers do', () => {
    const random = createRandom(2);
    const fractions = Array.from({ length: 5_000 }, () => floorFraction(random)).sort((a, b) => a - b);
    expect(fractions[0]).toBeGreaterThanOrEqual(0.15);
    expect(fractions.at(-1)).toBeLessThanOrEqual(0.9);
    expect(fractions[2_500]).toBeCloseTo(0.45, 1);
    const generator = createTrafficGenerator({ seed: 3, data: loadTrafficData() });
    for (let i = 0; i < 2_000; i++) {
      const { request, markets } = generator.auction(noon);
      for (const imp of request.imp) {
        const market = markets.get(imp.id)!;
        expect(imp.bidfloor).toBeLessThan(market.median);
        expect(imp.bidfloor).toBeGreaterThan(market.median * 0.14);
      }
    }
  });
});
