import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type BlobStore } from './blob-store';

/** Files under `root`; writes go to a temporary name first so a reader never sees half a file. */
export function createFsBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, ...key.split('/'));
  };
  const temporaryOf = (path: string) => `${path}.${randomBytes(6).toString('hex')}.tmp`;
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = temporaryOf(path);
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async putStream(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = temporaryOf(path);
      let bytes = 0;
      try {
        await pipeline(
          Readable.from(source, { objectMode: false }),
          async function* count(chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              bytes += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(temporary),
        );
        await rename(temporary, path);
        return bytes;
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async getStream(key, range) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path, range && { start: range.start, end: range.end }), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
