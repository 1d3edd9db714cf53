import type { Deps } from '../deps';
import { fail } from '../errors';
import { createSandboxGateway } from './sandbox/sandbox-gateway';
import type { PaymentGateway } from './types';

/** The gateway new orders use (config PAYMENT_GATEWAY). */
export function activeGateway(deps: Pick<Deps, 'db' | 'config'>): PaymentGateway {
  return gatewayNamed(deps, deps.config.paymentGateway);
}

/** The gateway an order or a webhook names; NOT_FOUND for an unknown one. */
export function gatewayNamed(deps: Pick<Deps, 'db' | 'config'>, name: string): PaymentGateway {
  if (name === 'sandbox') return createSandboxGateway(deps);
  throw fail('NOT_FOUND');
}
