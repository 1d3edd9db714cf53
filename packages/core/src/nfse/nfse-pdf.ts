/**
 * The NFS-e document (DANFSE) as an A4 PDF: header with number, issue time and verification code;
 * provider and taker; the description of the service; the total; the ISS fields. Captions are the
 * standard Portuguese ones on purpose: the NFS-e is a regulated Brazilian tax document, read in
 * that wording whatever the language of the interface.
 */
import PDFDocument from 'pdfkit';
import { formatDocument, formatMoney } from '@verba/domain';
import type { NfseDocumentContent } from './nfse-document';
import type { NfseParty } from './types';

type Doc = PDFKit.PDFDocument;

const mm = 72 / 25.4;
const page = { width: 210 * mm, height: 297 * mm, margin: 12 * mm };
const width = page.width - 2 * page.margin;
const left = page.margin;
const grey = '#555555';
const line = '#999999';

/** 8 digits, as city halls print NFS-e numbers. */
export const printedNfseNumber = (number: string) => number.padStart(8, '0');

const saoPauloDateTime = (iso: string) => {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(iso));
  return parts.replace(',', '');
};

const zipcode = (v: string) => (/^\d{8}$/.test(v) ? `${v.slice(0, 5)}-${v.slice(5)}` : v);

function addressLines(party: NfseParty): string[] {
  const a = party.address;
  const street = [a.street, a.number].filter(Boolean).join(', ') + (a.complement ? ` — ${a.complement}` : '');
  return [street, [a.neighborhood, zipcode(a.zipcode)].filter(Boolean).join(' — ')].filter((s) => s.trim() !== '');
}

function caption(doc: Doc, text: string, x: number, y: number, w: number) {
  doc.font('Helvetica').fontSize(6.5).fillColor(grey).text(text.toUpperCase(), x, y, { width: w, lineBreak: false });
}

function value(doc: Doc, text: string, x: number, y: number, w: number, options: { bold?: boolean; size?: number; align?: 'left' | 'right' | 'center' } = {}) {
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.size ?? 9)
    .fillColor('#000')
    .text(text, x, y, { width: w, align: options.align ?? 'left', lineBreak: false, ellipsis: true });
}

function box(doc: Doc, y: number, height: number) {
  doc.lineWidth(0.6).strokeColor(line).rect(left, y, width, height).stroke();
}

function header(doc: Doc, y: number, c: NfseDocumentContent): number {
  const height = 26 * mm;
  const rightWidth = 58 * mm;
  box(doc, y, height);
  doc.moveTo(left + width - rightWidth, y).lineTo(left + width - rightWidth, y + height).stroke();
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#000').text('NOTA FISCAL DE SERVIÇOS ELETRÔNICA', left + 4 * mm, y + 6 * mm, { width: width - rightWidth - 8 * mm });
  doc.font('Helvetica-Bold').fontSize(11).text('NFS-e', left + 4 * mm, y + 12.5 * mm);
  doc.font('Helvetica').fontSize(8).fillColor(grey).text(`${c.provider.address.city}/${c.provider.address.state}`, left + 4 * mm, y + 18.5 * mm);

  const x = left + width - rightWidth + 3 * mm;
  const w = rightWidth - 6 * mm;
  caption(doc, 'Número da nota', x, y + 2.5 * mm, w);
  value(doc, printedNfseNumber(c.number), x, y + 5.5 * mm, w, { bold: true, size: 12 });
  caption(doc, 'Data e hora de emissão', x, y + 11 * mm, w);
  value(doc, saoPauloDateTime(c.issuedAt), x, y + 14 * mm, w);
  caption(doc, 'Código de verificação', x, y + 18.5 * mm, w);
  value(doc, c.verificationCode, x, y + 21.5 * mm, w, { bold: true });
  return y + height;
}

function party(doc: Doc, y: number, title: string, p: NfseParty, extra?: [string, string]): number {
  const height = 31 * mm;
  box(doc, y, height);
  doc.rect(left, y, width, 5.5 * mm).fillAndStroke('#eeeeee', line);
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#000').text(title, left, y + 1.7 * mm, { width, align: 'center' });
  const x = left + 3 * mm;
  const half = (width - 6 * mm) / 2;
  let row = y + 7.5 * mm;
  caption(doc, 'Nome / Razão social', x, row, half * 2);
  value(doc, p.name, x, row + 3 * mm, half * 2, { bold: true });
  row += 7.5 * mm;
  caption(doc, p.documentType === 'CPF' ? 'CPF' : 'CNPJ', x, row, half);
  value(doc, formatDocument(p.document), x, row + 3 * mm, half);
  if (extra) {
    caption(doc, extra[0], x + half, row, half);
    value(doc, extra[1], x + half, row + 3 * mm, half);
  }
  row += 7.5 * mm;
  caption(doc, 'Endereço', x, row, half * 2);
  const address = addressLines(p).join(' — ');
  const city = [p.address.city, p.address.state].filter(Boolean).join('/');
  value(doc, [address, city].filter(Boolean).join(' — '), x, row + 3 * mm, half * 2);
  return y + height;
}

