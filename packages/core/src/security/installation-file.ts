import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * The contents of a file an embedded installation generates once in DATA_DIR (a secret or a key,
 * mode 0600): `create()` runs only at the first start, later starts read it back. Two processes
 * starting together write it at most once (`wx`), and both read the winner.
 */
export async function installationFile(
  path: string,
  create: () => string | Promise<string>,
): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (code(error) !== 'ENOENT') throw error;
  }
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(path, await create(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error;
  }
  return readFile(path, 'utf8');
}
