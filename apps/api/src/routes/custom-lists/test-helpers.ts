import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '@verba/db';
import type { TestApp } from '../../testing';
import { advertiserBody } from '../advertisers/advertiser-test-body';

export type Headers = { authorization: string };
export type Json = Record<string, unknown> & { data: Record<string, unknown> & { id: string } };

/** A multipart/form-data body with one file field. */
export function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----verba${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An advertiser of the caller's company, created `ageDays` ago. */
export async function createAdvertiserAged(t: TestApp, headers: Headers, ageDays = 0) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/advertisers',
    headers,
    payload: advertiserBody(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<Json>().data.id;
  if (ageDays)
    await t.deps.db.execute(
      sql`UPDATE advertisers SET created_at = now() - make_interval(days => ${ageDays}) WHERE id = ${id}`,
    );
  return id;
}

export async function createList(t: TestApp, headers: Headers, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/custom-lists', headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Json>().data;
}

export function importFile(
  t: TestApp,
  headers: Headers,
  id: string,
  bytes: Buffer,
  { name = 'lista.xlsx', mode }: { name?: string; mode?: 'add' | 'replace' } = {},
) {
  const body = multipart('file', name, 'application/octet-stream', bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/custom-lists/${id}/import${mode ? `?mode=${mode}` : ''}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function entryCount(t: TestApp, listId: string) {
  const [row] = await queryRows<{ n: number }>(
    t.deps.db,
    sql`SELECT count(*)::int AS n FROM custom_list_entries WHERE list_id = ${listId}`,
  );
  return Number(row!.n);
}
