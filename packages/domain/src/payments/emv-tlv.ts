/**
 * EMV® QR Code (Merchant-Presented Mode) building blocks used by the Pix BR Code: TLV objects
 * (2-digit id, 2-digit length, value) and the CRC16 that closes every payload.
 */

export interface TlvObject {
  id: string;
  value: string;
}

/** One TLV object; the value must fit the 2-digit length (≤ 99 characters). */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV id must be 2 digits: ${id}`);
  if (value.length > 99) throw new RangeError(`EMV object ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Splits a TLV sequence; undefined when the structure is malformed (bad id, length overrun). */
export function readTlv(text: string): TlvObject[] | undefined {
  const out: TlvObject[] = [];
  let i = 0;
  while (i < text.length) {
    const head = text.slice(i, i + 4);
    if (!/^\d{4}$/.test(head)) return undefined;
    const length = Number(head.slice(2));
    const value = text.slice(i + 4, i + 4 + length);
    if (value.length !== length) return undefined;
    out.push({ id: head.slice(0, 2), value });
    i += 4 + length;
  }
  return out;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR) over
 * the UTF-8 bytes of `text`, as 4 upper-case hex digits — the checksum of object 63.
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
