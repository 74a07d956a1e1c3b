import { Column, fillPlaceholders, is, type SQL } from 'drizzle-orm';
import { PgDialect, QueryBuilder, type PgSelectBuilder, type SelectedFields } from 'drizzle-orm/pg-core';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * A statement on a hot path (the autosave, the tenant binding), built once: drizzle turns `query` into SQL
 * text when the module loads, with `sql.placeholder(name)` where the values go, and each run only binds
 * values and maps rows. Building a query with drizzle's query builder costs more Node CPU than running it
 * (decision 0011), and the text is the same on every run, so the PostgreSQL server keeps one prepared
 * statement for it per connection (db/client.ts). Values reach the driver as given: encode them as their
 * column would (`column.mapToDriverValue`, or `encode` below). Rows arrive as arrays in the order of the
 * select or returning list, on PGlite and on postgres.js alike.
 *
 * The runner takes any transaction: repositories wrap it with the one they require (a TenantTx), so the
 * statement still runs only inside withTenant.
 */
export const compileStatement = <V extends Record<string, unknown>, R>(
  name: string,
  query: SQL,
  mapRow: (row: unknown[]) => R,
) => {
  const compiled = dialect.sqlToQuery(query);
  const mapRows = (rows: unknown[][]): R[] => rows.map((row) => mapRow(row));
  const run = (tx: Db, values: V): Promise<R[]> => {
    const session = tx._.session;
    // On postgres.js straight to the driver (prepared, rows as arrays): drizzle's prepared query adds a
    // tracing span and a cache lookup to every run, a tenth of an autosave's CPU (issue 21).
    if (session instanceof PostgresJsSession)
      return (session.client as postgres.Sql)
        .unsafe(compiled.sql, fillPlaceholders(compiled.params, values) as postgres.ParameterOrJSON<never>[], {
          prepare: true,
        })
        .values()
        .then((rows) => mapRows(rows as unknown[][]));
    return session
      .prepareQuery<{ execute: R[]; all: unknown; values: unknown }>(compiled, undefined, name, true, mapRows)
      .execute(values);
  };
  /** The SQL text: $1, $2… number the placeholders' occurrences in order (a placeholder used twice takes two). */
  return Object.assign(run, { text: compiled.sql });
};

/** A value as drizzle would send it for `column` (dates as ISO text, json as text); null and undefined as SQL null. */
export const encode = (column: Column, value: unknown): unknown =>
  value === null || value === undefined ? null : column.mapToDriverValue(value);

/** A value read for `column` as drizzle would map it (timestamps to Date, json parsed); null stays null. */
export const decode = (column: Column, value: unknown): unknown =>
  value === null || value === undefined ? null : column.mapFromDriverValue(value);

/**
 * Reads the columns of a table's row, or of a select list, from a compiled statement's row, starting at
 * `offset`: the returning or select list must name `columns` in the same order (`columnList`, or the object
 * given to `select`). A column is decoded as drizzle would; an SQL expression comes as the driver gives it.
 */
export const rowDecoder = <T>(columns: Record<string, Column | SQL | SQL.Aliased>) => {
  // Which entries are columns is settled once here: drizzle's `is()` walks prototypes, and rows are many.
  const fields = Object.entries(columns).map(([key, column]) => ({
    key,
    column: is(column, Column) ? column : undefined,
  }));
  return (row: unknown[], offset = 0): T => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const { key, column } = fields[i]!;
      const value = row[offset + i];
      out[key] = column ? decode(column, value) : value;
    }
    return out as T;
  };
};

const queryBuilder = new QueryBuilder();

/**
 * A select on a hot path written with drizzle's query builder and built once: `build` gets
 * `select(columns)` and adds the rest, with `sql.placeholder(name)` where values go; it runs as a compiled
 * statement (above), each row decoded to `columns`' keys (a flat select list: columns and SQL expressions).
 */
export const compileSelect = <R, C extends SelectedFields = SelectedFields>(
  name: string,
  columns: C,
  build: (select: PgSelectBuilder<C, 'qb'>) => { getSQL(): SQL },
) =>
  compileStatement<Record<string, unknown>, R>(
    name,
    build(queryBuilder.select(columns)).getSQL(),
    rowDecoder<R>(columns as Record<string, Column | SQL | SQL.Aliased>),
  );
