import type { Catalog, ForeignKey } from "./catalog";
import { RestError } from "./errors";
import { closestMatch } from "./fuzzy";

/**
 * A way to reach `target` from `origin`, read from the foreign keys as PostgREST reads
 * them: many-to-one (origin holds the key), one-to-many (target holds it), one-to-one
 * (the key's columns are unique) and many-to-many (a junction table whose primary key
 * holds a key to each side).
 */
export interface Relationship {
  cardinality: "many-to-one" | "one-to-many" | "one-to-one" | "many-to-many";
  origin: string;
  target: string;
  constraint: string;
  /** Pairs of (origin column, target column); empty for many-to-many. */
  columns: [string, string][];
  junction: Junction | null;
  self: boolean;
}

export interface Junction {
  table: string;
  toOrigin: ForeignKey;
  toTarget: ForeignKey;
}

export function toOne(rel: Relationship): boolean {
  return rel.cardinality === "many-to-one" || rel.cardinality === "one-to-one";
}

function isUnique(catalog: Catalog, table: string, columns: string[]): boolean {
  const keys = catalog.relations.get(table)?.uniqueKeys ?? [];
  return keys.some((key) => key.length === columns.length && key.every((c) => columns.includes(c)));
}

export function relationshipsOf(catalog: Catalog, origin: string): Relationship[] {
  const rels: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    const self = fk.table === fk.refTable;
    const unique = isUnique(catalog, fk.table, fk.columns);
    if (fk.table === origin) {
      rels.push({
        cardinality: unique && !self ? "one-to-one" : "many-to-one",
        origin, target: fk.refTable, constraint: fk.name, junction: null, self,
        columns: fk.columns.map((c, i) => [c, fk.refColumns[i] as string]),
      });
    }
    if (fk.refTable === origin) {
      rels.push({
        cardinality: unique && !self ? "one-to-one" : "one-to-many",
        origin, target: fk.table, constraint: fk.name, junction: null, self,
        columns: fk.refColumns.map((c, i) => [c, fk.columns[i] as string]),
      });
    }
  }
  for (const toOrigin of catalog.foreignKeys) {
    if (toOrigin.refTable !== origin) continue;
    const pk = catalog.relations.get(toOrigin.table)?.primaryKey ?? [];
    const inKey = (fk: ForeignKey) => fk.columns.every((c) => pk.includes(c));
    if (!inKey(toOrigin)) continue;
    for (const toTarget of catalog.foreignKeys) {
      if (toTarget === toOrigin || toTarget.table !== toOrigin.table || !inKey(toTarget)) continue;
      rels.push({
        cardinality: "many-to-many", origin, target: toTarget.refTable, constraint: toTarget.name,
        columns: [], junction: { table: toOrigin.table, toOrigin, toTarget }, self: false,
      });
    }
  }
  return rels;
}

function singleColumn(rel: Relationship, side: 0 | 1, name: string): boolean {
  return rel.columns.length === 1 && rel.columns[0]?.[side] === name;
}

/**
 * The one relationship `target!hint` names from `origin`, with PostgREST's rules: the
 * target is a table, a foreign key's name or a key column of the origin; a hint is a
 * foreign key's name, one of its columns, or the junction table. A self-reference reads
 * the table's name as its children and the key column as its parent.
 */
export function findRelationship(catalog: Catalog, origin: string, target: string, hint: string | null): Relationship {
  const all = relationshipsOf(catalog, origin);
  const rels = all.filter((rel) => {
    if (rel.junction === null && rel.self) {
      if (hint === null) {
        return (rel.target === target && rel.cardinality === "one-to-many") ||
          (singleColumn(rel, 0, target) && rel.cardinality === "many-to-one");
      }
      return rel.target === target && rel.cardinality === "one-to-many" && singleColumn(rel, 1, hint);
    }
    if (hint === null) {
      return rel.target === target || (rel.junction === null && (rel.constraint === target || singleColumn(rel, 0, target)));
    }
    return rel.target === target && (
      rel.junction === null
        ? rel.constraint === hint || singleColumn(rel, 0, hint) || singleColumn(rel, 1, hint)
        : rel.junction.table === hint
    );
  });
  if (rels.length === 1) return rels[0] as Relationship;
  if (rels.length > 1) throw ambiguous(origin, target, rels);
  throw noRelationship(catalog, origin, target, hint, all);
}

function noRelationship(catalog: Catalog, origin: string, target: string, hint: string | null, all: Relationship[]): RestError {
  let suggestion: string | null = null;
  if (all.length > 0) {
    const match = closestMatch(target, [...new Set(all.map((r) => r.target))], 0.33);
    if (match !== null && match !== target) suggestion = `Perhaps you meant '${match}' instead of '${target}'.`;
  } else {
    const origins = [...new Set(catalog.foreignKeys.flatMap((fk) => [fk.table, fk.refTable]))];
    const match = closestMatch(origin, origins, 0.33);
    if (match !== null) suggestion = `Perhaps you meant '${match}' instead of '${origin}'.`;
  }
  return new RestError(
    400,
    "PGRST200",
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}'` +
      `${hint === null ? "" : ` using the hint '${hint}'`} in the schema 'public', but no matches were found.`,
    suggestion,
  );
}

function ambiguous(origin: string, target: string, rels: Relationship[]): RestError {
  const list = (cols: string[]) => `(${cols.join(", ")})`;
  const details = rels.map((rel) => ({
    cardinality: rel.cardinality,
    embedding: `${rel.origin} with ${rel.target}`,
    relationship: rel.junction
      ? `${rel.junction.table} using ${rel.junction.toOrigin.name}${list(rel.junction.toOrigin.columns)} and ` +
        `${rel.junction.toTarget.name}${list(rel.junction.toTarget.columns)}`
      : `${rel.constraint} using ${rel.origin}${list(rel.columns.map((c) => c[0]))} and ${rel.target}${list(rel.columns.map((c) => c[1]))}`,
  }));
  const hints = rels.map((rel) => `'${rel.target}!${rel.junction ? rel.junction.table : rel.constraint}'`);
  return new RestError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    details,
    `Try changing '${target}' to one of the following: ${hints.join(", ")}. Find the desired relationship in the 'details' key.`,
  );
}
