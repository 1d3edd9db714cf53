export * from './brazilian-banks';
export * from './bank-account-number';
