import type { Deps } from '../deps';
import { fail } from '../errors';
import { createManualGateway, manualGatewayName } from './manual/manual-gateway';
import { createSandboxGateway } from './sandbox/sandbox-gateway';
import type { PaymentGateway } from './types';

/** The gateway new orders use: the sandbox in sandbox mode, deposits only in live mode (PAYMENTS_MODE). */
export function activeGateway(deps: Pick<Deps, 'db' | 'config'>): PaymentGateway {
  return deps.config.paymentsMode === 'sandbox' ? createSandboxGateway(deps) : createManualGateway(deps);
}

/**
 * The gateway an order or a webhook names; NOT_FOUND for an unknown one. The sandbox exists only
 * in sandbox mode: in live mode its webhooks, controls and jobs find nothing.
 */
export function gatewayNamed(deps: Pick<Deps, 'db' | 'config'>, name: string): PaymentGateway {
  if (name === 'sandbox' && deps.config.paymentsMode === 'sandbox') return createSandboxGateway(deps);
  if (name === manualGatewayName) return createManualGateway(deps);
  throw fail('NOT_FOUND');
}
