import { createInflateRaw } from 'node:zlib';
import { SpreadsheetError } from './spreadsheet-error';

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;
const localFileHeader = 0x04034b50;
const zip64Marker = 0xffffffff;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === localFileHeader;

/**
 * Checks a zip before any library unpacks it: the entry count, the unpacked size every entry
 * declares, then the size each one really inflates to (a bomb may lie in its headers), stopping
 * the inflation as soon as the total passes `maxUnpackedBytes`. Returns the entries.
 */
export async function inspectZip(
  bytes: Buffer,
  { maxUnpackedBytes, maxZipEntries }: { maxUnpackedBytes: number; maxZipEntries: number },
): Promise<ZipEntry[]> {
  const entries = readCentralDirectory(bytes, maxZipEntries);
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > maxUnpackedBytes)
    throw new SpreadsheetError('SPREADSHEET_UNPACKED_TOO_LARGE', maxUnpackedBytes);
  let budget = maxUnpackedBytes;
  for (const entry of entries) {
    const actual = await inflatedSize(bytes, entry, budget, maxUnpackedBytes);
    if (actual !== entry.declaredSize) throw new SpreadsheetError('SPREADSHEET_CORRUPTED');
    budget -= actual;
  }
  return entries;
}

function readCentralDirectory(bytes: Buffer, maxZipEntries: number): ZipEntry[] {
  const end = findEndOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  // Zip64 (over 65,535 entries or 4 GiB) is never a workbook this reader accepts.
  if (count === 0xffff || size === zip64Marker || offset === zip64Marker || count > maxZipEntries)
    throw new SpreadsheetError('SPREADSHEET_UNPACKED_TOO_LARGE');
  if (offset + size > end) throw new SpreadsheetError('SPREADSHEET_CORRUPTED');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== centralDirectoryEntry)
      throw new SpreadsheetError('SPREADSHEET_CORRUPTED');
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      declaredSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if ([entry.compressedSize, entry.declaredSize, entry.localHeaderOffset].includes(zip64Marker))
      throw new SpreadsheetError('SPREADSHEET_UNPACKED_TOO_LARGE');
    if (entry.method !== 0 && entry.method !== 8) throw new SpreadsheetError('SPREADSHEET_CORRUPTED');
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === endOfCentralDirectory) return at;
  }
  throw new SpreadsheetError('SPREADSHEET_CORRUPTED');
}

function entryData(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== localFileHeader)
    throw new SpreadsheetError('SPREADSHEET_CORRUPTED');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw new SpreadsheetError('SPREADSHEET_CORRUPTED');
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Inflates one entry only to count its bytes, aborting once it passes `budget`. */
function inflatedSize(bytes: Buffer, entry: ZipEntry, budget: number, limit: number): Promise<number> {
  const data = entryData(bytes, entry);
  if (entry.method === 0) {
    if (data.length > budget) throw new SpreadsheetError('SPREADSHEET_UNPACKED_TOO_LARGE', limit);
    return Promise.resolve(data.length);
  }
  return new Promise((resolve, reject) => {
    let total = 0;
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflate.destroy();
        reject(new SpreadsheetError('SPREADSHEET_UNPACKED_TOO_LARGE', limit));
      }
    });
    inflate.on('error', () => reject(new SpreadsheetError('SPREADSHEET_CORRUPTED')));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}
