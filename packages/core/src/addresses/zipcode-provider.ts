import type { StateCode } from './cep-ranges';

/**
 * What a lookup came to: `found` (a provider knew the CEP), `not_found` (a provider that answered
 * does not know it), `unavailable` (no provider could be reached in time, or none is configured).
 */
export const zipcodeResults = ['found', 'not_found', 'unavailable'] as const;
export type ZipcodeResult = (typeof zipcodeResults)[number];

/**
 * An address found for a CEP, and where it came from (a provider's name, or `offline`). When the
 * result is not `found`, only the state (from the CEP's numbering plan) is filled.
 */
export interface ZipcodeAddress {
  result: ZipcodeResult;
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
  lookup(zipcode: string, signal: AbortSignal): Promise<Omit<ZipcodeAddress, 'source' | 'result'> | null>;
}

export type FetchLike = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<{
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}>;
