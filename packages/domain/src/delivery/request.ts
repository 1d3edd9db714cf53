/**
 * A bid request after parsing (OpenRTB 2.5 or 2.6 JSON → this): only what the bidder uses, with
 * enums mapped to the product's vocabulary. The parser (openrtb/parse-bid-request.ts) owns the
 * mapping; the index, pricing and markup read only this.
 */
import type { Browser, Device, Environment, Gender } from '../campaigns/enumerations';

/** Native 1.2 request asset (OpenRTB Native 1.2 §4.2). */
export interface NativeRequestAsset {
  id: number;
  required: boolean;
  title?: { len: number };
  /** type 1 icon, 3 main image. */
  img?: { type?: number; w?: number; h?: number; wmin?: number; hmin?: number; mimes?: string[] };
  /** type 1 sponsored, 2 desc, 12 ctatext, 11 displayurl ... */
  data?: { type: number; len?: number };
  video?: { mimes: string[]; minduration?: number; maxduration?: number; protocols?: number[] };
}

export interface NativeRequest {
  ver: string;
  assets: NativeRequestAsset[];
  /** Event trackers the exchange supports: event 1 impression, methods 1 img, 2 js. */
  eventtrackers?: { event: number; methods: number[] }[];
  privacy?: boolean;
}

export interface ImpOffer {
  /** The imp's own id (echoed as bid.impid). */
  impId: string;
  banner: { sizes: { w: number; h: number }[] } | null;
  native: NativeRequest | null;
  video: {
    mimes: string[];
    protocols: number[];
    minDuration: number;
    maxDuration: number;
    w: number | null;
    h: number | null;
    skippable: boolean;
  } | null;
  audio: { mimes: string[]; protocols: number[]; minDuration: number; maxDuration: number } | null;
  /** Floor in micros of `floorCurrency` per CPM (0 = none). */
  floorCpmMicros: number;
  floorCurrency: string;
  /** Deals offered; with `privateAuction`, only deal bids are allowed. */
  deals: { id: string; floorCpmMicros: number; floorCurrency: string }[];
  privateAuction: boolean;
  secure: boolean;
}

export interface ParsedBidRequest {
  id: string;
  version: '2.5' | '2.6';
  imps: ImpOffer[];
  /** Milliseconds the exchange waits (default from settings when absent). */
  tmax: number | null;
  test: boolean;
  /** Currencies accepted for the bid (empty = USD per OpenRTB default). */
  currencies: string[];
  environment: Environment;
  /** Site domain or app bundle, lowercased. */
  siteOrApp: string;
  publisherId: string;
  /** Content categories of the site/app page as Content Taxonomy 3.x ids (cattax 7; IAB 1.0 codes mapped), with their parents. */
  contentCategoryIds: string[];
  device: {
    ua: string;
    browser: Browser | null;
    type: Device | null;
    ifa: string;
    geo: { country: string; state: string; city: string; lat: number | null; lon: number | null };
  };
  user: {
    /** buyeruid, user.id or device.ifa: the frequency cap key ('' = none). */
    key: string;
    yob: number | null;
    gender: Gender | null;
    /** IAB Audience Taxonomy 1.1 segment ids (segtax 4) from user.data. */
    segments: string[];
    eids: { source: string; ids: string[] }[];
  };
  /** GDPR applies / LGPD consent refused: no personal targeting. */
  personalDataAllowed: boolean;
  /** `bcat` as Content Taxonomy 3.x ids: as sent with `cattax` 7, mapped from IAB 1.0 codes (`cattax` 1, the default). */
  blockedCategories: string[];
  blockedAdvertiserDomains: string[];
  blockedApps: string[];
}
