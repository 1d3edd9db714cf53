export * from './blob-store';
export * from './fs-blob-store';
export * from './memory-blob-store';
export * from './blob-store-of';
