import { foldForSearch } from '../audiences/search-text';
import type { ImportRow } from './types';

/**
 * The columns the importer reads, by the names the tools write them in English, Portuguese and
 * Spanish (Google Ads Editor and Meta Ads Manager localise their export headers).
 */
export const googleAdsColumns = {
  campaign: ['Campaign', 'Campanha', 'Campaña'],
  campaignType: ['Campaign Type', 'Tipo de campanha', 'Tipo de campaña'],
  campaignStatus: ['Campaign Status', 'Status da campanha', 'Estado de la campaña'],
  budget: ['Budget', 'Orçamento', 'Presupuesto'],
  budgetType: ['Budget type', 'Tipo de orçamento', 'Tipo de presupuesto'],
  startDate: ['Start Date', 'Data de início', 'Fecha de inicio'],
  endDate: ['End Date', 'Data de término', 'Fecha de finalización'],
  adGroup: ['Ad Group', 'Grupo de anúncios', 'Grupo de anuncios'],
  maxCpc: ['Max CPC', 'CPC máx.', 'CPC máximo', 'CPC máx'],
  keyword: ['Keyword', 'Palavra-chave', 'Palabra clave'],
  criterionType: ['Criterion Type', 'Tipo de critério', 'Tipo de criterio'],
  finalUrl: ['Final URL', 'URL final'],
  path1: ['Path 1', 'Caminho 1', 'Ruta 1'],
  path2: ['Path 2', 'Caminho 2', 'Ruta 2'],
  headline: ['Headline', 'Título', 'Título del anuncio'],
  description: ['Description', 'Descrição', 'Descripción'],
  sitelinkText: ['Sitelink text', 'Link Text', 'Texto do sitelink', 'Texto del enlace de sitio'],
  sitelinkLine1: ['Description Line 1', 'Linha de descrição 1', 'Línea de descripción 1'],
  sitelinkLine2: ['Description Line 2', 'Linha de descrição 2', 'Línea de descripción 2'],
  callout: ['Callout text', 'Texto de frase de destaque', 'Texto destacado'],
  location: ['Location', 'Local', 'Ubicación'],
} as const;

export const metaAdsColumns = {
  campaign: ['Campaign Name', 'Nome da campanha', 'Nombre de la campaña'],
  objective: ['Campaign Objective', 'Objetivo da campanha', 'Objetivo de la campaña'],
  campaignDailyBudget: [
    'Campaign Daily Budget',
    'Orçamento diário da campanha',
    'Presupuesto diario de la campaña',
  ],
  campaignLifetimeBudget: [
    'Campaign Lifetime Budget',
    'Orçamento vitalício da campanha',
    'Orçamento total da campanha',
    'Presupuesto total de la campaña',
  ],
  campaignStart: ['Campaign Start Time', 'Início da campanha', 'Inicio de la campaña'],
  campaignStop: ['Campaign Stop Time', 'Término da campanha', 'Finalización de la campaña'],
  adSet: ['Ad Set Name', 'Nome do conjunto de anúncios', 'Nombre del conjunto de anuncios'],
  adSetStart: ['Ad Set Time Start', 'Início do conjunto de anúncios', 'Inicio del conjunto de anuncios'],
  adSetStop: ['Ad Set Time Stop', 'Término do conjunto de anúncios', 'Finalización del conjunto de anuncios'],
  adSetDailyBudget: [
    'Ad Set Daily Budget',
    'Orçamento diário do conjunto de anúncios',
    'Presupuesto diario del conjunto de anuncios',
  ],
  adSetLifetimeBudget: [
    'Ad Set Lifetime Budget',
    'Orçamento vitalício do conjunto de anúncios',
    'Presupuesto total del conjunto de anuncios',
  ],
  bidAmount: ['Bid Amount', 'Valor do lance', 'Importe de la puja'],
  optimizationGoal: ['Optimization Goal', 'Meta de otimização', 'Objetivo de optimización'],
  countries: ['Countries', 'Países'],
  regions: ['Regions', 'Regiões', 'Regiones'],
  cities: ['Cities', 'Cidades', 'Ciudades'],
  gender: ['Gender', 'Gênero', 'Sexo'],
  ageMin: ['Age Min', 'Idade mínima', 'Edad mínima'],
  ageMax: ['Age Max', 'Idade máxima', 'Edad máxima'],
  devicePlatforms: ['Device Platforms', 'Plataformas de dispositivo', 'Plataformas de dispositivos'],
  adName: ['Ad Name', 'Nome do anúncio', 'Nombre del anuncio'],
} as const;

type ColumnAliases = Readonly<Record<string, readonly string[]>>;

/**
 * Where each column is in the header row. Numbered columns (Headline 1…15, Description 1…4) are
 * found as `headline` + number; a column missing from the file reads as empty.
 */
export class ColumnMap<C extends ColumnAliases> {
  private readonly index = new Map<string, number>();

  constructor(
    private readonly header: readonly string[],
    private readonly aliases: C,
  ) {
    header.forEach((name, i) => {
      const key = foldForSearch(name);
      if (!this.index.has(key)) this.index.set(key, i);
    });
  }

  /** Whether the header names this column in any of its languages. */
  has(column: keyof C & string): boolean {
    return this.aliases[column]!.some((alias) => this.index.has(foldForSearch(alias)));
  }

  /** The column's name as this file's header writes it; its first (English) alias when absent. */
  nameOf(column: string): string | undefined {
    const aliases = this.aliases[column];
    if (!aliases) return undefined;
    for (const alias of [...aliases, ...aliases.map((a) => `${a} 1`)]) {
      const i = this.index.get(foldForSearch(alias));
      if (i !== undefined) return this.header[i]!.trim();
    }
    return aliases[0];
  }

  /** The cell of `column` (its `number`th when numbered) in `row`, trimmed; '' when absent. */
  cell(row: ImportRow, column: keyof C & string, number?: number): string {
    for (const alias of this.aliases[column]!) {
      const i = this.index.get(foldForSearch(number === undefined ? alias : `${alias} ${number}`));
      if (i !== undefined) return (row.cells[i] ?? '').trim();
    }
    return '';
  }
}
