export * from './config';
export * from './errors';
export * from './deps';
