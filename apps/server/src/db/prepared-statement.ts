import { createHash } from 'node:crypto';
import { DrizzleQueryError, Placeholder, fillPlaceholders, is, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** A statement built once: its text, and its parameters filled per use. */
export interface PreparedStatement<Values extends Record<string, unknown>> {
  text: string;
  with(values: Values): { name?: string; text: string; values: unknown[] };
}

const dialect = new PgDialect();

/**
 * Turns a statement written with `sql.placeholder(name)` into text once, so a hot read builds
 * nothing per request. Drizzle numbers every use of a value; each value is sent once instead,
 * under one number. Given a `prefix`, the statement is named after a hash of its text (one
 * name, one text, on every connection), so node-postgres prepares it once per connection and
 * PostgreSQL parses it once.
 */
export function prepareStatement<Values extends Record<string, unknown>>(
  statement: SQL,
  prefix?: string,
): PreparedStatement<Values> {
  const query = dialect.sqlToQuery(statement);
  const slots: unknown[] = [];
  const slotOfName = new Map<string, number>();
  const text = query.sql.replace(/\$(\d+)/g, (_, number: string) => {
    const param = query.params[Number(number) - 1];
    const name = is(param, Placeholder) ? param.name : undefined;
    const known = name === undefined ? undefined : slotOfName.get(name);
    if (known !== undefined) return `$${known}`;
    slots.push(param);
    if (name !== undefined) slotOfName.set(name, slots.length);
    return `$${slots.length}`;
  });
  const name = prefix
    ? `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
    : undefined;
  return {
    text,
    with: (values) => ({ name, text, values: fillPlaceholders(slots, values) }),
  };
}

/**
 * Runs a prepared statement's query on `pool`. A failure is wrapped as Drizzle wraps its own
 * queries' (`DrizzleQueryError`), so a connection reset under the query (a database crashing
 * or restarting) is told from a bug and answered 503, not 500
 * (platform/http/database-unavailable.ts): node-postgres reports it as a bare ECONNRESET.
 */
export async function runStatement<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  query: { name?: string; text: string; values: unknown[] },
): Promise<pg.QueryResult<Row>> {
  try {
    return await pool.query<Row>(query);
  } catch (error) {
    throw new DrizzleQueryError(query.text, query.values, error as Error);
  }
}
