import { z } from '@verba/domain';

export const stateResponse = z.object({
  ibge_code: z.number().int(),
  uf: z.string(),
  name: z.string(),
  region: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
});

export const cityResponse = z.object({
  ibge_code: z.number().int(),
  name: z.string(),
  uf: z.string(),
  capital: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
});
