/** Wallet reads for /finances: every wallet of a company with its balance, and a wallet's statement. */
export * from './list-wallets';
export * from './list-wallet-entries';
