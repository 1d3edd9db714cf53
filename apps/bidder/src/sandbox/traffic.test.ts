import { readFileSync } from 'node:fs';
import UAParser from 'ua-parser-js';
import { describe, expect, it } from 'vitest';
import { censo2022Population, censo2022StatePopulation, parseContentTier1, z } from '@verba/domain';
import { domainDataFile } from '@verba/domain/data-files';
import { dailyTrafficFactor } from './daily-curve';
import type { RtbBidRequest } from './openrtb';
import { loadTrafficData } from './reference-data';
import { createTrafficGenerator } from './traffic';

const data = loadTrafficData();
const at = new Date('2026-03-10T15:00:00Z');

function generate(count: number, seed = 7): RtbBidRequest[] {
  const generator = createTrafficGenerator({ seed, data });
  return Array.from({ length: count }, () => generator.next(at));
}
const sample = generate(20_000);

const native12 = z
  .object({
    ver: z.literal('1.2'),
    context: z.number().int().min(1).max(3),
    plcmttype: z.number().int().min(1).max(4),
    assets: z
      .array(
        z
          .object({
            id: z.number().int().nonnegative(),
            required: z.union([z.literal(0), z.literal(1)]),
            title: z.object({ len: z.number().int().positive() }).strict().optional(),
            img: z
              .object({
                type: z.union([z.literal(1), z.literal(3)]),
                w: z.number().int().positive().optional(),
                h: z.number().int().positive().optional(),
                wmin: z.number().int().positive().optional(),
                hmin: z.number().int().positive().optional(),
                mimes: z.array(z.string()).optional(),
              })
              .strict()
              .optional(),
            data: z
              .object({ type: z.number().int().min(1).max(12), len: z.number().int().positive() })
              .strict()
              .optional(),
          })
          .strict()
          .refine((a) => [a.title, a.img, a.data].filter(Boolean).length === 1, 'one asset object each'),
      )
      .min(1)
      .refine((assets) => new Set(assets.map((a) => a.id)).size === assets.length, 'asset ids unique'),
    eventtrackers: z
      .array(z.object({ event: z.number().int(), methods: z.array(z.number().int()).min(1) }))
      .optional(),
  })
  .passthrough();

