import { brazilianStates } from '@verba/domain';

type State = (typeof brazilianStates)[number];

/** The 27 federative units. Proper names: the same in every language. */
const stateNames: Record<State, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

/** Select options sorted by name, labelled "São Paulo (SP)". */
export const stateOptions = brazilianStates
  .map((uf) => ({ value: uf, label: `${stateNames[uf]} (${uf})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

export const isBrazilianState = (value: string): value is State =>
  (brazilianStates as readonly string[]).includes(value);
