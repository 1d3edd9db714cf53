import { Worker } from 'node:worker_threads';
import type { DecodableImage, DecodedImage } from './decode-image';

interface Pending {
  resolve: (result: DecodedImage | null) => void;
  reject: (error: unknown) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/** A thread that ran out of memory was decoding a crafted image: that image is refused. */
const outOfMemory = (error: unknown) => (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';

function failAll(error: unknown) {
  worker = null;
  for (const { resolve, reject } of pending.values()) {
    if (outOfMemory(error)) resolve(null);
    else reject(error);
  }
  pending.clear();
}

/**
 * One long-lived thread that decodes images (decode-image.ts) so that a large JPEG — hundreds of
 * milliseconds of pure-JS decoding — never blocks the API's event loop. Started on first use,
 * unref'd (never keeps the process alive), and started again after a crash. The thread runs the
 * TypeScript source through tsx, as the API itself does (scripts/start.mjs).
 */
function decoder(): Worker {
  if (worker) return worker;
  const entry = new URL('./decode-image-worker.ts', import.meta.url).href;
  // tsx's loader registered inside the thread, then the TypeScript entry imported through it.
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const started = new Worker(bootstrap, {
    eval: true,
    execArgv: [],
    // The decoders' own limits bound the pixel buffers; this bounds the JS heap around them.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  started.unref();
  started.on('message', ({ id, result }: { id: number; result: DecodedImage | null }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    waiting?.resolve(result);
    if (pending.size === 0) started.unref();
  });
  started.on('error', failAll);
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`image decoder exited with code ${code}`));
  });
  worker = started;
  return started;
}

/** decodeImage() on the decoding thread: the decoded size, or null for a damaged image. */
export function decodeImageOffThread(mime: DecodableImage, bytes: Buffer): Promise<DecodedImage | null> {
  const thread = decoder();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Held by the pending answer: the process waits for it, not for the idle thread.
    thread.ref();
    thread.postMessage({ id, mime, bytes });
  });
}
