export { WithdrawalsPanel } from './WithdrawalsPanel';
