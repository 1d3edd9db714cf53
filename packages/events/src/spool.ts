import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open, rename, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';

async function syncDirectory(dir: string): Promise<void> {
  const directory = await open(dir, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/** Writes a whole file atomically and durably (temporary file, fsync, rename, fsync of the directory). */
export async function writeDurably(path: string, data: string): Promise<void> {
  const temporary = `${path}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
  await syncDirectory(dirname(path));
}

interface PendingWrite {
  data: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One process per spool directory: a second one would write the same segment names. The lock names
 * the owner's pid; a lock left by a dead process (a crash) is taken over.
 */
function lockSpool(dir: string): void {
  const lock = join(dir, 'lock');
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const owner = Number(readFileSync(lock, 'utf8'));
  if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
    throw new Error(
      `The event spool ${dir} is in use by process ${owner}; give each process its own DATA_DIR`,
    );
  }
  writeFileSync(lock, String(process.pid));
}

const segmentName = (sequence: number) => `${String(sequence).padStart(12, '0')}.spool`;
const isSegment = (name: string) => /^\d{12}\.spool$/.test(name);

/**
 * An append-only spool of lines in `dir`, written in segments. `append()` resolves once its data is
 * written and fdatasync'ed; appends that arrive while a sync runs wait and share the next one
 * (group commit). `seal()` closes the segment being written and starts the next, so sealed
 * segments can be shipped and removed while appends go on.
 */
export class Spool {
  private handle: FileHandle | null = null;
  private sequence = 0;
  private written = 0;
  private pending: PendingWrite[] = [];
  private sealWaiters: ((sealed: string | null) => void)[] = [];
  private running = false;
  private closed = false;

  private constructor(readonly dir: string) {}

  /** Opens the spool; segments left by an earlier process stay sealed, to be shipped. */
  static async open(dir: string): Promise<Spool> {
    mkdirSync(dir, { recursive: true });
    lockSpool(dir);
    const spool = new Spool(dir);
    const last = readdirSync(dir).filter(isSegment).sort().at(-1);
    spool.sequence = last ? Number(last.slice(0, 12)) : 0;
    await spool.startSegment();
    return spool;
  }

  append(data: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The event spool is closed'));
    return new Promise((resolve, reject) => {
      this.pending.push({ data, resolve, reject });
      void this.run();
    });
  }

  /** Seals the current segment when it holds data; resolves with its path (else null). */
  seal(): Promise<string | null> {
    return new Promise((resolve) => {
      this.sealWaiters.push(resolve);
      void this.run();
    });
  }

  /** Sealed segments, oldest first. */
  sealedSegments(): string[] {
    const current = segmentName(this.sequence);
    return readdirSync(this.dir)
      .filter((name) => isSegment(name) && name !== current)
      .sort()
      .map((name) => join(this.dir, name));
  }

  /** The complete lines of a segment; a torn last line (never acknowledged) is left out. */
  static readLines(path: string): string[] {
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n');
    lines.pop(); // '' after the last newline, or a torn write that was never acknowledged
    return lines.filter((line) => line.length > 0);
  }

  static remove(path: string): void {
    rmSync(path, { force: true });
  }

  async close(): Promise<void> {
    this.closed = true;
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 1));
    await this.handle?.close();
    this.handle = null;
    rmSync(join(this.dir, 'lock'), { force: true });
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.pending.length > 0 || this.sealWaiters.length > 0) {
        if (this.pending.length > 0) await this.writeBatch(this.pending.splice(0));
        if (this.sealWaiters.length > 0) {
          const waiters = this.sealWaiters.splice(0);
          const sealed = await this.sealCurrent();
          for (const resolve of waiters) resolve(sealed);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async writeBatch(batch: PendingWrite[]): Promise<void> {
    try {
      const data = Buffer.from(batch.map((write) => write.data).join(''));
      await this.handle!.write(data);
      await this.handle!.datasync();
      this.written += data.length;
      for (const write of batch) write.resolve();
    } catch (error) {
      for (const write of batch) write.reject(error);
      // A failed write may have left part of a line: later lines go to a fresh segment.
      await this.handle!.close().catch(() => undefined);
      await this.startSegment().catch(() => undefined);
    }
  }

  private async sealCurrent(): Promise<string | null> {
    if (this.written === 0) return null;
    const sealed = join(this.dir, segmentName(this.sequence));
    await this.handle!.close();
    await this.startSegment();
    return sealed;
  }

  private async startSegment(): Promise<void> {
    this.sequence += 1;
    this.handle = await open(join(this.dir, segmentName(this.sequence)), 'a');
    this.written = 0;
    // The new file's directory entry must be durable before anything written to it is acknowledged.
    await syncDirectory(this.dir);
  }
}
