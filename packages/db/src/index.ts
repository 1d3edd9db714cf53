export * from './client';
export * from './changes';
export * from './read-dependencies';
export * from './read-together';
export * from './migrate';
export * as schema from './schema';
export * from './schema';
export * from './errors';
