export { BankAccountsPanel } from './BankAccountsPanel';
