import { checkColumn, orderClause, type Source, whereClause } from "./build";
import type { Catalog, Relation } from "./catalog";
import { notImplemented, RestError } from "./errors";
import type { Condition } from "./filters";
import type { EmbeddedParams, EmbedItem, RowRange, SelectItem } from "./query-params";
import { parseConditions } from "./query-params";
import { findRelationship, type Relationship, toOne } from "./relationships";
import { ident, type Params } from "./sql";

/** A table's part of a read: its select list and the lateral joins of what it embeds. */
export interface NodeSql {
  source: Source;
  projection: string;
  joins: string;
  /** Conditions the embeds add to this table's WHERE (inner joins, `embed=is.null`). */
  embedConditions: string[];
}

interface Context {
  catalog: Catalog;
  params: Params;
  embedded: Map<string, EmbeddedParams>;
  used: Set<string>;
  next: number;
}

/**
 * Plans a read of `rel` (as `alias`) with the select tree: every embedded table becomes
 * a lateral subquery correlated through its foreign key, aggregated with json_agg (to
 * many) or row_to_json (to one), as PostgREST builds them. Everything runs as the
 * caller's role, so each embedded table's own grants and RLS apply.
 */
export function planRead(
  catalog: Catalog,
  rel: Relation,
  alias: string,
  select: SelectItem[],
  conditions: Condition[],
  embedded: Map<string, EmbeddedParams>,
  params: Params,
): { node: NodeSql; where: string } {
  const ctx: Context = { catalog, params, embedded, used: new Set(), next: 1 };
  const node = planNode(ctx, rel, alias, select, "");
  const where = whereClause(node.source, conditions, params);
  for (const path of embedded.keys()) {
    if (!ctx.used.has(path)) {
      throw new RestError(400, "PGRST108", `'${path}' is not an embedded resource in this request`, null,
        `Verify that '${path}' is included in the 'select' query parameter.`);
    }
  }
  return { node, where: joinWhere(where, node.embedConditions) };
}

function joinWhere(where: string, extra: string[]): string {
  if (extra.length === 0) return where;
  return where ? `${where} and ${extra.join(" and ")}` : ` where ${extra.join(" and ")}`;
}

/** Computed fields of `rel`: functions whose first parameter is its row type, returning one value. */
export function relationSourceFor(catalog: Catalog, rel: Relation, alias: string): Source {
  const computed = new Map<string, string>();
  const rowTypes = [`public.${rel.name}`, `public.${ident(rel.name)}`];
  for (const fn of catalog.rowFunctions) {
    const takesRow = rowTypes.includes(fn.params[0]?.type ?? "") && fn.params.slice(1).every((p) => p.hasDefault);
    if (takesRow && fn.returns === "scalar" && !fn.returnsSet && !rel.columns.has(fn.name)) {
      computed.set(fn.name, `public.${ident(fn.name)}(${alias}::public.${ident(rel.name)})`);
    }
  }
  return { label: rel.name, columns: new Set(rel.columns.keys()), alias, computed };
}

function planNode(ctx: Context, rel: Relation, alias: string, select: SelectItem[], path: string): NodeSql {
  const base = relationSourceFor(ctx.catalog, rel, alias);
  const embeds = new Map<string, string>();
  const items: string[] = [];
  let joins = "";
  const embedConditions: string[] = [];
  for (const item of select) {
    if (item.kind === "star") items.push(`${alias}.*`);
    else if (item.kind === "column") {
      if (item.name === "count" && !rel.columns.has("count")) throw notImplemented(`Aggregates in select (${rel.name}.count)`);
      items.push(`${checkColumn(base, item.name)} as ${ident(item.alias)}`);
    }
    else {
      const embed = planEmbed(ctx, rel, alias, item, path);
      joins += embed.join;
      if (embed.output) items.push(embed.output);
      if (embed.value) embeds.set(item.alias, embed.value);
      if (embed.condition) embedConditions.push(embed.condition);
    }
  }
  return { source: { ...base, embeds }, projection: items.join(", ") || "1 as pgrst_nothing", joins, embedConditions };
}

