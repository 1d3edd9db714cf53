/**
 * The OpenRTB 2.6 objects the sandbox exchange writes (bid requests) and reads (bid responses),
 * and the 2.5 form of a request (openrtb25.ts writes it): only the fields it uses. The bidder has
 * its own parser (packages/domain/src/delivery/openrtb); the sandbox speaks the wire format only.
 */
export interface RtbFormat {
  w: number;
  h: number;
}

export interface RtbDeal {
  id: string;
  bidfloor: number;
  bidfloorcur: string;
  at: 1 | 2 | 3;
}

export interface RtbImp {
  id: string;
  tagid: string;
  banner?: { w: number; h: number; format: RtbFormat[]; pos: number; api?: number[] };
  native?: { request: string; ver: '1.2' };
  video?: {
    mimes: string[];
    minduration: number;
    maxduration: number;
    protocols: number[];
    w: number;
    h: number;
    plcmt: number;
    placement: number;
    linearity: 1;
    skip: 0 | 1;
    skipafter?: number;
    startdelay: number;
    playbackmethod: number[];
  };
  audio?: {
    mimes: string[];
    minduration: number;
    maxduration: number;
    protocols: number[];
    startdelay: number;
    feed: number;
  };
  instl: 0 | 1;
  bidfloor: number;
  bidfloorcur: string;
  secure: 1;
  pmp?: { private_auction: 0 | 1; deals: RtbDeal[] };
}

export interface RtbGeo {
  type: 2;
  lat: number;
  lon: number;
  country: 'BRA';
  /** ISO 3166-2, e.g. BR-SP. */
  region: string;
  city: string;
  utcoffset: number;
}

export interface RtbPublisher {
  id: string;
  name: string;
}

/** The content taxonomy of `cat`/`bcat`: 7 Content Taxonomy 3.1, 1 IAB 1.0 (the default). */
export type RtbCattax = 1 | 7;

export interface RtbContent {
  cat: string[];
  cattax: RtbCattax;
  language: 'pt';
}

/** A supply chain (SupplyChain object 1.0): 2.6 `source.schain`, 2.5 `source.ext.schain`. */
export interface RtbSupplyChain {
  complete: 1;
  ver: '1.0';
  nodes: { asi: string; sid: string; hp: 1 }[];
}

export interface RtbSite {
  id: string;
  name: string;
  domain: string;
  page: string;
  cat: string[];
  cattax: RtbCattax;
  mobile: 0 | 1;
  publisher: RtbPublisher;
  content?: RtbContent;
}

export interface RtbApp {
  id: string;
  name: string;
  bundle: string;
  storeurl: string;
  cat: string[];
  cattax: RtbCattax;
  publisher: RtbPublisher;
}

export interface RtbEid {
  source: string;
  uids: { id: string; atype: number }[];
}

export interface RtbBidRequest {
  id: string;
  imp: RtbImp[];
  site?: RtbSite;
  app?: RtbApp;
  device: {
    ua: string;
    sua: unknown;
    geo: RtbGeo;
    devicetype: number;
    make: string;
    model: string;
    os: string;
    osv: string;
    ip: string;
    language: 'pt';
    js: 1;
    connectiontype: number;
    ifa?: string;
    lmt?: 0 | 1;
  };
  user: {
    id: string;
    buyeruid: string;
    yob: number;
    gender: 'M' | 'F' | 'O';
    data: { id: string; name: string; segment: { id: string }[]; ext: { segtax: 4 } }[];
    /** A TCF consent string (2.6; 2.5 `user.ext.consent`). */
    consent?: string;
    eids?: RtbEid[];
  };
  at: 1;
  tmax: number;
  cur: string[];
  cattax: RtbCattax;
  bcat: string[];
  badv: string[];
  source: { tid: string; schain: RtbSupplyChain };
  regs: { coppa: 0; gdpr: 0 };
  test: 0;
}

/**
 * The same request as an OpenRTB 2.5 exchange writes it: categories in IAB 1.0 codes without
 * `cattax`, privacy and supply chain in `ext`, no `sua`, video `placement` without `plcmt`.
 */
export interface RtbBidRequest25 extends Omit<
  RtbBidRequest,
  'imp' | 'site' | 'app' | 'device' | 'user' | 'cattax' | 'source' | 'regs'
> {
  imp: (Omit<RtbImp, 'video'> & { video?: Omit<NonNullable<RtbImp['video']>, 'plcmt'> })[];
  site?: Omit<RtbSite, 'cattax' | 'content'> & { content?: Omit<RtbContent, 'cattax'> };
  app?: Omit<RtbApp, 'cattax'>;
  device: Omit<RtbBidRequest['device'], 'sua'>;
  user: Omit<RtbBidRequest['user'], 'consent' | 'eids'> & { ext?: { consent?: string; eids?: RtbEid[] } };
  source: { tid: string; ext: { schain: RtbSupplyChain } };
  regs: { coppa: 0; ext: { gdpr: 0 } };
}

/** A Native 1.2 request (the JSON inside imp.native.request). */
export interface NativeRequest12 {
  ver: '1.2';
  context: number;
  contextsubtype: number;
  plcmttype: number;
  plcmtcnt: 1;
  assets: {
    id: number;
    required: 0 | 1;
    title?: { len: number };
    img?: { type: number; w?: number; h?: number; wmin?: number; hmin?: number; mimes: string[] };
    data?: { type: number; len: number };
  }[];
  eventtrackers: { event: number; methods: number[] }[];
  privacy: 1;
}

export interface RtbBid {
  id?: string;
  impid?: string;
  price?: number;
  adm?: string;
  nurl?: string;
  burl?: string;
  lurl?: string;
  adomain?: string[];
  crid?: string;
  cid?: string;
  adid?: string;
  dealid?: string;
  mtype?: number;
}

export interface RtbBidResponse {
  id?: string;
  cur?: string;
  seatbid?: { seat?: string; bid?: RtbBid[] }[];
}
