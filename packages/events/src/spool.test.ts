import { appendFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Spool } from './spool';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'verba-spool-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Spool', () => {
  it('acknowledges concurrent appends with shared syncs (group commit) and keeps every line', async () => {
    const spool = await Spool.open(freshDir());
    const handle = (spool as unknown as { handle: { datasync: () => Promise<void> } }).handle;
    const sync = vi.spyOn(handle, 'datasync');
    await Promise.all(Array.from({ length: 500 }, (_, n) => spool.append(`line-${n}\n`)));
    expect(sync.mock.calls.length).toBeLessThan(50);
    const sealed = await spool.seal();
    expect(sealed).not.toBeNull();
    expect(new Set(Spool.readLines(sealed!)).size).toBe(500);
    expect(spool.sealedSegments()).toEqual([sealed]);
    expect(await spool.seal()).toBeNull(); // nothing new: no empty segment is sealed
    await spool.close();
  });

  it('leaves segments of an earlier process sealed and writes to a new one; a torn last line is skipped', async () => {
    const dir = freshDir();
    const first = await Spool.open(dir);
    await first.append('a\nb\n');
    await first.close();
    appendFileSync(join(dir, '000000000001.spool'), '{"torn');

    const second = await Spool.open(dir);
    expect(second.sealedSegments().map((path) => basename(path))).toEqual(['000000000001.spool']);
    expect(Spool.readLines(join(dir, '000000000001.spool'))).toEqual(['a', 'b']);
    await second.append('c\n');
    expect(readdirSync(dir).sort()).toEqual(['000000000001.spool', '000000000002.spool', 'lock']);
    await second.close();
  });

  it('refuses a spool another live process holds, and takes over the lock of a dead one', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'lock'), String(process.ppid));
    await expect(Spool.open(dir)).rejects.toThrow(/in use by process/);
    writeFileSync(join(dir, 'lock'), '999999999');
    const spool = await Spool.open(dir);
    await spool.close();
  });
});
