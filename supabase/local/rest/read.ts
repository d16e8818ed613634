import type { Queryable } from "../db";
import { bodyExpr, limitClause, orderClause, type Source } from "./build";
import type { Catalog, Relation } from "./catalog";
import { planRead } from "./plan";
import type { Condition } from "./filters";
import type { Media, Preferences } from "./negotiate";
import type { QueryParams } from "./query-params";
import { readResponse, type ResultSet } from "./respond";
import { ident, Params } from "./sql";

export const SOURCE_ALIAS = "pgrst_source";

export function relationSource(rel: Relation): Source {
  return { label: rel.name, columns: new Set(rel.columns.keys()), alias: SOURCE_ALIAS };
}

export function qualified(rel: Relation): string {
  return `public.${ident(rel.name)}`;
}

export interface ReadRequest {
  catalog: Catalog;
  rel: Relation;
  query: QueryParams;
  conditions: Condition[];
  media: Media;
  prefs: Preferences;
  head: boolean;
  /** The request's query string, echoed in Content-Location. */
  search: string;
}

/** GET / HEAD on a table or view: one statement for the page, the count and the JSON body. */
export async function readRelation(tx: Queryable, r: ReadRequest): Promise<Response> {
  const params = new Params();
  const { node, where } = planRead(r.catalog, r.rel, SOURCE_ALIAS, r.query.select, r.conditions, r.query.embedded, params);
  const from = `${qualified(r.rel)} as ${SOURCE_ALIAS}${node.joins}`;
  const page =
    `select ${node.projection} from ${from}${where}` +
    `${orderClause(node.source, r.query.order)}${limitClause(r.query.range, params)}`;
  const total = r.prefs.count ? `(select count(*)::int from ${from}${where})` : "null::int";
  const sql = `select ${bodyExpr(r.media)} as body, count(*)::int as page, ${total} as total from (${page}) _t`;
  const { rows } = await tx.query<ResultSet>(sql, params.values);
  return readResponse(rows[0] as ResultSet, r.query.range.offset, r.media, r.head, {
    "Content-Location": `/${r.rel.name}${r.search}`,
  });
}
