import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFsBlobStore } from './fs-blob-store';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name],
  );

describe('filesystem BlobStore streams', () => {
  const root = mkdtempSync(join(tmpdir(), 'verba-blobs-'));
  const store = createFsBlobStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores a stream chunk by chunk and reads it back as a stream with its size', async () => {
    async function* chunks() {
      for (let i = 0; i < 10; i++) yield Buffer.alloc(1000, i);
    }
    expect(await store.putStream('creatives/a/one', chunks())).toBe(10_000);
    const read = await store.getStream('creatives/a/one');
    expect(read?.size).toBe(10_000);
    const parts: Buffer[] = [];
    for await (const part of read!.stream) parts.push(part as Buffer);
    expect(Buffer.concat(parts)[9999]).toBe(9);
    expect(await store.getStream('creatives/a/missing')).toBeNull();
  });

  it('leaves nothing, not even a temporary file, when the source fails midway', async () => {
    async function* failing() {
      yield Buffer.alloc(5000);
      throw new Error('too large');
    }
    await expect(store.putStream('creatives/b/two', failing())).rejects.toThrow('too large');
    expect(files(root).filter((f) => f.startsWith('creatives/b'))).toEqual([]);
  });
});
