import { Readable } from 'node:stream';
import { assertValidKey, type BlobStore } from './blob-store';

/** A BlobStore in memory, for tests. `keys()` lets a test see what was stored. */
export function createMemoryBlobStore(): BlobStore & { keys(): string[] } {
  const objects = new Map<string, Buffer>();
  return {
    async put(key, data) {
      assertValidKey(key);
      objects.set(key, Buffer.from(data));
    },
    async get(key) {
      assertValidKey(key);
      return objects.get(key) ?? null;
    },
    async putStream(key, source) {
      assertValidKey(key);
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(Buffer.from(chunk));
      const data = Buffer.concat(chunks);
      objects.set(key, data);
      return data.length;
    },
    async getStream(key, range) {
      assertValidKey(key);
      const data = objects.get(key);
      if (!data) return null;
      const part = range ? data.subarray(range.start, range.end + 1) : data;
      return { stream: Readable.from([part], { objectMode: false }), size: data.length };
    },
    async delete(key) {
      objects.delete(key);
    },
    keys: () => [...objects.keys()],
  };
}