interface EmbedSql {
  join: string;
  /** The select-list entry in the parent, if the embed shows in the response. */
  output: string | null;
  /** The embed's JSON value, for `key=is.null` filters. */
  value: string | null;
  condition: string | null;
}

function planEmbed(ctx: Context, parent: Relation, parentAlias: string, item: EmbedItem, parentPath: string): EmbedSql {
  const rel = resolve(ctx, parent, item);
  const target = ctx.catalog.relations.get(rel.target) as Relation;
  const n = ctx.next++;
  const alias = `pgrst_${n}`;
  const joinAlias = `pgrst_embed_${n}`;
  const path = parentPath ? `${parentPath}.${item.alias}` : item.alias;
  const params = ctx.embedded.get(path);
  if (params) ctx.used.add(path);
  const child = planNode(ctx, target, alias, item.select, path);
  const conditions = params ? parseConditions(params.rest) : [];
  const filters = whereClause(child.source, conditions, ctx.params).replace(/^ where /, "");
  const wheres = [joinCondition(rel, parentAlias, alias), ...(filters ? [filters] : []), ...child.embedConditions];
  const many = !toOne(rel);
  const query =
    `select ${child.projection} from public.${ident(target.name)} as ${alias}${child.joins} where ${wheres.join(" and ")}` +
    `${orderClause(child.source, params?.order ?? [])}${many ? pageClause(params?.range, ctx) : ""}`;
  if (item.spread) {
    if (many) throw notImplemented(`Spreading a to-many embedded table (...${item.target})`);
    const join = `${item.join === "inner" ? " inner" : " left"} join lateral (${query}) as ${joinAlias} on true`;
    return { join, output: item.select.length ? `${joinAlias}.*` : null, value: null, condition: null };
  }
  const aggregate = many ? "json_agg(pgrst_row)" : "row_to_json(pgrst_row)";
  const join = ` left join lateral (select ${aggregate} as obj from (${query}) pgrst_row) as ${joinAlias} on true`;
  const value = `${joinAlias}.obj`;
  const output = item.select.length === 0 ? null : `${many ? `coalesce(${value}, '[]')` : value} as ${ident(item.alias)}`;
  return { join, output, value, condition: item.join === "inner" ? `${value} is not null` : null };
}

function resolve(ctx: Context, parent: Relation, item: EmbedItem): Relationship {
  const computed = ctx.catalog.rowFunctions.some((fn) => fn.name === item.target && fn.params[0]?.type === `public.${parent.name}`);
  if (computed && !ctx.catalog.relations.has(item.target)) {
    throw notImplemented(`Computed relationships (${item.target})`);
  }
  return findRelationship(ctx.catalog, parent.name, item.target, item.hint);
}

function joinCondition(rel: Relationship, parentAlias: string, alias: string): string {
  if (rel.junction) {
    const { table, toOrigin, toTarget } = rel.junction;
    const j = `${alias}_junction`;
    const pairs = [
      ...toOrigin.columns.map((c, i) => `${j}.${ident(c)} = ${parentAlias}.${ident(toOrigin.refColumns[i] as string)}`),
      ...toTarget.columns.map((c, i) => `${j}.${ident(c)} = ${alias}.${ident(toTarget.refColumns[i] as string)}`),
    ];
    return `exists (select 1 from public.${ident(table)} as ${j} where ${pairs.join(" and ")})`;
  }
  return rel.columns.map(([o, t]) => `${alias}.${ident(t)} = ${parentAlias}.${ident(o)}`).join(" and ");
}

function pageClause(range: RowRange | undefined, ctx: Context): string {
  if (!range || (range.limit === null && range.offset === 0)) return "";
  const limit = range.limit === null ? "" : ` limit ${ctx.params.add(String(range.limit))}`;
  return `${limit} offset ${ctx.params.add(String(range.offset))}`;
}
