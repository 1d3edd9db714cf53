export * from './alert-types';
export * from './state-machine';
export * from './rules';
export * from './whatsapp';
export * from './messages';
export * from './lower-budget';
