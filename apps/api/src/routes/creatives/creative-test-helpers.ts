import { expect } from 'vitest';
import type { TestApp } from '../../testing';
import { advertiserBody } from '../advertisers/advertiser-test-body';

export type Headers = Record<string, string>;

/** A multipart/form-data body: plain fields first, then one file part `file`. */
export function multipartBody(
  file: { bytes: Buffer; filename?: string; contentType?: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----verba${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'file.bin'}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function createAdvertiser(t: TestApp, headers: Headers): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/advertisers',
    headers,
    payload: advertiserBody(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

export function upload(
  t: TestApp,
  headers: Headers,
  advertiserId: string,
  file: { bytes: Buffer; filename?: string; contentType?: string },
  fields: Record<string, string> = {},
) {
  const body = multipartBody(file, fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/advertisers/${advertiserId}/creative-assets`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
