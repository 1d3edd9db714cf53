export * from './foundation';
export * from './advertisers';
export * from './ledger';
export * from './payments';
export * from './withdrawals';
export * from './invoices';
export * from './company-documents';
export * from './custom-lists';
