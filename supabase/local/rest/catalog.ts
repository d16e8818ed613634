import type { Queryable } from "../db";

/** What the REST API knows about the `public` schema: names checked here are the only ones it emits. */
export interface Catalog {
  relations: Map<string, Relation>;
  routines: Map<string, Routine[]>;
}

export interface Column {
  name: string;
  /** `format_type` output, schema-qualified where needed: safe to splice into SQL. */
  type: string;
  /** The column default as SQL (`pg_get_expr`), or null. */
  default: string | null;
}

export interface Relation {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  name: string;
  /** Input parameters in declaration order. */
  params: RoutineParam[];
  returns: "void" | "scalar" | "composite";
  returnsSet: boolean;
  /** Result columns of a composite result (table row type, OUT or TABLE parameters). */
  columns: string[];
}

const RELATIONS_SQL = `
  select c.relname::text as rel, a.attname::text as col, format_type(a.atttypid, a.atttypmod) as type,
         pg_get_expr(d.adbin, d.adrelid) as "default",
         coalesce(a.attnum = any (i.indkey::int2[]), false) as pk
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
  left join pg_index i on i.indrelid = c.oid and i.indisprimary
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
  order by c.relname, a.attnum`;

const ROUTINES_SQL = `
  select p.proname::text as name, p.proretset as "set", p.pronargdefaults::int as ndefaults,
         coalesce(p.proargnames, '{}') as argnames, coalesce(p.proargmodes::text[], '{}') as argmodes,
         array(select format_type(u.t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
               with ordinality as u(t, i) order by u.i) as argtypes,
         p.prorettype = 'void'::regtype as void, p.prorettype = 'record'::regtype as record,
         array(select a.attname::text from pg_attribute a
               where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum) as relcols
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f'`;

interface RoutineRow {
  name: string;
  set: boolean;
  ndefaults: number;
  argnames: string[];
  argmodes: string[];
  argtypes: string[];
  void: boolean;
  record: boolean;
  relcols: string[];
}

/**
 * Caches the catalog between requests. An event trigger (sql/01-local-stack.sql) bumps
 * `_local_stack.schema_version` on every DDL statement; without it the catalog is
 * reloaded on every request. Call `get` before switching to the request's role.
 */
export class CatalogCache {
  private version: string | null = null;
  private catalog: Catalog | null = null;

  async get(tx: Queryable): Promise<Catalog> {
    const { rows } = await tx.query<{ version: string | null }>(`
      select case when exists (select 1 from pg_event_trigger where evtname = 'local_stack_schema_version')
        then (select version::text from _local_stack.schema_version) end as version`);
    const version = rows[0]?.version ?? null;
    if (this.catalog && version !== null && version === this.version) return this.catalog;
    this.catalog = await loadCatalog(tx);
    this.version = version;
    return this.catalog;
  }
}

async function loadCatalog(tx: Queryable): Promise<Catalog> {
  // An empty search_path makes format_type / pg_get_expr qualify every non-catalog name.
  await tx.query("select set_config('search_path', '', true)");
  const relations = new Map<string, Relation>();
  const cols = await tx.query<{ rel: string; col: string; type: string; default: string | null; pk: boolean }>(
    RELATIONS_SQL,
  );
  for (const row of cols.rows) {
    let rel = relations.get(row.rel);
    if (!rel) relations.set(row.rel, (rel = { name: row.rel, columns: new Map(), primaryKey: [] }));
    rel.columns.set(row.col, { name: row.col, type: row.type, default: row.default });
    if (row.pk) rel.primaryKey.push(row.col);
  }
  const routines = new Map<string, Routine[]>();
  for (const row of (await tx.query<RoutineRow>(ROUTINES_SQL)).rows) {
    const routine = toRoutine(row);
    routines.set(routine.name, [...(routines.get(routine.name) ?? []), routine]);
  }
  return { relations, routines };
}

function toRoutine(row: RoutineRow): Routine {
  const modes = row.argmodes.length ? row.argmodes : row.argtypes.map(() => "i");
  const inputs = modes.flatMap((mode, i) =>
    ["i", "b", "v"].includes(mode)
      ? [{ name: row.argnames[i] ?? "", type: row.argtypes[i] ?? "", hasDefault: false, variadic: mode === "v" }]
      : [],
  );
  inputs.forEach((p, i) => (p.hasDefault = i >= inputs.length - row.ndefaults));
  const outNames = modes.flatMap((mode, i) => (["o", "b", "t"].includes(mode) ? [row.argnames[i] ?? ""] : []));
  const composite = row.relcols.length > 0 || (row.record && outNames.length > 0);
  return {
    name: row.name,
    params: inputs,
    returns: row.void ? "void" : composite ? "composite" : "scalar",
    returnsSet: row.set,
    columns: row.relcols.length > 0 ? row.relcols : outNames,
  };
}
