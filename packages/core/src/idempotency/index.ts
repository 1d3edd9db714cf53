export * from './request-hash';
export * from './with-idempotency';
