import { brazilianStates, z } from '@verba/domain';
import type { FetchLike, ZipcodeProvider } from './zipcode-provider';

const answerSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    logradouro: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string(),
    uf: z.enum(brazilianStates),
  }),
]);

/** ViaCEP (viacep.com.br): `{ erro: true }` for an unknown CEP. */
export function createViaCepProvider({ fetch = globalThis.fetch }: { fetch?: FetchLike } = {}): ZipcodeProvider {
  return {
    name: 'viacep',
    async lookup(zipcode, signal) {
      const response = await fetch(`https://viacep.com.br/ws/${zipcode}/json/`, { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`viacep answered ${response.status}`);
      const answer = answerSchema.parse(await response.json());
      if ('erro' in answer) return null;
      return { zipcode, street: answer.logradouro, neighborhood: answer.bairro, city: answer.localidade, state: answer.uf };
    },
  };
}
