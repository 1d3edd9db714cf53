import { campaignTypes, sandboxTestCards, type CardBrand, type PublicConfig, type SandboxCardOutcome } from '@verba/domain';
import type { Deps } from '../deps';
import { activeGateway } from '../gateways/gateway-for';
import { campaignTypeDeliverable } from '../channels/registry';

/** The sandbox rail's example of a refused account (any number of nines, see payouts/sandbox-rail.ts). */
const sandboxClosedAccountExample = '99999999-9';

const testCardOrder: SandboxCardOutcome[] = ['APPROVE', 'REFUSE', 'CHARGEBACK', 'ERROR'];

/**
 * `GET public/config`: the payments mode, the methods a new order may use now, and — in sandbox
 * mode only — the hints the screens show for testing (test cards, the refused payout account). A
 * live installation answers `sandbox: null`, so none of it reaches a real payer's screen.
 */
export function getPublicConfig({ deps }: { deps: Deps }): PublicConfig {
  const sandbox = deps.config.paymentsMode === 'sandbox';
  return {
    payments_mode: deps.config.paymentsMode,
    payment_methods: [...activeGateway(deps).methods],
    pixel_default_max_value: deps.config.pixelDefaultMaxValue,
    channels: {
      mode: deps.config.channelsMode,
      deliverable_types: campaignTypes.filter((type) => campaignTypeDeliverable(deps, type)),
    },
    sandbox: sandbox
      ? {
          test_cards: testCardOrder.flatMap((outcome) => {
            const brand: CardBrand = 'VISA';
            const number = sandboxTestCards[outcome][brand];
            return number ? [{ outcome, brand, number }] : [];
          }),
          refused_payout_account: sandboxClosedAccountExample,
        }
      : null,
  };
}