function description(doc: Doc, y: number, c: NfseDocumentContent): number {
  const height = 48 * mm;
  box(doc, y, height);
  doc.rect(left, y, width, 5.5 * mm).fillAndStroke('#eeeeee', line);
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('DISCRIMINAÇÃO DOS SERVIÇOS', left, y + 1.7 * mm, { width, align: 'center' });
  const x = left + 4 * mm;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000').text(c.service.description, x, y + 10 * mm, { width: width - 8 * mm });
  doc.font('Helvetica').fontSize(9).fillColor('#222');
  let row = y + 17 * mm;
  for (const detail of c.service.details) {
    doc.text(detail, x, row, { width: width - 8 * mm });
    row = doc.y + 1.5 * mm;
  }
  return y + height;
}

function total(doc: Doc, y: number, c: NfseDocumentContent): number {
  const height = 11 * mm;
  box(doc, y, height);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000').text(`VALOR TOTAL DO SERVIÇO = ${formatMoney(c.amount, c.currency)}`, left, y + 3.8 * mm, { width, align: 'center' });
  return y + height;
}

function serviceCode(doc: Doc, y: number, c: NfseDocumentContent): number {
  const height = 10 * mm;
  box(doc, y, height);
  caption(doc, 'Código do serviço', left + 3 * mm, y + 2 * mm, width - 6 * mm);
  value(doc, `${c.service.municipalCode} — item ${c.service.listItem} da lista da LC 116/2003 — Agenciamento de propaganda e publicidade`, left + 3 * mm, y + 5 * mm, width - 6 * mm);
  return y + height;
}

function taxes(doc: Doc, y: number, c: NfseDocumentContent): number {
  const height = 11 * mm;
  const rate = (c.service.issRateBasisPoints / 100).toFixed(2).replace('.', ',');
  const cells: [string, string][] = [
    ['Valor dos serviços', formatMoney(c.amount, c.currency)],
    ['Deduções', formatMoney(0n, c.currency)],
    ['Base de cálculo', formatMoney(c.amount, c.currency)],
    ['Alíquota ISS', `${rate}%`],
    ['Valor do ISS', formatMoney(c.iss, c.currency)],
    ['ISS retido', c.service.issWithheld ? 'Sim' : 'Não'],
  ];
  const w = width / cells.length;
  box(doc, y, height);
  cells.forEach(([label, text], i) => {
    const x = left + i * w;
    if (i > 0) doc.moveTo(x, y).lineTo(x, y + height).stroke();
    caption(doc, label, x + 2 * mm, y + 2 * mm, w - 4 * mm);
    value(doc, text, x + 2 * mm, y + 5.5 * mm, w - 4 * mm, { bold: i === 4 });
  });
  return y + height;
}

function otherInformation(doc: Doc, y: number, c: NfseDocumentContent): number {
  const height = 22 * mm;
  box(doc, y, height);
  caption(doc, 'Outras informações', left + 3 * mm, y + 2 * mm, width - 6 * mm);
  const [year, month] = c.competence.split('-');
  const lines = [
    `Competência: ${month}/${year}. Local da prestação: ${c.provider.address.city}/${c.provider.address.state} (código IBGE ${c.provider.municipalityCode}).`,
    `RPS: ${c.rps}. ISS devido ao município do prestador${c.service.issWithheld ? ', retido pelo tomador' : ', não retido na fonte'}.`,
    'Documento emitido pelo emissor de NFS-e integrado da Verba.',
  ];
  doc.font('Helvetica').fontSize(8).fillColor('#222');
  let row = y + 6 * mm;
  for (const text of lines) {
    doc.text(text, left + 3 * mm, row, { width: width - 6 * mm });
    row = doc.y + 1 * mm;
  }
  return y + height;
}

/** The invoice as a PDF (A4). */
export async function nfsePdf(content: NfseDocumentContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: {
      Title: `NFS-e ${printedNfseNumber(content.number)}`,
      Subject: `Código de verificação ${content.verificationCode}`,
      Author: content.provider.name,
      CreationDate: new Date(content.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = header(doc, page.margin, content);
  y = party(doc, y + 3 * mm, 'PRESTADOR DE SERVIÇOS', content.provider, ['Inscrição municipal', content.provider.municipalRegistration]);
  y = party(doc, y + 3 * mm, 'TOMADOR DE SERVIÇOS', content.taker);
  y = description(doc, y + 3 * mm, content);
  y = total(doc, y + 3 * mm, content);
  y = serviceCode(doc, y + 3 * mm, content);
  y = taxes(doc, y + 3 * mm, content);
  otherInformation(doc, y + 3 * mm, content);
  doc.end();
  return done;
}
