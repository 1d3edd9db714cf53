/**
 * The OpenRTB 2.6 objects the sandbox exchange writes (bid requests) and reads (bid responses):
 * only the fields it uses. The bidder has its own parser (packages/domain/src/delivery/openrtb);
 * the sandbox speaks the wire format only.
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

export interface RtbBidRequest {
  id: string;
  imp: RtbImp[];
  site?: {
    id: string;
    name: string;
    domain: string;
    page: string;
    cat: string[];
    cattax: 7;
    mobile: 0 | 1;
    publisher: RtbPublisher;
  };
  app?: {
    id: string;
    name: string;
    bundle: string;
    storeurl: string;
    cat: string[];
    cattax: 7;
    publisher: RtbPublisher;
  };
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
    eids?: { source: string; uids: { id: string; atype: number }[] }[];
  };
  at: 1;
  tmax: number;
  cur: string[];
  cattax: 7;
  bcat: string[];
  badv: string[];
  source: { tid: string };
  regs: { coppa: 0; gdpr: 0 };
  test: 0;
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
