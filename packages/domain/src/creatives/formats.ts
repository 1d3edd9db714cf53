/**
 * Creative formats and what each one is made of (spec §3 Creative, §5 Text limits and Files).
 * One table says, per format, which text fields it has and requires and which kind of file it
 * takes, so the API, the form and the preview agree.
 */
export const creativeFormats = [
  'DISPLAY',
  'NATIVE_DISPLAY',
  'DISPLAY_VIDEO',
  'PUSH',
  'SEARCH',
  'YOUTUBE',
  'AUDIO',
] as const;
export type CreativeFormat = (typeof creativeFormats)[number];

/** Review status: staff (or the automatic checks, which only refuse) move a creative out of pending. */
export const creativeStatuses = ['pending', 'approved', 'rejected'] as const;
export type CreativeStatus = (typeof creativeStatuses)[number];

/** Spec §5 text limits, plus the lengths the spec leaves open (body, sponsored by, URLs). */
export const creativeLimits = {
  name: 128,
  title: 25,
  body: 90,
  callToAction: 15,
  displayUrl: 30,
  headline: 90,
  sponsoredBy: 25,
  url: 2048,
  rejectionReason: 500,
} as const;

/** The text fields of a creative outside search ads. */
export const creativeTextFields = [
  'title',
  'body',
  'call_to_action',
  'destination_url',
  'display_url',
  'headline',
  'sponsored_by',
] as const;
export type CreativeTextField = (typeof creativeTextFields)[number];

export const creativeAssetKinds = ['image', 'video', 'audio'] as const;
export type CreativeAssetKind = (typeof creativeAssetKinds)[number];

/** A width×height pair as the API writes it: "300x250". */
export type SizeLabel = `${number}x${number}`;
export const sizeLabel = (width: number, height: number): SizeLabel => `${width}x${height}`;

/**
 * Standard IAB display sizes offered and accepted for DISPLAY (IAB New Ad Portfolio fixed sizes
 * and the common legacy ones). 300x250 is the one programmatic campaigns require (spec §5).
 */
export const iabDisplaySizes = [
  '300x250',
  '728x90',
  '320x50',
  '300x600',
  '160x600',
  '970x250',
  '970x90',
  '336x280',
  '320x100',
  '300x50',
  '468x60',
  '120x600',
  '250x250',
  '200x200',
  '320x480',
  '480x320',
  '300x1050',
] as const satisfies readonly SizeLabel[];
export const mandatoryProgrammaticSize = '300x250' as const;

/** Native main images: 1.91:1 landscape and 1:1 square, as native exchanges ask. */
export const nativeImageSizes = [
  '1200x627',
  '600x314',
  '1200x1200',
  '627x627',
  '300x300',
] as const satisfies readonly SizeLabel[];

/**
 * AUDIO (Spotify): the companion image shown in the app while the audio plays — 640×640, JPEG or
 * PNG (Spotify Ad Studio creative specs, "Audio ads: companion image").
 */
export const audioCompanionSize = '640x640' as const satisfies SizeLabel;
export const audioCompanionMimeTypes = ['image/jpeg', 'image/png'] as const;

/** Push notification icons (square). */
export const pushIconSizes = ['192x192', '256x256', '512x512'] as const satisfies readonly SizeLabel[];

export interface CreativeFormatSpec {
  /** The file kind the format takes, null for text-only formats (SEARCH). */
  asset: CreativeAssetKind | null;
  /** Sizes an image must have, when the format takes an image. */
  imageSizes?: readonly SizeLabel[];
  required: readonly CreativeTextField[];
  optional: readonly CreativeTextField[];
  /** SEARCH only: the responsive search ad block. */
  search: boolean;
}

export const creativeFormatSpecs: Record<CreativeFormat, CreativeFormatSpec> = {
  DISPLAY: {
    asset: 'image',
    imageSizes: iabDisplaySizes,
    required: ['destination_url'],
    optional: [],
    search: false,
  },
  NATIVE_DISPLAY: {
    asset: 'image',
    imageSizes: nativeImageSizes,
    required: ['title', 'body', 'sponsored_by', 'destination_url'],
    optional: ['call_to_action', 'display_url'],
    search: false,
  },
  DISPLAY_VIDEO: {
    asset: 'video',
    required: ['destination_url'],
    optional: ['title', 'call_to_action', 'display_url'],
    search: false,
  },
  PUSH: {
    asset: 'image',
    imageSizes: pushIconSizes,
    required: ['title', 'body', 'destination_url'],
    optional: ['call_to_action'],
    search: false,
  },
  SEARCH: { asset: null, required: [], optional: [], search: true },
  YOUTUBE: {
    asset: 'video',
    // `body` is the ad's description (Google's Demand Gen video ad requires one, ≤ 90 characters).
    required: ['headline', 'body', 'destination_url'],
    optional: ['call_to_action', 'display_url'],
    search: false,
  },
  AUDIO: {
    asset: 'audio',
    required: ['destination_url'],
    optional: ['title', 'sponsored_by'],
    search: false,
  },
};

/** The fields a format keeps; anything else sent is ignored (stored as null). */
export const fieldsOfFormat = (format: CreativeFormat): readonly CreativeTextField[] => [
  ...creativeFormatSpecs[format].required,
  ...creativeFormatSpecs[format].optional,
];
