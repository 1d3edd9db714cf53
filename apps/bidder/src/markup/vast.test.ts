import { readFileSync } from 'node:fs';
import { VASTParser } from '@dailymotion/vast-client';
import { DOMParser } from '@xmldom/xmldom';
import fc from 'fast-check';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { trackingParams, vastTrackedEvents } from '../tracking/paths';
import { verifyClickTarget } from '../tracking/token';
import { testTrackingKey } from '../tracking/tracking-test-helpers';
import { clickUrl, impressionUrl, vastEventUrl } from '../tracking/urls';
import type { MarkupContext } from './context';
import { hostileText, markupContext } from './markup-test-helpers';
import { vastMarkup } from './vast';

const schema = {
  fileName: 'iab-vast-4.2.xsd',
  contents: readFileSync(new URL('./iab-vast-4.2.xsd', import.meta.url)),
};
const bidId = '0f4c2b9e-5b7d-4f1a-9a55-0d7b3c1e2a10';

const video = (creative = {}, overrides: Partial<MarkupContext> = {}) =>
  markupContext(
    {
      format: 'DISPLAY_VIDEO',
      width: 1280,
      height: 720,
      mediaUrl: 'http://verba.example.com.br/cr/v1/77777777-8888-4999-aaaa-bbbbbbbbbbbb/k3Jd9xQm_w-spot.mp4',
      mimeType: 'video/mp4',
      durationSeconds: 15,
      ...creative,
    },
    overrides,
  );
const audio = (creative = {}) =>
  markupContext({
    format: 'AUDIO',
    width: null,
    height: null,
    mediaUrl: 'https://verba.example.com.br/cr/v1/77777777-8888-4999-aaaa-bbbbbbbbbbbb/k3Jd9xQm_w-spot.mp3',
    mimeType: 'audio/mpeg',
    durationSeconds: 30.5,
    ...creative,
  });

const hostile = {
  title: `${hostileText} ]]> 🎉`,
  body: `<script>alert('x')</script> & ]]>`,
  advertiserDomain: `a&b"<c>'.example`,
  destinationUrl: `https://loja.example.com.br/?q="<'&>"]]>&x=🎉`,
  mediaUrl: 'https://cdn.example.com/a]]>b.mp4?x=1&y=2',
};

/**
 * VAST's macro syntax puts `[ERRORCODE]` in the Error URL for the player to replace, and libxml2's
 * xs:anyURI check refuses square brackets anywhere but an IPv6 host. That one complaint, on that
 * element, for that macro, is the only one tolerated; the schema must accept everything else.
 */
const errorCodeMacroComplaint =
  /^Schemas validity error : Element '\{http:\/\/www\.iab\.com\/VAST\}Error': '[^']*&code=\[ERRORCODE\]' is not a valid value of the atomic type 'xs:anyURI'\.$/;

/** Schema complaints about the documents, one run of xmllint for the batch. */
const validate = async (documents: string[]) => {
  const result = await validateXML({
    xml: documents.map((contents, i) => ({ fileName: `ad-${i}.xml`, contents })),
    schema,
  });
  const messages = result.errors
    .map((error) => error.message.trim())
    .filter((message) => !/^ad-\d+\.xml fails to validate$/.test(message));
  // Each document was checked: the macro complaint comes once per document.
  expect(messages.filter((message) => errorCodeMacroComplaint.test(message))).toHaveLength(documents.length);
  return messages.filter((message) => !errorCodeMacroComplaint.test(message));
};

const parse = async (xml: string) => {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const response = (await new VASTParser().parseVAST(document)) as {
    ads: {
      adType: string | null;
      adServingId: string;
      title: string;
      advertiser: { value: string } | null;
      description: string | null;
      impressionURLTemplates: { url: string }[];
      errorURLTemplates: string[];
      creatives: {
        type: string;
        duration: number;
        universalAdIds: { idRegistry: string; value: string }[];
        trackingEvents: Record<string, string[]>;
        mediaFiles: {
          fileURL: string;
          mimeType: string;
          width: number;
          height: number;
          deliveryType: string;
        }[];
        videoClickThroughURLTemplate: { url: string } | null;
      }[];
    }[];
  };
  return response.ads[0]!;
};

