import { join } from 'node:path';
import type { Config } from '../config';
import type { Deps } from '../deps';
import type { BlobStore } from './blob-store';
import { createFsBlobStore } from './fs-blob-store';
import { createMemoryBlobStore } from './memory-blob-store';

/** One store per config object, so every use case of one app shares it. */
const stores = new WeakMap<Config, BlobStore>();

/**
 * The app's BlobStore: the one provided for these deps (tests), otherwise files under
 * `${DATA_DIR}/uploads` (in memory when DATA_DIR is `memory://`).
 */
export function blobStoreOf(deps: Pick<Deps, 'config'>): BlobStore {
  let store = stores.get(deps.config);
  if (!store) {
    store = deps.config.dataDir.startsWith('memory://')
      ? createMemoryBlobStore()
      : createFsBlobStore(join(deps.config.dataDir, 'uploads'));
    stores.set(deps.config, store);
  }
  return store;
}

/** Makes `store` the BlobStore of every use case running with these deps (e.g. an in-memory one in tests). */
export function provideBlobStore(deps: Pick<Deps, 'config'>, store: BlobStore): void {
  stores.set(deps.config, store);
}
