import {
  addBusinessDays,
  bankByCode,
  saoPauloDateOf,
  type CalendarDate,
  type DepositAccount,
} from '@verba/domain';
import type { GatewayOrder, PreparedPayment } from './types';
import { sandboxBank, sandboxBeneficiary, sandboxExpiry } from './sandbox/sandbox-bank';

/** The last instant of a São Paulo calendar day (Brazil has kept UTC−3 all year since 2019). */
export const endOfSaoPauloDay = (day: CalendarDate) => new Date(`${day}T23:59:59.999-03:00`);

/** The account payers transfer to, with the sandbox's Pix key when it is the sandbox's. */
export type ReceivingAccount = DepositAccount & { bank_name?: string; pix_key?: string };

/** The sandbox gateway's fictitious account (sandbox-bank.ts): nothing can be paid into it. */
export const sandboxReceivingAccount: ReceivingAccount = {
  bank_code: sandboxBank.code,
  bank_name: sandboxBank.name,
  agency: sandboxBank.agency,
  agency_digit: sandboxBank.agencyDigit,
  account: sandboxBank.account,
  account_digit: sandboxBank.accountDigit,
  holder_name: sandboxBeneficiary.name,
  holder_document: sandboxBeneficiary.document,
  pix_key: sandboxBeneficiary.pixKey,
};

const withDigit = (number: string, digit: string) => (digit ? `${number}-${digit}` : number);

/**
 * Bank-transfer instructions of a DEPOSIT order to `account`: it waits 5 business days for staff
 * to confirm it, until the end of the last one (São Paulo).
 */
export function depositInstructions(
  order: GatewayOrder,
  now: Date,
  account: ReceivingAccount,
): PreparedPayment {
  const lastDay = addBusinessDays(saoPauloDateOf(now), sandboxExpiry.depositBusinessDays);
  return {
    gatewayReference: null,
    expiresAt: endOfSaoPauloDay(lastDay),
    instructions: {
      bank_code: account.bank_code,
      bank_name: account.bank_name ?? bankByCode(account.bank_code)?.name ?? account.bank_code,
      agency: withDigit(account.agency, account.agency_digit),
      account: withDigit(account.account, account.account_digit),
      beneficiary_name: account.holder_name,
      beneficiary_document: account.holder_document,
      reference: order.publicId.slice(0, 8).toUpperCase(),
      ...(account.pix_key && { pix_key: account.pix_key }),
    },
  };
}
