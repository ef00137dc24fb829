import type pg from 'pg';
import type { Logger } from 'pino';
import { readOrCreateSecret } from '../platform/config/persisted-secret.js';
import { withClient, withDatabaseName } from './client.js';

/**
 * The role the app runs as on the embedded server (docs/SECURITY.md): it logs in, owns the app's
 * database and so its schemas, and nothing more. A query the app is tricked into running can
 * then neither read other databases' secrets (pg_authid), nor make roles, nor run programs on
 * the server (COPY … PROGRAM), which a superuser connection could.
 */
export const EMBEDDED_APP_ROLE = 'directory_app';
/** DATA_DIR file of the app role's generated password (beside the superuser's). */
export const APP_ROLE_PASSWORD_FILE = 'postgres-app-password';
/**
 * Extensions the migrations need, created by the superuser before they run (the app role may
 * not create untrusted ones). A migration that adds `CREATE EXTENSION` must list its extension
 * here (app-role.test.ts checks). `btree_gin` (drizzle/0025) is trusted, so a database owner
 * elsewhere may create it itself; here the superuser does, as for any other.
 */
export const SUPERUSER_EXTENSIONS: readonly string[] = ['btree_gin'];

const ROLE_ATTRIBUTES = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';

/**
 * As the superuser of `adminUrl`: makes (or brings back into shape) the app role and `database`
 * owned by it, creates SUPERUSER_EXTENSIONS, and hands the role whatever a superuser still owns
 * in the database (a data directory from before this role, where the app ran as `postgres`).
 * Idempotent, so every start runs it. Answers the app role's URL of `database`.
 */
export async function ensureAppDatabase(options: {
  adminUrl: string;
  dataDir: string;
  database: string;
  logger: Logger;
}): Promise<string> {
  const { adminUrl, dataDir, database, logger } = options;
  const password = await readOrCreateSecret(dataDir, APP_ROLE_PASSWORD_FILE);
  await withClient(adminUrl, async (admin) => {
    await ensureLoginRole(admin, EMBEDDED_APP_ROLE, password);
    await ensureDatabaseOwnedBy(admin, database, EMBEDDED_APP_ROLE, logger);
  });
  await withClient(withDatabaseName(adminUrl, database), async (admin) => {
    for (const extension of SUPERUSER_EXTENSIONS) {
      await admin.query(`CREATE EXTENSION IF NOT EXISTS ${admin.escapeIdentifier(extension)}`);
    }
    const moved = await reassignSuperuserObjects(admin, EMBEDDED_APP_ROLE);
    if (moved > 0) {
      logger.warn(
        { objects: moved, role: EMBEDDED_APP_ROLE },
        'gave the app role the objects a superuser owned in the app database (an older data directory)',
      );
    }
  });
  return roleUrl(withDatabaseName(adminUrl, database), EMBEDDED_APP_ROLE, password);
}

/** `url` with another user and password. */
function roleUrl(url: string, role: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(role);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/**
 * Creates the role, or resets an existing one's attributes and password (the file in DATA_DIR
 * is the truth: a role someone widened, or a password file restored from a backup, is put
 * right). DDL takes no bind parameters, so the password goes in as an escaped literal.
 */
async function ensureLoginRole(admin: pg.Client, role: string, password: string): Promise<void> {
  const name = admin.escapeIdentifier(role);
  const secret = admin.escapeLiteral(password);
  const found = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (found.rowCount === 0) {
    try {
      await admin.query(`CREATE ROLE ${name} WITH ${ROLE_ATTRIBUTES} PASSWORD ${secret}`);
      return;
    } catch (error) {
      // Made meanwhile by another process starting on the same server: set it as below.
      if ((error as { code?: string }).code !== '42710') throw error;
    }
  }
  await admin.query(`ALTER ROLE ${name} WITH ${ROLE_ATTRIBUTES} PASSWORD ${secret}`);
}

async function ensureDatabaseOwnedBy(
  admin: pg.Client,
  database: string,
  role: string,
  logger: Logger,
): Promise<void> {
  const readOwner = async () => {
    const { rows } = await admin.query<{ owner: string }>(
      'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
      [database],
    );
    return rows[0]?.owner;
  };
  const owner = await readOwner();
  const name = admin.escapeIdentifier(database);
  if (owner === undefined) {
    await admin
      .query(`CREATE DATABASE ${name} OWNER ${admin.escapeIdentifier(role)}`)
      .catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another process
      });
    if ((await readOwner()) === role) return;
  } else if (owner === role) {
    return;
  }
  logger.warn({ database, role }, 'making the app role the owner of the app database');
  await admin.query(`ALTER DATABASE ${name} OWNER TO ${admin.escapeIdentifier(role)}`);
}

