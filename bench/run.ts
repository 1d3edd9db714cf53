/**
 * `npm run bench -- <name>`: runs the exported `run()` of `bench/<name>/index.ts`. Each benchmark
 * measures its own baseline in the same run and ends with one line `<name>: <figure>, ratio <r> vs <baseline>`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const available = () =>
  readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(import.meta.dirname, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();

async function main() {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9-]+$/.test(name) || !available().includes(name)) {
    console.error(`Usage: npm run bench -- <name>   (one of: ${available().join(', ')})`);
    process.exit(2);
  }
  const module = (await import(pathToFileURL(join(import.meta.dirname, name, 'index.ts')).href)) as {
    run?: () => Promise<void>;
  };
  if (typeof module.run !== 'function') throw new Error(`bench/${name}/index.ts exports no run()`);
  await module.run();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
