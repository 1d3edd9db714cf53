import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** Files for tests of spreadsheet imports: valid ones and the bad-file corpus. */

/** A real XLSX (exceljs), one sheet, the given rows. */
export async function xlsxOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lista');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const csvOf = (rows: string[][]) => Buffer.from(rows.map((row) => row.join(',')).join('\n') + '\n');

interface ZipFile {
  name: string;
  content: Buffer;
  /** The unpacked size written in the headers; a lying bomb declares less than it holds. */
  declaredSize?: number;
}

/** A minimal zip (deflate), with whatever sizes the headers should claim. */
export function zipOf(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const data = deflateRawSync(file.content);
    const size = file.declaredSize ?? file.content.length;
    const crc = crc32(file.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const workbookSkeleton = [
  { name: '[Content_Types].xml', content: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'xl/workbook.xml', content: Buffer.from('<?xml version="1.0"?><workbook/>') },
];

/**
 * A zip bomb disguised as XLSX: a workbook's entries plus a sheet of `unpackedBytes` spaces
 * (a few kB packed). `lying` declares a tiny size in the headers, so only inflating finds it.
 */
export function xlsxZipBomb({
  unpackedBytes,
  lying = false,
}: {
  unpackedBytes: number;
  lying?: boolean;
}): Buffer {
  return zipOf([
    ...workbookSkeleton,
    {
      name: 'xl/worksheets/sheet1.xml',
      content: Buffer.alloc(unpackedBytes, ' '),
      ...(lying ? { declaredSize: 100 } : {}),
    },
  ]);
}

/** A zip of many tiny entries, with a workbook's names. */
export const xlsxManyEntries = (count: number) =>
  zipOf([
    ...workbookSkeleton,
    ...Array.from({ length: count }, (_, i) => ({ name: `xl/media/${i}.txt`, content: Buffer.from('x') })),
  ]);

/** An ELF executable's header (what a renamed Linux binary starts with), padded. */
export const renamedExecutable = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);

/** A Windows executable (MZ … PE). */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(256, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** A PNG (a wrong type for an import). */
export const pngFile = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );

/** A CSV of `count` rows of distinct domains. */
export const csvOfRows = (count: number) =>
  Buffer.from(Array.from({ length: count }, (_, i) => `site${i}.com.br`).join('\n') + '\n');
