/**
 * `npm run exchange:report-import -- <exchange slug> <file>`: imports an exchange's daily report
 * (CSV or XLSX, docs/exchange-reports.md) into exchange_daily_reports on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR/pg — stop the app first: PGlite is single-process).
 * A day imported before is replaced; each day is audited. Exit 0 when stored, 1 when the file is
 * refused (its problems are listed), 2 when it could not run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '@verba/db';
import { loadDatabaseConfig } from '@verba/core/config';
import { DomainError } from '@verba/core/errors';
import { importExchangeReport } from '@verba/core/exchanges/reports/import-exchange-report';
import { microsToDecimal } from '@verba/domain/exchange-reports/report-format';

async function main(): Promise<number> {
  const [slug, file] = process.argv.slice(2);
  if (!slug || !file) {
    console.error('usage: npm run exchange:report-import -- <exchange slug> <file.csv|file.xlsx>');
    return 2;
  }
  const bytes = readFileSync(file);
  const config = loadDatabaseConfig();
  const database = await createDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pg') });
  try {
    const result = await importExchangeReport({
      deps: { db: database.db, now: () => new Date() },
      actor: null,
      input: { exchange: { slug }, bytes, source: 'cli' },
    });
    for (const day of result.days)
      console.log(
        `${result.slug} ${day.day}: ${day.impressions} impressions, ${microsToDecimal(day.spendMicros)} ${day.currency}` +
          (day.replaced ? ' (replaced the previous import)' : ''),
      );
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(`exchange report refused: ${error.code}`);
      for (const messages of Object.values(error.fields ?? {}))
        for (const message of messages) console.error(`  ${message.key} ${JSON.stringify(message.params)}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('exchange report import could not run:', error);
    process.exit(2);
  },
);
