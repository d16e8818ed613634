import { randomBytes } from "node:crypto";
import type { Queryable } from "../db";
import type { AuthContext } from "../types";
import { confirmEmail, createEmailUser, setPassword } from "./accounts";
import { AuthError, json, obj, readJson, str, type Body } from "./http";
import { assertStrongPassword, hashPassword } from "./passwords";
import { requireAdmin } from "./request-auth";
import { AUDIENCE, findUserByEmail, findUserById, jsonb, mergeMetadata, userJson, type UserRow } from "./users";
import { validEmail } from "./validation";

// The admin API supabase-js `auth.admin` calls (service_role tokens only):
// list, create, get, update and delete users. Fields the local stack does not
// implement (phone, password_hash, ban_duration, email changes, soft delete)
// are refused with a 400 rather than ignored.

const UNSUPPORTED = ["phone", "password_hash", "ban_duration", "phone_confirm"];

function refuseUnsupported(body: Body) {
  const field = UNSUPPORTED.find((key) => body[key] !== undefined && body[key] !== "" && body[key] !== false);
  if (field) throw new AuthError(400, "validation_failed", `The local stack does not support "${field}" in the admin API`);
}

async function loadUser(db: Queryable, id: string): Promise<UserRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw new AuthError(404, "validation_failed", "user_id must be an UUID");
  }
  const user = await findUserById(db, id);
  if (!user) throw new AuthError(404, "user_not_found", "User not found");
  return user;
}

/** Metadata and password changes shared by create and update. */
async function applyAdminFields(tx: Queryable, user: UserRow, body: Body, passwordHash: string | null) {
  const role = str(body, "role");
  if (role) await tx.query("update auth.users set role = $2 where id = $1", [user.id, role]);
  if (body.email_confirm === true) await confirmEmail(tx, user.id);
  if (passwordHash !== null) await setPassword(tx, user.id, passwordHash, null);
  for (const [field, column] of [["app_metadata", "raw_app_meta_data"], ["user_metadata", "raw_user_meta_data"]] as const) {
    const updates = obj(body, field);
    if (!updates) continue;
    const current = (await findUserById(tx, user.id))![column];
    await tx.query(`update auth.users set ${column} = $2, updated_at = now() where id = $1`, [
      user.id,
      jsonb(mergeMetadata(current, updates)),
    ]);
  }
  return userJson(tx, (await findUserById(tx, user.id))!);
}

export async function adminRoute(req: Request, subpath: string, ctx: AuthContext): Promise<Response | null> {
  const match = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(subpath);
  if (!match) return null;
  await requireAdmin(req);
  const id = match[1];
  if (!id && req.method === "GET") return listUsers(req, ctx);
  if (!id && req.method === "POST") return createUser(req, ctx);
  if (!id) return null;
  const user = await loadUser(ctx.db, decodeURIComponent(id));
  if (req.method === "GET") return json(await userJson(ctx.db, user));
  if (req.method === "PUT") return updateUser(req, ctx, user);
  if (req.method === "DELETE") {
    if ((await readJson(req)).should_soft_delete === true) {
      throw new AuthError(400, "validation_failed", "The local stack does not support soft deletion");
    }
    await ctx.db.query("delete from auth.users where id = $1", [user.id]);
    return json({});
  }
  return null;
}

async function createUser(req: Request, ctx: AuthContext): Promise<Response> {
  const body = await readJson(req);
  refuseUnsupported(body);
  if (!str(body, "email")) {
    throw new AuthError(400, "validation_failed", "Cannot create a user without either an email or phone");
  }
  const email = validEmail(str(body, "email"));
  if (await findUserByEmail(ctx.db, email)) {
    throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
  }
  const passwordHash = await hashPassword(str(body, "password") || randomBytes(48).toString("base64url"), ctx.config.passwordHashCost);
  const user = await ctx.db.transaction(async (tx) => {
    const created = await createEmailUser(tx, {
      email,
      passwordHash,
      userMetadata: obj(body, "user_metadata") ?? {},
      metadataFromIdentity: false,
    });
    return applyAdminFields(tx, created, body, null);
  });
  return json(user);
}

async function updateUser(req: Request, ctx: AuthContext, user: UserRow): Promise<Response> {
  const body = await readJson(req);
  refuseUnsupported(body);
  if (str(body, "email") && validEmail(str(body, "email")) !== user.email) {
    throw new AuthError(400, "validation_failed", "The local stack does not support changing a user's email");
  }
  const password = typeof body.password === "string" ? body.password : null;
  if (password !== null) assertStrongPassword(password);
  const hash = password === null ? null : await hashPassword(password, ctx.config.passwordHashCost);
  return json(await ctx.db.transaction((tx) => applyAdminFields(tx, user, body, hash)));
}

async function listUsers(req: Request, ctx: AuthContext): Promise<Response> {
  const url = new URL(req.url);
  const parse = (name: string, fallback: number) => {
    const raw = url.searchParams.get(name) || String(fallback);
    if (!/^\d+$/.test(raw)) throw new AuthError(400, "validation_failed", `Bad Pagination Parameters: invalid ${name} "${raw}"`);
    return Number(raw);
  };
  const page = parse("page", 1);
  const perPage = parse("per_page", 50);
  const total = Number(
    (await ctx.db.query<{ count: number }>("select count(*)::int as count from auth.users where aud = $1", [AUDIENCE]))
      .rows[0]!.count,
  );
  const { rows } = await ctx.db.query<UserRow>(
    "select * from auth.users where aud = $1 order by created_at desc, id limit $2 offset $3",
    [AUDIENCE, perPage, Math.max(page - 1, 0) * perPage],
  );
  const users = [];
  for (const row of rows) users.push(await userJson(ctx.db, row));
  return json({ users, aud: AUDIENCE }, 200, {
    Link: paginationLink(url, page, perPage === 0 ? 0 : Math.ceil(total / perPage)),
    "X-Total-Count": String(total),
  });
}

/** GoTrue's Link header: rel="next" while pages remain, always rel="last" (query keys sorted, as Go encodes them). */
function paginationLink(url: URL, page: number, totalPages: number): string {
  const pageUrl = (n: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set("page", String(n));
    query.sort();
    return `</admin/users?${query}>`;
  };
  const next = totalPages > page ? `${pageUrl(page + 1)}; rel="next", ` : "";
  return `${next}${pageUrl(totalPages)}; rel="last"`;
}
