import { parentPort } from 'node:worker_threads';
import { decodeImage, type DecodableImage } from './decode-image';

/** The decoding thread of decode-off-thread.ts: one image at a time, in the order received. */
parentPort!.on('message', (message: { id: number; mime: DecodableImage; bytes: Uint8Array }) => {
  const bytes = Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
  parentPort!.postMessage({ id: message.id, result: decodeImage(message.mime, bytes) });
});
