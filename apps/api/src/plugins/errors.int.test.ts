import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDeps, type TestDeps } from '@verba/core/testing';
import { createLogger } from '@verba/core/logging';
import { createUser } from '@verba/core/testing/factories';
import { buildApp, type App } from '../app';

/** An unexpected database error is logged with its code and message, never with the query's parameters. */
describe('logging of unexpected errors', () => {
  let deps: TestDeps;
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    deps = await createTestDeps();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    deps.logger = createLogger({ level: 'info', destination: sink });
    app = await buildApp({ deps });
    app.get('/boom', async () => {
      const taken = await createUser({ db: deps.db });
      // A unique violation: PostgreSQL's detail and drizzle's message both carry the values.
      await deps.db.execute(
        sql`INSERT INTO users (company_id, role_id, name, email) VALUES (${taken.companyId}, 3, ${'Secret Name Param'}, ${taken.email})`,
      );
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await deps.database.close();
  });

  it('answers 500 and logs code and message only', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    const logged = lines.filter((l) => l.includes('unhandled error'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('23505');
    expect(logged[0]).toContain('duplicate key value violates unique constraint');
    expect(logged[0]).not.toContain('Secret Name Param');
    expect(logged[0]).not.toContain('@example.com');
    expect(logged[0]).not.toMatch(/params/i);
  });

  it('keeps parameters out of any logged err, whoever logs it', () => {
    const error = Object.assign(new Error('Failed query: select $1\nparams: hunter2'), {
      cause: Object.assign(new Error('invalid input syntax for type uuid: "hunter2"'), { code: '22P02' }),
    });
    lines.length = 0;
    deps.logger.error({ err: error }, 'somewhere else');
    expect(lines.join('')).toContain('22P02');
    expect(lines.join('')).not.toContain('hunter2');
  });
});
