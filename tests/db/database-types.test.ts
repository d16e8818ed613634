import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/supabase/local/db";
import { migratedDb, ROOT } from "./helpers/db";
import { readDatabaseTypes, type SchemaShape } from "./helpers/type-shape";

// lib/database.types.ts is written by hand in the shape `supabase gen types`
// produces; this keeps it equal to the migrated catalog.

/** Columns a trigger fills, so inserts may leave them out although they are NOT NULL without a default. */
const TRIGGER_FILLED = new Set(["appointments.ends_at"]);

let db: Db;
let types: SchemaShape;

beforeAll(async () => {
  db = await migratedDb();
  types = readDatabaseTypes(path.join(ROOT, "lib/database.types.ts"));
});
afterAll(() => db?.close());

describe("lib/database.types.ts matches the database", () => {
  it("tables: columns, nullability, and which columns an insert may omit", async () => {
    const { rows } = await db.query<{ tbl: string; col: string; nullable: boolean; has_default: boolean }>(
      `select c.relname as tbl, a.attname as col, not a.attnotnull as nullable,
              (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`,
    );
    const tables = [...new Set(rows.map((r) => r.tbl))].sort();
    expect(Object.keys(types.tables).sort()).toEqual(tables);
    for (const table of tables) {
      const columns = rows.filter((r) => r.tbl === table);
      const t = types.tables[table]!;
      const expectShape = (optional: (r: (typeof columns)[number]) => boolean) =>
        Object.fromEntries(columns.map((r) => [r.col, { nullable: r.nullable, optional: optional(r) }]));
      expect(t.Row, `${table}.Row`).toEqual(expectShape(() => false));
      expect(t.Insert, `${table}.Insert`).toEqual(
        expectShape((r) => r.nullable || r.has_default || TRIGGER_FILLED.has(`${table}.${r.col}`)),
      );
      expect(t.Update, `${table}.Update`).toEqual(expectShape(() => true));
    }
  });

  it("functions: names, argument names and defaults, and the columns of row results", async () => {
    const { rows } = await db.query<{ name: string; args: string[]; optional: number; out: string[] | null; rowtype: string[] | null }>(
      `select p.proname as name,
              case when p.proargnames is null then '{}'::text[] else
                array(select n from unnest(p.proargnames, coalesce(p.proargmodes, array_fill('i'::"char", array[cardinality(p.proargnames)]))) x(n, m)
                      where m in ('i', 'b', 'v')) end as args,
              p.pronargdefaults as optional,
              case when p.proargmodes is not null then
                nullif(array(select n from unnest(p.proargnames, p.proargmodes) x(n, m) where m in ('o', 't', 'b') order by n), '{}') end as out,
              nullif(array(select a.attname::text from pg_type t join pg_attribute a on a.attrelid = t.typrelid
                           where t.oid = p.prorettype and t.typrelid <> 0 and a.attnum > 0 and not a.attisdropped order by a.attname), '{}') as rowtype
       from pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'trigger'::regtype`,
    );
    expect(Object.keys(types.functions).sort()).toEqual(rows.map((r) => r.name).sort());
    for (const fn of rows) {
      const t = types.functions[fn.name]!;
      const expectedArgs = Object.fromEntries(
        fn.args.map((name, i) => [name, { optional: i >= fn.args.length - fn.optional }]),
      );
      const actualArgs = Object.fromEntries(Object.entries(t.Args).map(([name, s]) => [name, { optional: s.optional }]));
      expect(actualArgs, `${fn.name} Args`).toEqual(expectedArgs);
      expect(t.Returns, `${fn.name} Returns`).toEqual(fn.out ?? fn.rowtype);
    }
  });
});
