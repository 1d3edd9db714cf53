/**
 * Printable boleto (A4): "Recibo do Pagador" on top, a cut line, and the "Ficha de Compensação"
 * with the ITF barcode at the bottom, following the FEBRABAN / Carta-Circular BCB 2.926 layout.
 * The field captions are the standard Portuguese ones on purpose: the boleto is a regulated
 * Brazilian payment document and banks and payers read it in that wording in any UI language.
 */
import PDFDocument from 'pdfkit';
import {
  boletoDueDateFactor,
  formatDate,
  formatDigitableLine,
  formatMoney,
  readBoleto,
  toCentsBigInt,
  type CalendarDate,
  type Cents,
} from '@verba/domain';
import { encodeItf, itfModules } from './itf';

export interface BoletoParty {
  name: string;
  /** CPF or CNPJ, formatted as it should print. */
  document: string;
  address?: string;
}

export interface BoletoPdfInput {
  bank: { code: string; name: string };
  /** The 44-digit barcode (its amount and due-date factor must match `amount` and `dueDate`). */
  barcode: string;
  beneficiary: BoletoParty;
  payer: BoletoParty;
  amount: Cents;
  dueDate: CalendarDate;
  issuedOn: CalendarDate;
  documentNumber: string;
  /** Nosso número as printed, e.g. "09/00000001234-5". */
  ourNumber: string;
  /** Agência / código do beneficiário as printed, e.g. "3381-2 / 0006330-1". */
  agencyAccount: string;
  carteira: string;
  instructions: readonly string[];
  paymentPlace?: string;
}

const mm = 72 / 25.4;
const page = { width: 210 * mm, height: 297 * mm, margin: 10 * mm };
/** Header, four rows, instructions, payer, caption and the 13 mm barcode. */
const fichaHeight = 9 * mm + 37.5 * mm + 34 * mm + 14 * mm + 16 + 13 * mm;
const contentWidth = page.width - 2 * page.margin;
const rightColumn = 48 * mm;
const labelSize = 6;
const valueSize = 9;
const grey = '#444444';

/**
 * The bank code with its check digit as printed in the boleto header ("001-9", "237-2",
 * "104-0"): módulo 11 with weights 2..9 from the right, where 10 and 11 give 0.
 */
export function bankCodeWithDigit(code: string): string {
  if (!/^\d{3}$/.test(code)) throw new RangeError('The bank code has 3 digits');
  const sum = [...code].reverse().reduce((total, digit, i) => total + Number(digit) * (2 + (i % 8)), 0);
  const dv = 11 - (sum % 11);
  return `${code}-${dv >= 10 ? 0 : dv}`;
}

function assertConsistent(input: BoletoPdfInput): void {
  const boleto = readBoleto(input.barcode, input.dueDate);
  if (boleto.amount !== toCentsBigInt(input.amount)) throw new RangeError('The barcode amount differs from the boleto amount');
  if (boleto.factor !== boletoDueDateFactor(input.dueDate)) throw new RangeError('The barcode due date differs from the boleto due date');
}

type Doc = PDFKit.PDFDocument;

interface Cell {
  label: string;
  value: string;
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
  /** A second, smaller line under the value (e.g. an address). */
  detail?: string;
}

