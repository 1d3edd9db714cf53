import type { LiveCreative } from '@verba/domain/delivery/contracts';
import { signTrackingToken } from '../tracking/token';
import { sampleClaims, testTrackingKey } from '../tracking/tracking-test-helpers';
import type { MarkupContext } from './context';

/** Text that breaks naive markup: entities, quotes, CDATA end, emoji. */
export const hostileText = `Tom & "Jerry's" <b>]]></b> 🎉`;

export const sampleCreative = (overrides: Partial<LiveCreative> = {}): LiveCreative => ({
  id: '66666666-7777-4888-8999-aaaaaaaaaaaa',
  format: 'DISPLAY',
  width: 300,
  height: 250,
  title: 'Oferta de verão',
  body: 'Descontos de até 50% em toda a loja',
  callToAction: 'Compre já',
  destinationUrl: 'https://loja.example.com.br/verao?utm_source=verba&utm_medium=display',
  displayUrl: 'loja.example.com.br',
  sponsoredBy: 'Loja Exemplo',
  mediaUrl: 'http://verba.example.com.br/cr/v1/77777777-8888-4999-aaaa-bbbbbbbbbbbb/k3Jd9xQm_w-banner.png',
  mimeType: 'image/png',
  durationSeconds: null,
  advertiserDomain: 'loja.example.com.br',
  ...overrides,
});

export const markupContext = (
  creative: Partial<LiveCreative> = {},
  overrides: Partial<MarkupContext> = {},
): MarkupContext => ({
  creative: sampleCreative(creative),
  token: signTrackingToken(sampleClaims(), testTrackingKey),
  trackingBaseUrl: 'https://verba.example.com.br',
  key: testTrackingKey,
  secure: true,
  ...overrides,
});
