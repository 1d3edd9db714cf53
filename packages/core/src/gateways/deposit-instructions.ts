import { addBusinessDays, saoPauloDateOf, type CalendarDate } from '@verba/domain';
import type { GatewayOrder, PreparedPayment } from './types';
import { sandboxBank, sandboxBeneficiary, sandboxExpiry } from './sandbox/sandbox-bank';

/** The last instant of a São Paulo calendar day (Brazil has kept UTC−3 all year since 2019). */
export const endOfSaoPauloDay = (day: CalendarDate) => new Date(`${day}T23:59:59.999-03:00`);

/** Bank-transfer instructions of a DEPOSIT order: it waits 5 business days for staff to confirm it. */
export function depositInstructions(order: GatewayOrder, now: Date): PreparedPayment {
  const lastDay = addBusinessDays(saoPauloDateOf(now), sandboxExpiry.depositBusinessDays);
  return {
    gatewayReference: null,
    expiresAt: endOfSaoPauloDay(lastDay),
    instructions: {
      bank_code: sandboxBank.code,
      bank_name: sandboxBank.name,
      agency: `${sandboxBank.agency}-${sandboxBank.agencyDigit}`,
      account: `${sandboxBank.account}-${sandboxBank.accountDigit}`,
      beneficiary_name: sandboxBeneficiary.name,
      beneficiary_document: sandboxBeneficiary.document,
      reference: order.publicId.slice(0, 8).toUpperCase(),
      pix_key: sandboxBeneficiary.pixKey,
    },
  };
}
