import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { defaultSpreadsheetLimits } from '../spreadsheets';
import { xlsxOf } from '../spreadsheets/test-files';
import { readCampaignImport } from './read-campaign-import';

const read = (bytes: Buffer) =>
  readCampaignImport({ bytes, truncated: false, limits: defaultSpreadsheetLimits, language: 'pt_BR' });

describe('readCampaignImport', () => {
  it('reads a Google Ads Editor CSV as Editor saves it: UTF-16, tab-separated, with a BOM', async () => {
    const lines = [
      ['Campaign', 'Campaign Type', 'Budget', 'Budget type', 'Ad Group', 'Max CPC', 'Location'],
      ['Inverno', 'Search', '80.00', 'Daily', '', '', ''],
      ['Inverno', '', '', '', 'Casacos', '2.50', ''],
      ['Inverno', '', '', '', '', '', 'Recife, State of Pernambuco, Brazil'],
    ];
    const bytes = Buffer.from('\ufeff' + lines.map((l) => l.join('\t')).join('\r\n'), 'utf16le');
    const result = await read(bytes);
    expect(result.source).toBe('GOOGLE_ADS_EDITOR');
    expect(result.campaigns[0]!.draft).toMatchObject({
      type: 'SEARCH',
      daily_budget: '8000',
      groups: [
        {
          name: 'Casacos',
          strategies: [
            {
              bid: { type: 'CPC', amount: '250' },
              locations: [{ kind: 'city', state: 'PE', city: '2611606' }],
            },
          ],
        },
      ],
    });
  });

  it('reads a Meta Ads Manager XLSX', async () => {
    const bytes = await xlsxOf([
      ['Campaign Name', 'Campaign Objective', 'Campaign Lifetime Budget', 'Ad Set Name', 'Regions', 'Cities'],
      [
        'Lançamento',
        'OUTCOME_AWARENESS',
        '3000',
        'Sul',
        'Paraná; Santa Catarina',
        'Porto Alegre, RS (+10 km)',
      ],
    ]);
    const result = await read(bytes);
    expect(result.source).toBe('META_ADS_MANAGER');
    expect(result.campaigns[0]!.draft).toMatchObject({
      type: 'META_ADS',
      objective: 'IMPRESSION',
      budget: '300000',
      groups: [
        {
          strategies: [
            {
              locations: [
                { kind: 'state', state: 'PR' },
                { kind: 'state', state: 'SC' },
                { kind: 'radius', city: '4314902', km: 10 },
              ],
            },
          ],
        },
      ],
    });
  });

  it('refuses a spreadsheet that is neither export, and a file that is not a spreadsheet', async () => {
    await expect(read(Buffer.from('nome,email\nAna,a@b.c\n'))).rejects.toMatchObject({
      code: 'CAMPAIGN_IMPORT_NOT_RECOGNISED',
    });
    await expect(
      read(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0, 1])),
    ).rejects.toBeInstanceOf(DomainError);
  });
});
