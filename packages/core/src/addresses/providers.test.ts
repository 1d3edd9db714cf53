import { describe, expect, it } from 'vitest';
import { createBrasilApiProvider } from './brasilapi-provider';
import { createViaCepProvider } from './viacep-provider';
import type { FetchLike } from './zipcode-provider';

/** An in-process fetch answering one status and body, recording the URLs asked. */
function fakeFetch(status: number, body: unknown) {
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(url);
    return { status, ok: status >= 200 && status < 300, json: async () => body };
  };
  return { fetch, urls };
}
const signal = new AbortController().signal;

describe('ViaCEP provider', () => {
  it('maps an address', async () => {
    const { fetch, urls } = fakeFetch(200, {
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect(await createViaCepProvider({ fetch }).lookup('01001000', signal)).toEqual({
      zipcode: '01001000',
      street: 'Praça da Sé',
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(urls).toEqual(['https://viacep.com.br/ws/01001000/json/']);
  });

  it('answers null for an unknown CEP', async () => {
    expect(await createViaCepProvider(fakeFetch(200, { erro: true })).lookup('99999999', signal)).toBeNull();
    expect(await createViaCepProvider(fakeFetch(200, { erro: 'true' })).lookup('99999999', signal)).toBeNull();
  });

  it('fails on an error status or an unexpected body', async () => {
    await expect(createViaCepProvider(fakeFetch(500, {})).lookup('01001000', signal)).rejects.toThrow('viacep answered 500');
    await expect(createViaCepProvider(fakeFetch(200, { uf: 'ZZ' })).lookup('01001000', signal)).rejects.toThrow();
  });
});

describe('BrasilAPI provider', () => {
  it('maps an address, tolerating missing street and neighbourhood', async () => {
    const { fetch, urls } = fakeFetch(200, { cep: '89010025', state: 'SC', city: 'Blumenau', neighborhood: null, street: null, service: 'x' });
    expect(await createBrasilApiProvider({ fetch }).lookup('89010025', signal)).toEqual({
      zipcode: '89010025',
      street: '',
      neighborhood: '',
      city: 'Blumenau',
      state: 'SC',
    });
    expect(urls).toEqual(['https://brasilapi.com.br/api/cep/v1/89010025']);
  });

  it('answers null on 404 and fails on other errors', async () => {
    expect(await createBrasilApiProvider(fakeFetch(404, { message: 'not found' })).lookup('99999999', signal)).toBeNull();
    await expect(createBrasilApiProvider(fakeFetch(503, {})).lookup('01001000', signal)).rejects.toThrow('brasilapi answered 503');
  });
});
