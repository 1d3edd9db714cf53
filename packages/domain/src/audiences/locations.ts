/**
 * Brazilian states and municipalities (packages/domain/data/br-estados.csv, br-municipios.csv,
 * IBGE codes, from github.com/kelvins/municipios-brasileiros, MIT) and the state populations of the
 * IBGE Censo 2022, which the reach model uses to place people. Pure: the caller reads the files.
 */

/** Resident population per UF, IBGE Censo 2022 (first results, published 2023-06-28; total 203,080,756). */
export const censo2022StatePopulation: Record<string, number> = {
  RO: 1_581_196,
  AC: 830_018,
  AM: 3_941_613,
  RR: 636_707,
  PA: 8_120_131,
  AP: 733_759,
  TO: 1_511_460,
  MA: 6_776_699,
  PI: 3_271_199,
  CE: 8_794_957,
  RN: 3_302_729,
  PB: 3_974_687,
  PE: 9_058_931,
  AL: 3_127_683,
  SE: 2_210_004,
  BA: 14_141_626,
  MG: 20_539_989,
  ES: 3_833_712,
  RJ: 16_055_174,
  SP: 44_411_238,
  PR: 11_444_380,
  SC: 7_610_361,
  RS: 10_882_965,
  MS: 2_757_013,
  MT: 3_658_649,
  GO: 7_056_495,
  DF: 2_817_381,
};
export const censo2022Population = Object.values(censo2022StatePopulation).reduce((a, b) => a + b, 0);

export interface BrazilianState {
  /** IBGE code of the federative unit, e.g. 35. */
  ibgeCode: number;
  uf: string;
  name: string;
  region: string;
  latitude: number;
  longitude: number;
  population: number;
}

export interface BrazilianCity {
  /** IBGE municipality code (7 digits). */
  ibgeCode: number;
  name: string;
  uf: string;
  capital: boolean;
  latitude: number;
  longitude: number;
}

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','));

/** Parses br-estados.csv (codigo_uf,uf,nome,latitude,longitude,regiao); names have no commas. */
export function parseStates(csv: string): BrazilianState[] {
  return rows(csv).map(([code, uf, name, lat, long, region]) => ({
    ibgeCode: Number(code),
    uf: uf!,
    name: name!,
    region: region!,
    latitude: Number(lat),
    longitude: Number(long),
    population: censo2022StatePopulation[uf!] ?? 0,
  }));
}

/** Parses br-municipios.csv (codigo_ibge,nome,latitude,longitude,capital,codigo_uf,…); names have no commas. */
export function parseCities(csv: string, states: readonly BrazilianState[]): BrazilianCity[] {
  const ufOf = new Map(states.map((s) => [s.ibgeCode, s.uf]));
  return rows(csv).map(([code, name, lat, long, capital, stateCode]) => ({
    ibgeCode: Number(code),
    name: name!,
    uf: ufOf.get(Number(stateCode)) ?? '',
    capital: capital === '1',
    latitude: Number(lat),
    longitude: Number(long),
  }));
}
