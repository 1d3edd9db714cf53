import type { Deps } from '../deps';
import { createBuiltinNfseIssuer } from './builtin-issuer';
import type { NfseIssuer } from './types';

const issuers: Record<string, (deps: Pick<Deps, 'db' | 'now'>) => NfseIssuer> = {
  builtin: createBuiltinNfseIssuer,
};

/** Tests may replace the issuer of a set of deps (e.g. one that fails, to see the error path). */
const provided = new WeakMap<object, NfseIssuer>();
export function provideNfseIssuer(deps: Pick<Deps, 'config'>, issuer: NfseIssuer): void {
  provided.set(deps.config, issuer);
}

/** The issuer new invoices use. Only the built-in one exists today; a city hall's or provider's is added to `issuers`. */
export function activeNfseIssuer(deps: Pick<Deps, 'db' | 'now' | 'config'>): NfseIssuer {
  return provided.get(deps.config) ?? nfseIssuerNamed(deps, 'builtin');
}

/** The issuer an invoice was sent to. */
export function nfseIssuerNamed(deps: Pick<Deps, 'db' | 'now' | 'config'>, name: string): NfseIssuer {
  const override = provided.get(deps.config);
  if (override?.name === name) return override;
  const make = issuers[name];
  if (!make) throw new Error(`unknown NFS-e issuer "${name}"`);
  return make(deps);
}
