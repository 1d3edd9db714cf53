import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { trackingParams, trackingPaths } from '../tracking/paths';
import { verifyClickTarget, verifyTrackingToken } from '../tracking/token';
import { sampleClaims, testTrackingKey } from '../tracking/tracking-test-helpers';
import { bannerMarkup } from './banner';
import { hostileText, markupContext } from './markup-test-helpers';

const parse = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return {
    anchors: Array.from<Element>(doc.getElementsByTagName('a')),
    images: Array.from<Element>(doc.getElementsByTagName('img')),
  };
};

describe('banner markup', () => {
  it('wraps the creative image of its size in a signed click redirect, with an impression beacon', () => {
    const context = markupContext({
      title: hostileText,
      destinationUrl: `https://loja.example.com.br/?q="<'&>"`,
    });
    const html = bannerMarkup(context)!;
    const { anchors, images } = parse(html);

    expect(anchors).toHaveLength(1);
    const click = new URL(anchors[0]!.getAttribute('href')!);
    expect(click.pathname).toBe(trackingPaths.click);
    const token = click.searchParams.get(trackingParams.token);
    expect(verifyTrackingToken(token, [testTrackingKey])).toEqual(sampleClaims());
    expect(click.searchParams.get(trackingParams.clickTarget)).toBe(context.creative.destinationUrl);
    expect(
      verifyClickTarget(
        token,
        click.searchParams.get(trackingParams.clickTarget),
        click.searchParams.get(trackingParams.clickSignature),
        [testTrackingKey],
      ),
    ).toBe(true);

    const [creativeImage, beacon] = images;
    expect(creativeImage!.parentNode).toBe(anchors[0]);
    expect(creativeImage!.getAttribute('src')).toBe(
      'https://verba.example.com.br/cr/v1/77777777-8888-4999-aaaa-bbbbbbbbbbbb/k3Jd9xQm_w-banner.png',
    );
    expect(creativeImage!.getAttribute('width')).toBe('300');
    expect(creativeImage!.getAttribute('height')).toBe('250');
    expect(creativeImage!.getAttribute('alt')).toBe(hostileText);
    expect(new URL(beacon!.getAttribute('src')!).pathname).toBe(trackingPaths.impression);
    expect(html).not.toContain('<b>');
  });

  it('keeps http media on an insecure imp and refuses what is not a renderable display creative', () => {
    const html = bannerMarkup(
      markupContext({}, { secure: false, trackingBaseUrl: 'http://localhost:3000' }),
    )!;
    expect(parse(html).images[0]!.getAttribute('src')).toMatch(/^http:\/\/verba/);
    expect(parse(html).images[1]!.getAttribute('src')).toMatch(/^http:\/\/localhost:3000\/t\/v1\/imp\?t=/);
    expect(bannerMarkup(markupContext({ mediaUrl: null }))).toBeNull();
    expect(bannerMarkup(markupContext({ width: null }))).toBeNull();
    expect(bannerMarkup(markupContext({ format: 'DISPLAY_VIDEO' }))).toBeNull();
  });
});