/** One row of captioned boxes; returns the y below it. */
function row(doc: Doc, y: number, cells: Cell[], height = 8.5 * mm): number {
  let x = page.margin;
  for (const cell of cells) {
    const options = { width: cell.width - 4, align: cell.align ?? 'left', lineBreak: false, ellipsis: true } as const;
    doc.lineWidth(0.5).strokeColor('#000').rect(x, y, cell.width, height).stroke();
    doc.font('Helvetica').fontSize(labelSize).fillColor(grey).text(cell.label, x + 2, y + 2, { width: cell.width - 4, lineBreak: false });
    const valueY = cell.detail ? y + 10 : y + height - valueSize - 3;
    doc.font(cell.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(valueSize).fillColor('#000').text(cell.value, x + 2, valueY, options);
    if (cell.detail) doc.font('Helvetica').fontSize(7.5).text(cell.detail, x + 2, valueY + valueSize + 3, options);
    x += cell.width;
  }
  return y + height;
}

function header(doc: Doc, y: number, input: BoletoPdfInput, line: string): number {
  const height = 9 * mm;
  const codeX = page.margin + 47 * mm;
  const codeWidth = 20 * mm;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000').text(input.bank.name, page.margin, y + 10, { width: 46 * mm, lineBreak: false, ellipsis: true });
  doc.lineWidth(1.5).strokeColor('#000').moveTo(codeX, y).lineTo(codeX, y + height).stroke();
  doc.font('Helvetica-Bold').fontSize(15).text(bankCodeWithDigit(input.bank.code), codeX, y + 7, { width: codeWidth, align: 'center', lineBreak: false });
  doc.moveTo(codeX + codeWidth, y).lineTo(codeX + codeWidth, y + height).stroke();
  const lineX = codeX + codeWidth + 1 * mm;
  doc.font('Courier-Bold').fontSize(10).text(line, lineX, y + 10, { width: page.margin + contentWidth - lineX, align: 'right', lineBreak: false });
  doc.lineWidth(1.5).moveTo(page.margin, y + height).lineTo(page.margin + contentWidth, y + height).stroke();
  return y + height;
}

function partyText(party: BoletoParty): string {
  return [`${party.name} — CPF/CNPJ ${party.document}`, party.address].filter(Boolean).join('\n');
}

function partyBox(doc: Doc, y: number, label: string, party: BoletoParty, width: number): number {
  const height = 14 * mm;
  doc.lineWidth(0.5).rect(page.margin, y, width, height).stroke();
  doc.font('Helvetica').fontSize(labelSize).fillColor(grey).text(label, page.margin + 2, y + 2);
  doc.font('Helvetica').fontSize(8.5).fillColor('#000').text(partyText(party), page.margin + 2, y + 10, { width: width - 4, height: height - 11 });
  return y + height;
}

function receipt(doc: Doc, y: number, input: BoletoPdfInput, line: string): number {
  const amount = formatMoney(input.amount, 'BRL');
  const left = contentWidth - rightColumn;
  doc.font('Helvetica-Bold').fontSize(8).text('Recibo do Pagador', page.margin, y - 12, { width: contentWidth, align: 'right' });
  let next = header(doc, y, input, line);
  next = row(doc, next, [
    { label: 'Beneficiário', value: `${input.beneficiary.name} — CPF/CNPJ ${input.beneficiary.document}`, width: left },
    { label: 'Vencimento', value: formatDate(input.dueDate, 'pt_BR'), width: rightColumn, align: 'right', bold: true },
  ]);
  next = row(doc, next, [
    { label: 'Pagador', value: `${input.payer.name} — CPF/CNPJ ${input.payer.document}`, width: left },
    { label: 'Agência / Código do Beneficiário', value: input.agencyAccount, width: rightColumn, align: 'right' },
  ]);
  next = row(doc, next, [
    { label: 'Data do documento', value: formatDate(input.issuedOn, 'pt_BR'), width: left / 3 },
    { label: 'Nº do documento', value: input.documentNumber, width: left / 3 },
    { label: 'Carteira', value: input.carteira, width: left / 3 },
    { label: 'Nosso número', value: input.ourNumber, width: rightColumn, align: 'right' },
  ]);
  next = row(doc, next, [
    { label: 'Local de pagamento', value: input.paymentPlace ?? defaultPaymentPlace, width: left },
    { label: '(=) Valor do documento', value: amount, width: rightColumn, align: 'right', bold: true },
  ]);
  doc.font('Helvetica').fontSize(labelSize).fillColor(grey).text('Autenticação mecânica', page.margin, next + 3, { width: contentWidth, align: 'right' });
  return next + 14 * mm;
}

const defaultPaymentPlace = 'Pagável em qualquer banco ou app bancário até o vencimento';

function cutLine(doc: Doc, y: number): void {
  doc.lineWidth(0.5).dash(3, { space: 3 }).moveTo(page.margin, y).lineTo(page.margin + contentWidth, y).stroke().undash();
  doc.font('Helvetica').fontSize(labelSize).fillColor(grey).text('Corte na linha pontilhada', page.margin, y + 2, { width: contentWidth, align: 'right' });
}

function compensation(doc: Doc, y: number, input: BoletoPdfInput, line: string): number {
  const amount = formatMoney(input.amount, 'BRL');
  const left = contentWidth - rightColumn;
  let next = header(doc, y, input, line);
  next = row(doc, next, [
    { label: 'Local de pagamento', value: input.paymentPlace ?? defaultPaymentPlace, width: left },
    { label: 'Vencimento', value: formatDate(input.dueDate, 'pt_BR'), width: rightColumn, align: 'right', bold: true },
  ]);
  next = row(
    doc,
    next,
    [
      {
        label: 'Beneficiário',
        value: `${input.beneficiary.name} — CPF/CNPJ ${input.beneficiary.document}`,
        detail: input.beneficiary.address ?? '',
        width: left,
      },
      { label: 'Agência / Código do Beneficiário', value: input.agencyAccount, width: rightColumn, align: 'right' },
    ],
    12 * mm,
  );
  const fifth = left / 5;
  next = row(doc, next, [
    { label: 'Data do documento', value: formatDate(input.issuedOn, 'pt_BR'), width: fifth },
    { label: 'Nº do documento', value: input.documentNumber, width: fifth },
    { label: 'Espécie doc.', value: 'DS', width: fifth },
    { label: 'Aceite', value: 'N', width: fifth },
    { label: 'Data processamento', value: formatDate(input.issuedOn, 'pt_BR'), width: fifth },
    { label: 'Nosso número', value: input.ourNumber, width: rightColumn, align: 'right' },
  ]);
  next = row(doc, next, [
    { label: 'Uso do banco', value: '', width: fifth },
    { label: 'Carteira', value: input.carteira, width: fifth },
    { label: 'Espécie', value: 'R$', width: fifth },
    { label: 'Quantidade', value: '', width: fifth },
    { label: 'Valor', value: '', width: fifth },
    { label: '(=) Valor do documento', value: amount, width: rightColumn, align: 'right', bold: true },
  ]);

  // Instructions on the left, the four adjustment boxes stacked on the right.
  const boxHeight = 8.5 * mm;
  const instructionsHeight = boxHeight * 4;
  doc.lineWidth(0.5).rect(page.margin, next, left, instructionsHeight).stroke();
  doc.font('Helvetica').fontSize(labelSize).fillColor(grey).text('Instruções (texto de responsabilidade do beneficiário)', page.margin + 2, next + 2);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#000')
    .text(input.instructions.join('\n'), page.margin + 2, next + 11, { width: left - 4, height: instructionsHeight - 12 });
  let boxY = next;
  for (const label of ['(-) Desconto / Abatimento', '(+) Mora / Multa', '(+) Outros acréscimos', '(=) Valor cobrado']) {
    doc.lineWidth(0.5).rect(page.margin + left, boxY, rightColumn, boxHeight).stroke();
    doc.font('Helvetica').fontSize(labelSize).fillColor(grey).text(label, page.margin + left + 2, boxY + 2, { width: rightColumn - 4 });
    boxY += boxHeight;
  }
  next += instructionsHeight;
  next = partyBox(doc, next, 'Pagador', input.payer, contentWidth);
  doc.font('Helvetica').fontSize(labelSize).fillColor(grey).text('Autenticação mecânica — Ficha de Compensação', page.margin, next + 3, { width: contentWidth, align: 'right' });
  return next + 12;
}

/** ITF barcode, 103 mm wide and 13 mm high (FEBRABAN), with the left quiet zone the margin gives. */
function barcodeBars(doc: Doc, x: number, y: number, digits: string): void {
  const elements = encodeItf(digits, 3);
  const module = (103 * mm) / itfModules(elements);
  let cursor = x;
  doc.fillColor('#000');
  elements.forEach((width, i) => {
    if (i % 2 === 0) doc.rect(cursor, y, width * module, 13 * mm).fill();
    cursor += width * module;
  });
}

/** The boleto as a PDF (A4). Throws when the barcode disagrees with the amount or due date. */
export async function boletoPdf(input: BoletoPdfInput): Promise<Buffer> {
  assertConsistent(input);
  const line = formatDigitableLine(readBoleto(input.barcode, input.dueDate).digitableLine);
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: {
      Title: `Boleto ${input.documentNumber}`,
      Subject: line,
      Author: input.beneficiary.name,
      CreationDate: new Date(`${input.issuedOn}T12:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const afterReceipt = receipt(doc, page.margin + 14, input, line);
  // The Ficha de Compensação goes at the foot of the A4 sheet, as the banks' layouts require.
  const fichaTop = page.height - page.margin - fichaHeight;
  cutLine(doc, Math.max(afterReceipt, fichaTop - 8 * mm));
  const afterCompensation = compensation(doc, fichaTop, input, line);
  barcodeBars(doc, page.margin + 2 * mm, afterCompensation + 4, input.barcode);
  doc.end();
  return done;
}
