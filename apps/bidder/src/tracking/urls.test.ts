import { describe, expect, it } from 'vitest';
import { trackingParams, trackingPaths, vastTrackedEvents } from './paths';
import { signTrackingToken, verifyClickTarget, verifyTrackingToken } from './token';
import { sampleClaims, testTrackingKey } from './tracking-test-helpers';
import {
  billingNoticeUrl,
  clickUrl,
  impressionUrl,
  lossNoticeUrl,
  noticeUrlsArePlain,
  secureUrl,
  strictUri,
  vastEventUrl,
  winNoticeUrl,
} from './urls';

const token = signTrackingToken(sampleClaims(), testTrackingKey);
const base = { trackingBaseUrl: 'https://verba.example.com.br/', token };

describe('tracking URLs', () => {
  it('builds the impression beacon with a token that verifies', () => {
    const url = new URL(impressionUrl(base));
    expect(url.origin + url.pathname).toBe(`https://verba.example.com.br${trackingPaths.impression}`);
    expect(verifyTrackingToken(url.searchParams.get(trackingParams.token), [testTrackingKey])).toEqual(
      sampleClaims(),
    );
  });

  it('keeps the auction macros literal in the notices', () => {
    expect(winNoticeUrl(base, 'sandbox')).toBe(
      `https://verba.example.com.br/t/v1/x/sandbox/win?t=${token}&p=\${AUCTION_PRICE}`,
    );
    expect(billingNoticeUrl(base, 'sandbox')).toBe(
      `https://verba.example.com.br/t/v1/x/sandbox/bill?t=${token}&p=\${AUCTION_PRICE}`,
    );
    expect(lossNoticeUrl(base, 'adx-br')).toBe(
      `https://verba.example.com.br/t/v1/x/adx-br/loss?t=${token}&p=\${AUCTION_PRICE}&r=\${AUCTION_LOSS}`,
    );
  });

  it('builds a signed click redirect whose target and signature verify', () => {
    const target = 'https://loja.example.com.br/oferta?a=1&b=ç ã#x';
    const url = new URL(clickUrl({ ...base, key: testTrackingKey }, target));
    expect(url.pathname).toBe(trackingPaths.click);
    expect(url.searchParams.get(trackingParams.clickTarget)).toBe(target);
    expect(
      verifyClickTarget(
        url.searchParams.get(trackingParams.token),
        url.searchParams.get(trackingParams.clickTarget),
        url.searchParams.get(trackingParams.clickSignature),
        [testTrackingKey],
      ),
    ).toBe(true);
  });

  it('signs a target with lone surrogates as it encodes it (no throw, still verifies)', () => {
    const url = new URL(clickUrl({ ...base, key: testTrackingKey }, 'https://x.example/\uD800a'));
    const target = url.searchParams.get(trackingParams.clickTarget);
    expect(target).toBe('https://x.example/\uFFFDa');
    const signature = url.searchParams.get(trackingParams.clickSignature);
    expect(
      verifyClickTarget(url.searchParams.get(trackingParams.token), target, signature, [testTrackingKey]),
    ).toBe(true);
  });

  it('percent-encodes what a strict URI parser refuses, after the authority only', () => {
    expect(strictUri('https://cdn.example.com/a]]>b c.mp4?x=1&y="ç"%zz%20')).toBe(
      'https://cdn.example.com/a%5D%5D%3Eb%20c.mp4?x=1&y=%22%C3%A7%22%25zz%20',
    );
    expect(strictUri('http://[::1]:3000/files/a[1].mp4')).toBe('http://[::1]:3000/files/a%5B1%5D.mp4');
    expect(strictUri('https://cdn.example/🎉\uD800')).toBe('https://cdn.example/%F0%9F%8E%89%EF%BF%BD');
  });

  it('builds every VAST event URL; the error one carries the [ERRORCODE] macro', () => {
    for (const event of vastTrackedEvents) {
      const url = vastEventUrl(base, event);
      expect(new URL(url).searchParams.get(trackingParams.videoEvent)).toBe(event);
    }
    expect(vastEventUrl(base, 'error')).toBe(
      `https://verba.example.com.br/t/v1/ev?t=${token}&e=error&code=[ERRORCODE]`,
    );
    expect(vastEventUrl(base, 'start')).not.toContain('code=');
  });

  it('uses https for a secure imp except on loopback hosts (already a secure context)', () => {
    const plain = { trackingBaseUrl: 'http://verba.example.com.br', token, secure: true };
    expect(impressionUrl(plain)).toMatch(/^https:\/\/verba\.example\.com\.br\/t\/v1\/imp\?t=/);
    expect(impressionUrl({ ...plain, secure: false })).toMatch(/^http:\/\/verba/);
    expect(secureUrl('http://localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(secureUrl('http://127.0.0.1:3000/x')).toBe('http://127.0.0.1:3000/x');
    expect(secureUrl('http://[::1]:3000/x')).toBe('http://[::1]:3000/x');
    expect(secureUrl('http://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(secureUrl('HTTP://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(secureUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('tells when the notice URLs are plain text for JSON: only if the base, the paths and the token all are', () => {
    const plainText = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
    expect(noticeUrlsArePlain(base.trackingBaseUrl, 'sandbox', token)).toBe(true);
    for (const url of [winNoticeUrl, billingNoticeUrl, lossNoticeUrl])
      expect(url(base, 'sandbox')).toMatch(plainText);
    expect(noticeUrlsArePlain('https://verba.example.com.br/"x', 'sandbox', token)).toBe(false);
    expect(noticeUrlsArePlain('https://verba.example.com.br/ação', 'sandbox', token)).toBe(false);
    expect(noticeUrlsArePlain(base.trackingBaseUrl, 'sandbox', `${token}"`)).toBe(false);
    expect(noticeUrlsArePlain(base.trackingBaseUrl, 'sandbox', `${token}\\`)).toBe(false);
  });
});
