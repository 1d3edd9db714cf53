import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prepareEntries } from './prepare-entries';

const rows = (...cells: string[][]) => cells.map((c, i) => ({ number: i + 1, cells: c }));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('prepareEntries', () => {
  it('skips a header word, drops duplicates, reports invalid rows with their number', () => {
    const prepared = prepareEntries(
      'domain',
      rows(['Domínio'], ['https://www.a.com.br/x'], ['A.com.br'], ['', 'b.com'], ['nada'], ['1.2.3.4']),
    );
    expect(prepared).toEqual({
      values: ['a.com.br', 'b.com'],
      rows: 5,
      valid: 3,
      invalid: 2,
      duplicates: 1,
      matched: null,
      invalid_rows: [
        { row: 5, reason: 'domain_invalid', value: 'nada' },
        { row: 6, reason: 'ip_address', value: '1.2.3.4' },
      ],
    });
  });

  it('takes an invalid first row that is no header word as an invalid row', () => {
    expect(prepareEntries('domain', rows(['=1+1'], ['a.com'])).invalid_rows).toEqual([
      { row: 1, reason: 'domain_invalid', value: '=1+1' },
    ]);
  });

  it('hashes e-mails and never repeats an address in the report', () => {
    const prepared = prepareEntries(
      'email',
      rows(['email'], ['Ana@Exemplo.com'], ['ana@exemplo.com '], ['ana@']),
    );
    expect(prepared.values).toEqual([sha256('ana@exemplo.com')]);
    expect(prepared.invalid_rows).toEqual([{ row: 4, reason: 'email_invalid', value: null }]);
    expect(JSON.stringify(prepared)).not.toContain('ana@');
    expect(prepared.matched).toBe(parseInt(sha256('ana@exemplo.com').slice(0, 2), 16) < 154 ? 1 : 0);
  });

  it('reports at most 100 invalid rows one by one, counting them all', () => {
    const prepared = prepareEntries('app', rows(...Array.from({ length: 150 }, () => ['com..x'])));
    expect(prepared.invalid).toBe(150);
    expect(prepared.invalid_rows).toHaveLength(100);
  });
});
