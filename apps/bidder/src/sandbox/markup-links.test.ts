import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markupLinks } from './markup-links';

describe('markup links', () => {
  it('reads a banner: its images and its click URL', () => {
    const links = markupLinks(
      `<a href="https://t.example/c?t=abc&amp;u=1" target="_blank"><img src="https://cdn.example/a.png" width="300" height="250"></a><img src='https://t.example/i?t=abc' width="1" height="1" alt="">`,
    );
    expect(links.kind).toBe('banner');
    expect(links.impressions).toEqual(['https://cdn.example/a.png', 'https://t.example/i?t=abc']);
    expect(links.click).toBe('https://t.example/c?t=abc&u=1');
  });

  it('reads a Native 1.2 response: imptrackers, image event trackers, link and click trackers', () => {
    const links = markupLinks(
      JSON.stringify({
        ver: '1.2',
        assets: [{ id: 1, title: { text: 'x' } }],
        link: { url: 'https://t.example/c', clicktrackers: ['https://t.example/ct'] },
        imptrackers: ['https://t.example/i1'],
        eventtrackers: [
          { event: 1, method: 1, url: 'https://t.example/i2' },
          { event: 1, method: 2, url: 'https://t.example/js' },
        ],
      }),
    );
    expect(links).toMatchObject({
      kind: 'native',
      impressions: ['https://t.example/i1', 'https://t.example/i2'],
      click: 'https://t.example/c',
      clickTrackers: ['https://t.example/ct'],
    });
  });

  it('reads VAST: impressions, quartile tracking, click-through and tracking, duration', () => {
    const links = markupLinks(`<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2" xmlns="http://www.iab.com/VAST"><Ad id="1"><InLine>
  <AdSystem>Verba</AdSystem><AdTitle>x</AdTitle>
  <Impression id="i"><![CDATA[https://t.example/i?t=1&a=2]]></Impression>
  <Creatives><Creative><Linear><Duration>00:00:15.000</Duration>
    <TrackingEvents>
      <Tracking event="start"><![CDATA[https://t.example/v?e=start]]></Tracking>
      <Tracking event="firstQuartile">https://t.example/v?e=q1&amp;x=1</Tracking>
      <Tracking event="complete"><![CDATA[https://t.example/v?e=complete]]></Tracking>
    </TrackingEvents>
    <VideoClicks><ClickThrough><![CDATA[https://t.example/c]]></ClickThrough><ClickTracking><![CDATA[https://t.example/ct]]></ClickTracking></VideoClicks>
  </Linear></Creative></Creatives></InLine></Ad></VAST>`);
    expect(links).toMatchObject({
      kind: 'vast',
      impressions: ['https://t.example/i?t=1&a=2'],
      click: 'https://t.example/c',
      clickTrackers: ['https://t.example/ct'],
      events: {
        start: ['https://t.example/v?e=start'],
        firstQuartile: ['https://t.example/v?e=q1&x=1'],
        complete: ['https://t.example/v?e=complete'],
      },
      durationSeconds: 15,
    });
  });

  it('never throws on garbage', () => {
    for (const adm of ['', '{', '{"native": 3}', '<VAST', '<a href=>', 'null', '<Tracking event=>']) {
      expect(() => markupLinks(adm)).not.toThrow();
    }
  });
});

describe('markup links on any input', () => {
  it('never throws and returns only strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .string()
            .map((s) => `<VAST><Impression>${s}</Impression><Tracking event="${s}">${s}</Tracking></VAST>`),
          fc.string().map((s) => `<a href="${s}"><img src='${s}'></a>`),
        ),
        (adm) => {
          const links = markupLinks(adm);
          for (const url of [...links.impressions, ...links.clickTrackers]) expect(typeof url).toBe('string');
          expect(Number.isFinite(links.durationSeconds)).toBe(true);
        },
      ),
    );
  });
});
