import { brazilianStates, z } from '@verba/domain';
import type { FetchLike, ZipcodeProvider } from './zipcode-provider';

const answerSchema = z.object({
  state: z.enum(brazilianStates),
  city: z.string(),
  neighborhood: z.string().nullish(),
  street: z.string().nullish(),
});

/** BrasilAPI (brasilapi.com.br, CEP v1): 404 for an unknown CEP. */
export function createBrasilApiProvider({ fetch = globalThis.fetch }: { fetch?: FetchLike } = {}): ZipcodeProvider {
  return {
    name: 'brasilapi',
    async lookup(zipcode, signal) {
      const response = await fetch(`https://brasilapi.com.br/api/cep/v1/${zipcode}`, { signal, headers: { accept: 'application/json' } });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`brasilapi answered ${response.status}`);
      const answer = answerSchema.parse(await response.json());
      return { zipcode, street: answer.street ?? '', neighborhood: answer.neighborhood ?? '', city: answer.city, state: answer.state };
    },
  };
}
