/**
 * `npm run ledger:verify`: recomputes every balance from the transfers and checks every ledger
 * invariant on the configured database (DATABASE_URL, or the embedded one in DATA_DIR/pg).
 * Exit code 0 only when no invariant is violated. Stop the app first when it runs on the embedded
 * database: PGlite is single-process.
 */
import { join } from 'node:path';
import { createDatabase } from '@verba/db';
import { loadDatabaseConfig } from '../config';
import { verifyLedger } from './verify-ledger';

async function main(): Promise<number> {
  const config = loadDatabaseConfig();
  const database = await createDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pg') });
  try {
    const started = performance.now();
    const violations = await verifyLedger({ db: database.db });
    const elapsed = Math.round(performance.now() - started);
    if (violations.length === 0) {
      console.log(`ledger: every invariant holds (${database.kind}, ${elapsed} ms)`);
      return 0;
    }
    console.error(`ledger: ${violations.length} violation(s) (${database.kind}, ${elapsed} ms)`);
    for (const violation of violations) console.error(`  ${violation.code}  ${violation.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('ledger: verification could not run:', error);
    process.exit(2);
  },
);
