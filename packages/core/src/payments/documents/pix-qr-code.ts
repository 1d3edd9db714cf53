import QRCode, { type QRCodeToBufferOptions } from 'qrcode';
import { isValidPixBrCode } from '@verba/domain';

// Medium error correction is what PSPs print for Pix; 4-module quiet zone per ISO/IEC 18004.
const options = { errorCorrectionLevel: 'M', margin: 4, width: 360 } as const satisfies QRCodeToBufferOptions;

function checked(payload: string): string {
  if (!isValidPixBrCode(payload)) throw new RangeError('Not a valid Pix BR Code payload');
  return payload;
}

/** PNG image of a Pix BR Code payload. */
export async function pixQrCodePng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(checked(payload), { ...options, type: 'png' });
}

/** `data:image/png;base64,…` URL of a Pix BR Code payload, for an <img> or an e-mail. */
export async function pixQrCodeDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(checked(payload), { ...options, type: 'image/png' });
}