/** Schemas that are the app's: not the system's. */
const USER_SCHEMA = `n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_%'`;
const SUPERUSERS = '(SELECT oid FROM pg_roles WHERE rolsuper)';
/** Not part of an extension (those stay with the extension's owner). */
const notMemberOfExtension = (catalog: string, oid: string) => `NOT EXISTS (
  SELECT 1 FROM pg_depend d
   WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;

/**
 * One ALTER … OWNER TO statement per schema, table (partitions too), view, sequence, routine
 * and type of the app's schemas that a superuser owns. A table's indexes and its serial or
 * identity sequences follow the table; the rest is listed on its own.
 */
const SUPERUSER_OBJECTS_SQL = `
  SELECT 1 AS step, format('ALTER SCHEMA %I OWNER TO %I', n.nspname, $1::text) AS statement
    FROM pg_namespace n
   WHERE n.nspowner IN ${SUPERUSERS} AND ${USER_SCHEMA}
     AND ${notMemberOfExtension('pg_namespace', 'n.oid')}
  UNION ALL
  SELECT 2, format('ALTER %s %s OWNER TO %I',
                   CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
                                  WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE'
                                  ELSE 'TABLE' END,
                   c.oid::regclass, $1::text)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relowner IN ${SUPERUSERS} AND ${USER_SCHEMA}
     AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
     -- Left out: extension members, and sequences of a serial or identity column (they move
     -- with their table; changing them alone is refused). Partitions are listed: a partitioned
     -- table's new owner does not pass to them.
     AND NOT EXISTS (SELECT 1 FROM pg_depend d
                      WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                        AND d.objsubid = 0
                        AND (d.deptype = 'e'
                             OR (c.relkind = 'S' AND d.deptype IN ('a', 'i')
                                 AND d.refclassid = 'pg_class'::regclass)))
  UNION ALL
  SELECT 3, format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, $1::text)
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE p.proowner IN ${SUPERUSERS} AND ${USER_SCHEMA}
     AND ${notMemberOfExtension('pg_proc', 'p.oid')}
  UNION ALL
  SELECT 4, format('ALTER %s %s OWNER TO %I',
                   CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.oid::regtype, $1::text)
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
   WHERE t.typowner IN ${SUPERUSERS} AND ${USER_SCHEMA}
     AND (t.typtype IN ('e', 'd', 'r')
          OR (t.typtype = 'c' AND EXISTS (SELECT 1 FROM pg_class c
                                           WHERE c.oid = t.typrelid AND c.relkind = 'c')))
     AND ${notMemberOfExtension('pg_type', 't.oid')}
  ORDER BY step`;

/** In one transaction: a start that dies half way leaves the old owner, and the next retries. */
async function reassignSuperuserObjects(admin: pg.Client, role: string): Promise<number> {
  const { rows } = await admin.query<{ statement: string }>(SUPERUSER_OBJECTS_SQL, [role]);
  if (rows.length === 0) return 0;
  await admin.query('BEGIN');
  try {
    for (const { statement } of rows) await admin.query(statement);
    await admin.query('COMMIT');
  } catch (error) {
    await admin.query('ROLLBACK');
    throw error;
  }
  return rows.length;
}
