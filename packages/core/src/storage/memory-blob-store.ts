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
    async delete(key) {
      objects.delete(key);
    },
    keys: () => [...objects.keys()],
  };
}
