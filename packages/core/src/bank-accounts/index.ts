export * from './bank-account-view';
export * from './find-bank-account';
export * from './list-bank-accounts';
export * from './create-bank-account';
export * from './update-bank-account';
export * from './set-main-bank-account';
export * from './delete-bank-account';
