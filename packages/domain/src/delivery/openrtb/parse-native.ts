/**
 * `imp.native` → NativeRequest (OpenRTB Native 1.1/1.2). `imp.native.request` is a JSON string
 * (the spec's form) or, from some exchanges, an object; 1.1-style requests wrap it in `{"native": …}`.
 */
import type { NativeRequest, NativeRequestAsset } from '../request';
import {
  arrayAt,
  flagAt,
  integerAt,
  integersAt,
  isObject,
  objectAt,
  stringAt,
  stringsAt,
  type Json,
} from './read-json';

export const nativeLimits = { requestChars: 65_536, assets: 32, mimes: 16, trackers: 16 } as const;

function readRequestObject(native: Json): Json | null {
  let request: unknown = native.request;
  if (typeof request === 'string') {
    if (request.length > nativeLimits.requestChars) return null;
    try {
      request = JSON.parse(request);
    } catch {
      return null;
    }
  }
  const object = objectAt(request);
  if (!object) return null;
  return objectAt(object.native) ?? object;
}

function readAsset(raw: unknown): NativeRequestAsset | null {
  const asset = objectAt(raw);
  const id = asset ? integerAt(asset.id, 0, 2 ** 31) : null;
  if (!asset || id === null) return null;
  const out: NativeRequestAsset = { id, required: flagAt(asset.required) };
  const title = objectAt(asset.title);
  const img = objectAt(asset.img);
  const data = objectAt(asset.data);
  const video = objectAt(asset.video);
  if (title) out.title = { len: integerAt(title.len, 1, 100_000) ?? 90 };
  else if (img) {
    const type = integerAt(img.type, 1, 1000);
    out.img = {
      ...(type !== null && { type }),
      ...dimension(img, 'w'),
      ...dimension(img, 'h'),
      ...dimension(img, 'wmin'),
      ...dimension(img, 'hmin'),
      ...(Array.isArray(img.mimes) && {
        mimes: stringsAt(img.mimes, nativeLimits.mimes).map((m) => m.toLowerCase()),
      }),
    };
  } else if (data) {
    const type = integerAt(data.type, 1, 1000);
    if (type === null) return null;
    const len = integerAt(data.len, 1, 100_000);
    out.data = { type, ...(len !== null && { len }) };
  } else if (video) {
    const minduration = integerAt(video.minduration, 0, 86_400);
    const maxduration = integerAt(video.maxduration, 0, 86_400);
    out.video = {
      mimes: stringsAt(video.mimes, nativeLimits.mimes).map((m) => m.toLowerCase()),
      ...(minduration !== null && { minduration }),
      ...(maxduration !== null && { maxduration }),
      protocols: integersAt(video.protocols, 16, 1, 100),
    };
  } else return null;
  return out;
}

function dimension(object: Json, key: 'w' | 'h' | 'wmin' | 'hmin') {
  const value = integerAt(object[key], 1, 100_000);
  return value === null ? {} : { [key]: value };
}

/**
 * Exchanges send the same few native request texts again and again: what each reads to is kept
 * (a bounded memo of a pure function), frozen, since every imp carrying that text shares it.
 */
const keptNative = new Map<string, { ver: unknown; native: NativeRequest | null }>();
const keptNativeLimit = 1_000;
/** Longer texts are read each time: a hostile stream of large unique ones must not fill memory. */
const keptNativeTextLength = 8_192;

const deepFrozen = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const part of Object.values(value)) deepFrozen(part);
    Object.freeze(value);
  }
  return value;
};

/** The native request of an imp, or null when it is missing or unreadable. */
export function parseNativeRequest(native: unknown): NativeRequest | null {
  if (!isObject(native)) return null;
  const text = native.request;
  if (typeof text !== 'string' || text.length > keptNativeTextLength) return readNativeRequest(native);
  const kept = keptNative.get(text);
  if (kept && kept.ver === native.ver) return kept.native;
  const read = deepFrozen(readNativeRequest(native));
  if (keptNative.size >= keptNativeLimit) keptNative.clear();
  keptNative.set(text, { ver: native.ver, native: read });
  return read;
}

function readNativeRequest(native: Json): NativeRequest | null {
  const request = readRequestObject(native);
  if (!request) return null;
  const assets = arrayAt(request.assets, nativeLimits.assets)
    .map(readAsset)
    .filter((asset): asset is NativeRequestAsset => asset !== null);
  if (assets.length === 0) return null;
  const trackers = arrayAt(request.eventtrackers ?? request.eventrackers, nativeLimits.trackers).flatMap(
    (raw) => {
      const tracker = objectAt(raw);
      const event = tracker ? integerAt(tracker.event, 1, 1000) : null;
      return tracker && event !== null ? [{ event, methods: integersAt(tracker.methods, 8, 1, 1000) }] : [];
    },
  );
  const ver = stringAt(request.ver ?? native.ver, 16) || '1.1';
  return {
    ver,
    assets,
    ...(trackers.length > 0 && { eventtrackers: trackers }),
    ...(request.privacy !== undefined && { privacy: flagAt(request.privacy) }),
  };
}