describe('sandbox traffic', () => {
  it('is deterministic for a seed, and another seed differs', () => {
    expect(generate(200, 42)).toEqual(generate(200, 42));
    expect(generate(50, 43)).not.toEqual(generate(50, 42));
  });

  it('spreads requests over the states by Censo 2022 population', () => {
    const counts = new Map<string, number>();
    for (const request of sample) {
      const uf = request.device.geo.region.replace(/^BR-/, '');
      counts.set(uf, (counts.get(uf) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(Object.keys(censo2022StatePopulation).sort());
    for (const [uf, population] of Object.entries(censo2022StatePopulation)) {
      const expected = population / censo2022Population;
      const observed = (counts.get(uf) ?? 0) / sample.length;
      expect(Math.abs(observed - expected), `${uf}: ${observed} vs ${expected}`).toBeLessThan(
        Math.max(0.025, expected * 0.2),
      );
    }
  });

  it('places each request in a real municipality of its state, the capital most often', () => {
    const cities = new Map(data.cities.map((c) => [`${c.uf}:${c.name}`, c]));
    const inSaoPaulo = new Map<string, number>();
    for (const request of sample) {
      const { region, city, lat, lon } = request.device.geo;
      const known = cities.get(`${region.slice(3)}:${city}`);
      expect(known, `${region} ${city}`).toBeDefined();
      expect(Math.abs(known!.latitude - lat)).toBeLessThan(0.05);
      expect(Math.abs(known!.longitude - lon)).toBeLessThan(0.05);
      if (region === 'BR-SP') inSaoPaulo.set(city, (inSaoPaulo.get(city) ?? 0) + 1);
    }
    const top = [...inSaoPaulo.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    expect(top).toBe('São Paulo');
  });

  it('has users who come back with the same profile', () => {
    const seen = new Map<string, { count: number; profile: string }>();
    for (const { user, device } of sample) {
      const profile = JSON.stringify([user.yob, user.gender, user.data, device.geo.city, device.os]);
      const entry = seen.get(user.buyeruid);
      if (entry) {
        entry.count++;
        expect(entry.profile).toBe(profile);
      } else seen.set(user.buyeruid, { count: 1, profile });
    }
    const returning = [...seen.values()].filter((entry) => entry.count >= 2).length;
    expect(returning).toBeGreaterThan(500);
    expect(Math.max(...[...seen.values()].map((e) => e.count))).toBeGreaterThan(10);
    expect(seen.size).toBeGreaterThan(5_000);
  });

  it('writes requests with the fields OpenRTB 2.6 requires, as JSON', () => {
    for (const request of sample.slice(0, 3_000)) {
      const parsed = JSON.parse(JSON.stringify(request)) as RtbBidRequest;
      expect(parsed.id).toMatch(/\S/);
      expect(parsed.imp.length).toBeGreaterThanOrEqual(1);
      expect(new Set(parsed.imp.map((imp) => imp.id)).size).toBe(parsed.imp.length);
      expect(Boolean(parsed.site) !== Boolean(parsed.app)).toBe(true);
      expect(parsed.tmax).toBeGreaterThanOrEqual(120);
      expect(parsed.tmax).toBeLessThanOrEqual(300);
      expect(parsed.device.geo.country).toBe('BRA');
      for (const imp of parsed.imp) {
        const kinds = [imp.banner, imp.native, imp.video, imp.audio].filter(Boolean);
        expect(kinds).toHaveLength(1);
        expect(['BRL', 'USD']).toContain(imp.bidfloorcur);
        expect(parsed.cur).toContain(imp.bidfloorcur);
        expect(imp.bidfloor).toBeGreaterThan(0);
        if (imp.banner) expect(imp.banner.format[0]).toEqual({ w: imp.banner.w, h: imp.banner.h });
        if (imp.video) {
          expect(imp.video.mimes).toEqual(['video/mp4']);
          expect(imp.video.protocols).toEqual([2, 3, 5, 6, 7, 8]);
          expect(imp.video.maxduration).toBeLessThanOrEqual(30);
        }
      }
    }
  });

  it('sends native requests that are valid Native 1.2', () => {
    const natives = sample.flatMap((r) => r.imp.flatMap((imp) => (imp.native ? [imp.native] : [])));
    expect(natives.length).toBeGreaterThan(1_000);
    for (const native of natives) {
      expect(native.ver).toBe('1.2');
      const result = native12.safeParse(JSON.parse(native.request));
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
  });

  it('mixes every kind of imp, sites and apps, and a few PMP deals', () => {
    const imps = sample.flatMap((r) => r.imp);
    const share = (predicate: (imp: (typeof imps)[number]) => unknown) =>
      imps.filter(predicate).length / imps.length;
    expect(share((i) => i.banner)).toBeGreaterThan(0.3);
    expect(share((i) => i.native)).toBeGreaterThan(0.1);
    expect(share((i) => i.video)).toBeGreaterThan(0.05);
    expect(share((i) => i.audio)).toBeGreaterThan(0.01);
    expect(share((i) => i.pmp)).toBeGreaterThan(0.02);
    expect(share((i) => i.pmp)).toBeLessThan(0.1);
    expect(share((i) => i.bidfloorcur === 'BRL')).toBeGreaterThan(0.75);
    const apps = sample.filter((r) => r.app).length / sample.length;
    expect(apps).toBeGreaterThan(0.2);
    expect(apps).toBeLessThan(0.6);
  });

  it('uses IAB ids that exist: content categories (cattax 7) and audience segments (segtax 4)', () => {
    const content = new Set(
      readFileSync(domainDataFile('iab-content-taxonomy-3.1.tsv'), 'utf8')
        .split(/\r?\n/)
        .slice(2)
        .map((line) => line.split('\t')[0]!.trim()),
    );
    const tier1 = new Set(
      parseContentTier1(readFileSync(domainDataFile('iab-content-taxonomy-3.1.tsv'), 'utf8')).map(
        (c) => c.id,
      ),
    );
    const audiences = new Set(data.audienceSegments.map((s) => s.id));
    for (const request of sample.slice(0, 2_000)) {
      const cat = (request.site ?? request.app)!.cat;
      for (const id of cat) expect(content.has(id), id).toBe(true);
      expect(tier1.has(cat[0]!)).toBe(true);
      for (const segment of request.user.data[0]!.segment) expect(audiences.has(segment.id)).toBe(true);
    }
  });

  it('sends real user agents that agree with devicetype, os and sua', () => {
    const parser = new UAParser();
    for (const request of sample.slice(0, 2_000)) {
      const { ua, devicetype, os } = request.device;
      const parsed = parser.setUA(ua).getResult();
      const normalise = (name: string) => name.replace('Mac OS', 'macOS');
      expect(normalise(parsed.os.name ?? ''), ua).toBe(os);
      const type = parsed.device.type ?? 'desktop';
      expect({ 2: 'desktop', 4: 'mobile', 5: 'tablet' }[devicetype], ua).toBe(type);
      expect((request.device.sua as { mobile: number }).mobile).toBe(devicetype === 2 ? 0 : 1);
    }
  });
});

describe('daily traffic curve (São Paulo time)', () => {
  const at = (hour: number) => new Date(Date.UTC(2026, 2, 10, hour + 3));
  it('is lowest around 4h and peaks at 12h and 21h, with a mean of 1 over the day', () => {
    const factors = Array.from({ length: 24 }, (_, hour) => dailyTrafficFactor(at(hour)));
    expect(factors.indexOf(Math.min(...factors))).toBe(4);
    expect(factors.indexOf(Math.max(...factors))).toBe(21);
    expect(factors[12]).toBeGreaterThan(factors[10]!);
    expect(factors[12]).toBeGreaterThan(factors[14]!);
    let sum = 0;
    for (let minute = 0; minute < 1440; minute++)
      sum += dailyTrafficFactor(new Date(Date.UTC(2026, 2, 10, 3, minute)));
    expect(sum / 1440).toBeCloseTo(1, 2);
  });
});
