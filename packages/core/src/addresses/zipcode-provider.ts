import type { StateCode } from './cep-ranges';

/** An address found for a CEP, and where it came from (a provider's name, or `offline`). */
export interface ZipcodeAddress {
  zipcode: string;
  street: string;
  neighborhood: string;
  city: string;
  state: StateCode;
  source: string;
}

/**
 * One source of CEP data. `lookup` receives the 8-digit CEP and an abort signal carrying the
 * chain's timeout; it answers the address, null when the source knows the CEP does not exist, and
 * throws when the source failed (network, timeout, unexpected answer).
 */
export interface ZipcodeProvider {
  name: string;
  lookup(zipcode: string, signal: AbortSignal): Promise<Omit<ZipcodeAddress, 'source'> | null>;
}

export type FetchLike = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<{
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}>;
