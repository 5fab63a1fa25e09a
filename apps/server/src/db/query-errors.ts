import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';

/** The fields of a driver's error (pg's DatabaseError, PGlite's) that name no stored value. */
interface DriverError extends Error {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const isDriverError = (value: unknown): value is DriverError => {
  const code = value instanceof Error ? (value as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in (value as Error);
};

/** A failed query, found in an error or its causes: what it was and the database's SQLSTATE. */
export interface DatabaseFailure {
  /** The failing statement's SQL text (placeholders, no values), when known. */
  sql?: string;
  driver?: DriverError;
}

export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  const failure: DatabaseFailure = {};
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof DrizzleQueryError) failure.sql ??= current.query;
    if (isDriverError(current)) failure.driver ??= current;
    current = current.cause;
  }
  return failure.sql !== undefined || failure.driver ? failure : undefined;
}

/**
 * Text PostgreSQL cannot store: 22021 (invalid byte sequence — from a JavaScript string that is
 * only ever U+0000) and 22P05 (untranslatable character, e.g. `\u0000` in jsonb). The contract's
 * schemas refuse NUL first; this catches any text that reaches the database some other way.
 */
export function unstorableTextMessage(error: unknown): string | undefined {
  const code = databaseFailure(error)?.driver?.code;
  if (code === '22021') return 'Text must not contain NUL characters';
  if (code === '22P05') return 'Text contains characters the database cannot store';
  return undefined;
}

/** `insert users`, `select problems` …: names a statement by its verb and first table only. */
export function queryName(sql: string): string {
  const verb = /^\s*(select|insert|update|delete|with)\b/i.exec(sql)?.[1]?.toLowerCase();
  if (!verb) return 'query';
  const table =
    verb === 'insert'
      ? /\binto\s+"?([\w.]+)"?/i
      : verb === 'update'
        ? /^\s*update\s+"?([\w.]+)"?/i
        : /\bfrom\s+"?([\w.]+)"?/i;
  const name = table.exec(sql)?.[1];
  return name ? `${verb} ${name}` : verb;
}

/**
 * The logger's `err` serializer. A database failure is logged by kind only — its class, the
 * SQLSTATE, the query's name and the constraint/table/column it concerns — because everything
 * else may carry stored values: Drizzle's message and `params` hold every bind parameter (a
 * password hash on register), the driver's `detail` and message quote values ("Key (email)=…",
 * "invalid input syntax for type uuid: …"), PGlite's error repeats the query and its params.
 * Every other error gets pino's standard serializer.
 */
export function serializeLoggedError(error: Error): LoggedError {
  const failure = databaseFailure(error);
  if (!failure) return pino.stdSerializers.err(error);
  const { driver, sql } = failure;
  return {
    type: error.constructor.name,
    message: `database query failed${driver ? ` (SQLSTATE ${driver.code})` : ''}`,
    query: sql === undefined ? undefined : queryName(sql),
    code: driver?.code,
    constraint: driver?.constraint,
    table: driver?.table,
    column: driver?.column,
    stack: framesOnly(error),
  };
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The stack's frames without its first line(s), which repeat the message. */
function framesOnly(error: Error): string {
  const stack = error.stack ?? '';
  const at = stack.indexOf(error.message);
  return at < 0 ? '' : stack.slice(at + error.message.length).replace(/^\n/, '');
}