describe('VAST 4.2 InLine', () => {
  const cases: [string, MarkupContext][] = [
    ['video', video()],
    ['audio', audio()],
    ['video with hostile texts', video(hostile)],
    ['audio with hostile texts', audio({ ...hostile, mediaUrl: 'https://cdn.example.com/a]]>b.mp3' })],
    ['video on an insecure imp', video({}, { secure: false })],
  ];

  it('validates against the IAB VAST 4.2 schema (video, audio, hostile texts)', async () => {
    const documents = cases.map(([, context]) => vastMarkup({ ...context, bidId })!);
    expect(await validate(documents)).toEqual([]);
  }, 30_000);

  it('tolerates no other complaint: a broken document is refused', async () => {
    const broken = vastMarkup({ ...video(), bidId })!
      .replace('<AdTitle>', '<Title>')
      .replace('</AdTitle>', '</Title>');
    expect(await validate([broken])).toEqual([
      expect.stringContaining("Element '{http://www.iab.com/VAST}Title'"),
    ]);
  });

  it('validates for any creative text and URL (property, one schema run for the batch)', async () => {
    const seed = Date.now();
    const text = fc.string({ unit: 'binary', maxLength: 60 });
    const samples = fc.sample(
      fc.record({
        audio: fc.boolean(),
        title: text,
        body: fc.option(text),
        advertiserDomain: text,
        destinationUrl: text.map((t) => `https://x.example/${t}`),
        mediaUrl: text.map((t) => `https://cdn.example/${t}]]>`),
        durationSeconds: fc.double({ min: 0.001, max: 3600, noNaN: true }),
        bidId: text,
      }),
      { numRuns: 60, seed },
    );
    const documents = samples.map(({ audio: isAudio, bidId: id, ...creative }) =>
      vastMarkup({ ...(isAudio ? audio(creative) : video(creative)), bidId: id })!,
    );
    expect(await validate(documents), `fast-check seed ${seed}`).toEqual([]);
  }, 30_000);

  it.each(cases)(
    '%s parses in the VAST client with the same trackers, media and click',
    async (_, context) => {
      const xml = vastMarkup({ ...context, bidId })!;
      const ad = await parse(xml);
      const { creative } = context;
      const isAudio = creative.format === 'AUDIO';

      expect(ad.adType).toBe(isAudio ? 'audio' : 'video');
      expect(ad.adServingId).toBe(bidId);
      expect(ad.title).toBe(creative.title);
      expect(ad.impressionURLTemplates.map((t) => t.url)).toEqual([impressionUrl(context)]);
      expect(ad.errorURLTemplates).toEqual([vastEventUrl(context, 'error')]);
      expect(ad.errorURLTemplates[0]).toContain('code=[ERRORCODE]');

      const [linear] = ad.creatives;
      expect(linear!.type).toBe('linear');
      expect(linear!.duration).toBeCloseTo(creative.durationSeconds!, 3);
      expect(linear!.universalAdIds).toEqual([{ idRegistry: 'Verba', value: creative.id }]);
      for (const event of vastTrackedEvents.filter((e) => e !== 'error')) {
        expect(linear!.trackingEvents[event], event).toEqual([vastEventUrl(context, event)]);
      }
      const expectedMedia = (
        context.secure ? creative.mediaUrl!.replace(/^http:/, 'https:') : creative.mediaUrl
      )!.replace(']]>', '%5D%5D%3E');
      expect(linear!.mediaFiles).toHaveLength(1);
      expect(linear!.mediaFiles[0]).toMatchObject({
        fileURL: expectedMedia,
        mimeType: creative.mimeType,
        deliveryType: 'progressive',
        width: isAudio ? 0 : creative.width,
        height: isAudio ? 0 : creative.height,
      });

      const clickThrough = linear!.videoClickThroughURLTemplate!.url;
      expect(clickThrough).toBe(clickUrl(context, creative.destinationUrl));
      const click = new URL(clickThrough);
      expect(click.searchParams.get(trackingParams.clickTarget)).toBe(creative.destinationUrl);
      expect(
        verifyClickTarget(
          click.searchParams.get(trackingParams.token),
          click.searchParams.get(trackingParams.clickTarget),
          click.searchParams.get(trackingParams.clickSignature),
          [testTrackingKey],
        ),
      ).toBe(true);
    },
  );

  it('answers null for what it cannot play', () => {
    expect(vastMarkup({ ...video({ format: 'DISPLAY' }), bidId })).toBeNull();
    expect(vastMarkup({ ...video({ mediaUrl: null }), bidId })).toBeNull();
    expect(vastMarkup({ ...video({ mimeType: null }), bidId })).toBeNull();
    expect(vastMarkup({ ...video({ durationSeconds: null }), bidId })).toBeNull();
    expect(vastMarkup({ ...video({ width: null }), bidId })).toBeNull();
  });
});
