// @module-tag local-stack
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";
import { emptySupabaseDir } from "./support/empty-project";
import { OWNER_A, OWNER_B } from "./support/fixtures";
import { clientWithToken, signTestJwt } from "./support/tokens";

// The local Storage API through supabase-js, with a private bucket and the
// policies the app's attachments will have: users reach objects under the
// folders of their own requests. Storage answers client errors with HTTP 400
// and the meaning in the body's statusCode (storage-js: error.status / error.statusCode).

const REQUEST_A = "00000000-0000-4000-8000-0000000000a1";
const REQUEST_B = "00000000-0000-4000-8000-0000000000b1";

const OWN_FOLDER = `bucket_id = 'attachments'
  and (storage.foldername(name))[1] in (select id::text from public.requests where user_id = (select auth.uid()))`;

const ATTACHMENTS_SQL = `
create table public.requests (id uuid primary key, user_id uuid not null);
alter table public.requests enable row level security;
grant select on public.requests to authenticated;
create policy requests_own on public.requests for select to authenticated using (user_id = (select auth.uid()));
insert into public.requests values ('${REQUEST_A}', '${OWNER_A}'), ('${REQUEST_B}', '${OWNER_B}');
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('attachments', 'attachments', false, 1024, array['image/*', 'application/pdf', 'text/plain']);
create policy attachments_insert on storage.objects for insert to authenticated with check (${OWN_FOLDER});
create policy attachments_select on storage.objects for select to authenticated using (${OWN_FOLDER});
create policy attachments_update on storage.objects for update to authenticated using (${OWN_FOLDER});
create policy attachments_delete on storage.objects for delete to authenticated using (${OWN_FOLDER});
insert into storage.buckets (id, name) values ('dropbox', 'dropbox');
create policy dropbox_insert on storage.objects for insert to authenticated with check (bucket_id = 'dropbox');`;

let stack: TestStack;
let anon: SupabaseClient;
let service: SupabaseClient;
let userA: SupabaseClient;
let userB: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ supabaseDir: emptySupabaseDir() });
  await stack.db.exec(ATTACHMENTS_SQL);
  anon = stack.anonClient();
  service = stack.serviceClient();
  userA = clientWithToken(stack.url, stack.anonKey, await signTestJwt({ sub: OWNER_A }));
  userB = clientWithToken(stack.url, stack.anonKey, await signTestJwt({ sub: OWNER_B }));
});
afterAll(() => stack?.stop());

const bucket = (client: SupabaseClient) => client.storage.from("attachments");
const text = (body: string, type = "text/plain") => new File([body], "ignored.txt", { type });

/** What storage-js puts in an error: the HTTP status, and Storage's `statusCode` from the body. */
function expectStorageError(error: unknown, status: number, statusCode: string, message: string): void {
  const e = error as { status?: number; statusCode?: string; message?: string } | null;
  expect({ status: e?.status, statusCode: e?.statusCode, message: e?.message }).toEqual({ status, statusCode, message });
}

async function json(res: Response): Promise<[number, Record<string, unknown>]> {
  return [res.status, (await res.json()) as Record<string, unknown>];
}

const RLS_REFUSAL = "new row violates row-level security policy";

describe("upload", () => {
  it("stores a file for the owner of the request folder (multipart, as storage-js sends a File)", async () => {
    const path = `${REQUEST_A}/m1/note.txt`;
    const { data, error } = await bucket(userA).upload(path, text("hello"));
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.any(String), path, fullPath: `attachments/${path}` });
    const { rows } = await stack.db.query<{ row: Record<string, unknown> }>(
      `select json_build_object('id', id, 'owner', owner, 'owner_id', owner_id, 'tokens', path_tokens,
         'size', metadata->'size', 'mimetype', metadata->>'mimetype', 'cache', metadata->>'cacheControl',
         'etag', metadata->>'eTag') as row from storage.objects where name = $1`,
      [path],
    );
    expect(rows[0]?.row).toEqual({
      id: data?.id, owner: OWNER_A, owner_id: OWNER_A, tokens: [REQUEST_A, "m1", "note.txt"], size: 5,
      mimetype: "text/plain", cache: "max-age=3600", etag: '"5d41402abc4b2a76b9719d911017c592"',
    });
    const download = await bucket(userA).download(path);
    expect(await download.data?.text()).toBe("hello");
  });

  it("takes a raw body with its content type, and an empty file", async () => {
    const raw = await bucket(userA).upload(`${REQUEST_A}/m1/raw.pdf`, Buffer.from("%PDF-1.4"), { contentType: "application/pdf" });
    expect(raw.error).toBeNull();
    const empty = await bucket(userA).upload(`${REQUEST_A}/m1/empty.png`, new Uint8Array(0), { contentType: "image/png" });
    expect(empty.error).toBeNull();
    expect((await bucket(userA).download(`${REQUEST_A}/m1/empty.png`)).data?.size).toBe(0);
  });

  it("refuses another user and anon with Storage's RLS error (400, statusCode 403)", async () => {
    const other = await bucket(userB).upload(`${REQUEST_A}/m1/intruder.txt`, text("no"));
    expectStorageError(other.error, 400, "403", RLS_REFUSAL);
    const visitor = await bucket(anon).upload(`${REQUEST_A}/m1/anon.txt`, text("no"));
    expectStorageError(visitor.error, 400, "403", RLS_REFUSAL);
    const res = await fetch(`${stack.url}/storage/v1/object/attachments/${REQUEST_A}/m1/anon.txt`, {
      method: "POST",
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}`, "Content-Type": "text/plain" },
      body: "no",
    });
    expect(await json(res)).toEqual([400, { statusCode: "403", code: "AccessDenied", error: "Unauthorized", message: RLS_REFUSAL }]);
    const { rows } = await stack.db.query("select 1 from storage.objects where name like '%intruder%' or name like '%anon%'");
    expect(rows).toEqual([]);
  });

  it("needs only INSERT rights for a plain upload (Storage writes the row itself), more to upsert", async () => {
    const drop = userA.storage.from("dropbox");
    const { data, error } = await drop.upload("inbox/letter.txt", text("dear"));
    expect([data?.path, error]).toEqual(["inbox/letter.txt", null]);
    expectStorageError((await drop.download("inbox/letter.txt")).error, 400, "404", "Object not found");
    // The unique key is checked whatever RLS hides, as on hosted.
    expectStorageError((await drop.upload("inbox/letter.txt", text("again"))).error, 400, "409", "The resource already exists");
    expectStorageError((await drop.upload("inbox/other.txt", text("x"), { upsert: true })).error, 400, "403", RLS_REFUSAL);
  });

  it("refuses an existing path unless upserting; upsert and update replace the bytes under the same id", async () => {
    const path = `${REQUEST_A}/m2/photo.png`;
    const first = await bucket(userA).upload(path, text("v1", "image/png"));
    const again = await bucket(userA).upload(path, text("v2", "image/png"));
    expectStorageError(again.error, 400, "409", "The resource already exists");
    const upserted = await bucket(userA).upload(path, text("v2", "image/png"), { upsert: true });
    expect(upserted.data?.id).toBe(first.data?.id);
    expect(await (await bucket(userA).download(path)).data?.text()).toBe("v2");
    const updated = await bucket(userA).update(path, text("v3", "image/png"));
    expect(updated.error).toBeNull();
    expect(await (await bucket(userA).download(path)).data?.text()).toBe("v3");
    const hijack = await bucket(userB).upload(path, text("evil", "image/png"), { upsert: true });
    expectStorageError(hijack.error, 400, "403", RLS_REFUSAL);
    expect(await (await bucket(userA).download(path)).data?.text()).toBe("v3");
  });

  it("applies the bucket's size limit (413) and mime types (415); unknown buckets and bad keys are refused", async () => {
    const big = await bucket(userA).upload(`${REQUEST_A}/m3/big.txt`, text("x".repeat(1025)));
    expectStorageError(big.error, 400, "413", "The object exceeded the maximum allowed size");
    const bigRaw = await bucket(userA).upload(`${REQUEST_A}/m3/big.png`, Buffer.alloc(1025), { contentType: "image/png" });
    expectStorageError(bigRaw.error, 400, "413", "The object exceeded the maximum allowed size");
    expect((await bucket(userA).upload(`${REQUEST_A}/m3/fits.txt`, text("x".repeat(1024)))).error).toBeNull();
    const html = await bucket(userA).upload(`${REQUEST_A}/m3/page.html`, text("<p>", "text/html"));
    expectStorageError(html.error, 400, "415", "mime type text/html is not supported");
    // storage-js's default content type for raw bodies carries a charset, which Storage compares as written.
    const charset = await bucket(userA).upload(`${REQUEST_A}/m3/raw.txt`, "plain");
    expectStorageError(charset.error, 400, "415", "mime type text/plain;charset=UTF-8 is not supported");
    const nowhere = await userA.storage.from("no-such-bucket").upload("a/b.txt", text("x"));
    expectStorageError(nowhere.error, 400, "404", "Bucket not found");
    const badKey = await bucket(userA).upload(`${REQUEST_A}/m3/café.txt`, text("x"));
    expectStorageError(badKey.error, 400, "400", `Invalid key: ${REQUEST_A}/m3/café.txt`);
    const res = await fetch(`${stack.url}/storage/v1/object/attachments/${REQUEST_A}/m3/big.txt`, {
      method: "POST",
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}`, "Content-Type": "image/png" },
      body: Buffer.alloc(2000),
    });
    expect(await json(res)).toEqual([
      400,
      { statusCode: "413", code: "EntityTooLarge", error: "Payload too large", message: "The object exceeded the maximum allowed size" },
    ]);
  });
});

describe("signed URLs", () => {
  const path = `${REQUEST_A}/m4/report.pdf`;
  beforeAll(async () => {
    await bucket(userA).upload(path, new File(["%PDF report"], "report.pdf", { type: "application/pdf" }));
  });

  it("lets the owner sign a URL that a plain fetch (no API key) downloads", async () => {
    const { data, error } = await bucket(userA).createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(new RegExp(`^${stack.url}/storage/v1/object/sign/attachments/${path}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    const res = await fetch(data?.signedUrl as string);
    expect([res.status, res.headers.get("content-type"), await res.text()]).toEqual([200, "application/pdf", "%PDF report"]);
    expect(res.headers.get("expires")).toBeTruthy();
    const asFile = await fetch(`${data?.signedUrl}&download=report%201.pdf`);
    expect(asFile.headers.get("content-disposition")).toBe("attachment; filename=report%201.pdf; filename*=UTF-8''report%201.pdf");
  });

  it("refuses an expired token, a tampered one and one for another path", async () => {
    // The tampered and moved tokens live a minute, so on a slow machine their expiry is never what refuses them.
    const { data } = await bucket(userA).createSignedUrl(path, 60);
    const url = data?.signedUrl as string;
    // A character inside the signature (the last one carries unused bits).
    const at = url.length - 10;
    const tampered = `${url.slice(0, at)}${url[at] === "A" ? "B" : "A"}${url.slice(at + 1)}`;
    expect(await json(await fetch(tampered))).toEqual([
      400,
      { statusCode: "400", code: "InvalidJWT", error: "InvalidJWT", message: "signature verification failed" },
    ]);
    const token = new URL(url).searchParams.get("token");
    const otherPath = `${stack.url}/storage/v1/object/sign/attachments/${REQUEST_A}/m1/note.txt?token=${token}`;
    expect(await json(await fetch(otherPath))).toEqual([
      400,
      { statusCode: "400", code: "InvalidSignature", error: "InvalidSignature", message: "Invalid signature" },
    ]);
    const { data: shortLived } = await bucket(userA).createSignedUrl(path, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await json(await fetch(shortLived?.signedUrl as string))).toEqual([
      400,
      { statusCode: "400", code: "InvalidJWT", error: "InvalidJWT", message: '"exp" claim timestamp check failed' },
    ]);
  });

  it("does not let another user (or anon) sign what they cannot read", async () => {
    expectStorageError((await bucket(userB).createSignedUrl(path, 60)).error, 400, "404", "Object not found");
    expectStorageError((await bucket(anon).createSignedUrl(path, 60)).error, 400, "404", "Object not found");
    const many = await bucket(userB).createSignedUrls([path, `${REQUEST_B}/nothing.txt`], 60);
    expect(many.data?.map((d) => [d.path, d.signedUrl, d.error])).toEqual([
      [path, null, "Either the object does not exist or you do not have access to it"],
      [`${REQUEST_B}/nothing.txt`, null, "Either the object does not exist or you do not have access to it"],
    ]);
    const own = await bucket(userA).createSignedUrls([path, `${REQUEST_A}/m1/note.txt`], 60);
    expect(own.data?.map((d) => d.error)).toEqual([null, null]);
    expect(await (await fetch(own.data?.[1]?.signedUrl as string)).text()).toBe("hello");
  });

  it("validates expiresIn as Storage does", async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/sign/attachments/${path}`, {
      method: "POST",
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ expiresIn: 0 }),
    });
    expect(await json(res)).toEqual([400, { statusCode: "400", code: "InvalidRequest", error: "Bad Request", message: "body/expiresIn must be >= 1" }]);
  });
});

describe("signed upload URLs", () => {
  it("lets a caller allowed to insert sign an upload that works without an API key, once", async () => {
    const path = `${REQUEST_A}/up/scan.png`;
    const signed = await bucket(userA).createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data?.signedUrl).toBe(`${stack.url}/storage/v1/object/upload/sign/attachments/${path}?token=${signed.data?.token}`);
    const put = (body: BodyInit, type = "image/png") =>
      fetch(signed.data?.signedUrl as string, { method: "PUT", headers: { "Content-Type": type }, body });
    const res = await put("png bytes");
    expect(await json(res)).toEqual([200, { Key: `attachments/${path}` }]);
    const { rows } = await stack.db.query("select owner_id, metadata->>'mimetype' as type from storage.objects where name = $1", [path]);
    expect(rows).toEqual([{ owner_id: OWNER_A, type: "image/png" }]);
    expect(await (await bucket(userA).download(path)).data?.text()).toBe("png bytes");
    const again = await put("other bytes");
    expect(await json(again)).toEqual([400, { statusCode: "409", code: "KeyAlreadyExists", error: "Duplicate", message: "The resource already exists" }]);
  });

  it("checks RLS when signing, the bucket's limits when uploading, and the token's scope and path", async () => {
    expectStorageError((await bucket(userB).createSignedUploadUrl(`${REQUEST_A}/up/b.png`)).error, 400, "403", RLS_REFUSAL);
    expectStorageError((await bucket(anon).createSignedUploadUrl(`${REQUEST_A}/up/anon.png`)).error, 400, "403", RLS_REFUSAL);
    const path = `${REQUEST_A}/up/doc.pdf`;
    const { data } = await bucket(service).createSignedUploadUrl(path);
    const token = data?.token as string;
    const html = await anon.storage.from("attachments").uploadToSignedUrl(path, token, text("<p>", "text/html"));
    expectStorageError(html.error, 400, "415", "mime type text/html is not supported");
    const big = await anon.storage.from("attachments").uploadToSignedUrl(path, token, text("x".repeat(2000), "application/pdf"));
    expectStorageError(big.error, 400, "413", "The object exceeded the maximum allowed size");
    const elsewhere = await anon.storage.from("attachments").uploadToSignedUrl(`${REQUEST_B}/doc.pdf`, token, text("%PDF", "application/pdf"));
    expectStorageError(elsewhere.error, 400, "400", "Invalid signature");
    const download = (await bucket(service).createSignedUrl(`${REQUEST_A}/m2/photo.png`, 60)).data?.signedUrl as string;
    const downloadToken = new URL(download).searchParams.get("token") as string;
    const wrongScope = await anon.storage.from("attachments").uploadToSignedUrl(`${REQUEST_A}/m2/photo.png`, downloadToken, text("x", "image/png"));
    expectStorageError(wrongScope.error, 400, "400", "Token is not scoped for upload");
    const ok = await anon.storage.from("attachments").uploadToSignedUrl(path, token, text("%PDF", "application/pdf"));
    expect([ok.data, ok.error]).toEqual([{ path, fullPath: `attachments/${path}` }, null]);
  });
});

describe("download, list and remove", () => {
  it("downloads only what the caller may read (authenticated route too)", async () => {
    const path = `${REQUEST_A}/m1/note.txt`;
    expectStorageError((await bucket(userB).download(path)).error, 400, "404", "Object not found");
    const auth = (token: string) => ({ apikey: stack.anonKey, Authorization: `Bearer ${token}` });
    const tokenA = await signTestJwt({ sub: OWNER_A });
    const res = await fetch(`${stack.url}/storage/v1/object/authenticated/attachments/${path}`, { headers: auth(tokenA) });
    expect([res.status, await res.text(), res.headers.get("cache-control")]).toEqual([200, "hello", "max-age=3600"]);
    const forged = await fetch(`${stack.url}/storage/v1/object/authenticated/attachments/${path}`, { headers: auth(`${tokenA}x`) });
    expect(await json(forged)).toEqual([400, { statusCode: "403", code: "AccessDenied", error: "Unauthorized", message: "signature verification failed" }]);
  });

  it("lists one folder level as the caller sees it", async () => {
    const { data } = await bucket(userA).list(REQUEST_A);
    expect(data?.map((e) => [e.name, e.id === null])).toEqual([["m1", true], ["m2", true], ["m3", true], ["m4", true], ["up", true]]);
    const files = await bucket(userA).list(`${REQUEST_A}/m1`, { sortBy: { column: "name", order: "desc" } });
    expect(files.data?.map((e) => e.name)).toEqual(["raw.pdf", "note.txt", "empty.png"]);
    expect(files.data?.[1]?.metadata).toMatchObject({ size: 5, mimetype: "text/plain" });
    const page = await bucket(userA).list(`${REQUEST_A}/m1`, { limit: 1, offset: 1 });
    expect(page.data?.map((e) => e.name)).toEqual(["note.txt"]);
    expect((await bucket(userB).list(REQUEST_A)).data).toEqual([]);
    expect((await bucket(userB).list()).data).toEqual([]);
    expect((await bucket(service).list()).data?.map((e) => e.name)).toEqual([REQUEST_A]);
  });

  it("removes only what the caller may delete; the file is then gone, signed URLs included", async () => {
    const path = `${REQUEST_A}/m1/note.txt`;
    const signed = (await bucket(userA).createSignedUrl(path, 60)).data?.signedUrl as string;
    const refused = await bucket(userB).remove([path]);
    expect([refused.data, refused.error]).toEqual([[], null]);
    const { data, error } = await bucket(userA).remove([path, `${REQUEST_A}/m1/missing.txt`]);
    expect(error).toBeNull();
    expect(data?.map((o) => [o.name, o.bucket_id, o.owner])).toEqual([[path, "attachments", OWNER_A]]);
    expectStorageError((await bucket(userA).download(path)).error, 400, "404", "Object not found");
    expect(await json(await fetch(signed))).toEqual([400, { statusCode: "404", code: "NoSuchKey", error: "not_found", message: "Object not found" }]);
  });

  it("refuses a direct DELETE on storage.objects, as hosted does (files go through the API)", async () => {
    await expect(stack.db.query("delete from storage.objects where bucket_id = 'attachments'")).rejects.toMatchObject({
      code: "42501",
      message: "Direct deletion from storage tables is not allowed. Use the Storage API instead.",
    });
  });
});

describe("service role and buckets", () => {
  it("bypasses RLS: uploads anywhere, signs, downloads and removes", async () => {
    const path = `${REQUEST_B}/staff/scan.png`;
    const up = await bucket(service).upload(path, text("scan", "image/png"));
    expect(up.error).toBeNull();
    const { rows } = await stack.db.query("select owner, owner_id from storage.objects where name = $1", [path]);
    expect(rows).toEqual([{ owner: null, owner_id: null }]);
    const signed = await bucket(service).createSignedUrl(`${REQUEST_A}/m2/photo.png`, 60);
    expect(await (await fetch(signed.data?.signedUrl as string)).text()).toBe("v3");
    expect(await (await bucket(service).download(path)).data?.text()).toBe("scan");
    expect((await bucket(service).remove([path])).data?.map((o) => o.name)).toEqual([path]);
  });

  it("shows a bucket to the service role only (buckets have RLS and no policy)", async () => {
    const { data } = await service.storage.getBucket("attachments");
    expect(data).toMatchObject({ id: "attachments", name: "attachments", public: false, file_size_limit: 1024 });
    expectStorageError((await userA.storage.getBucket("attachments")).error, 400, "404", "Bucket not found");
  });
});

describe("the API's edges", () => {
  it("needs an API key, except to open a signed URL", async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/list/attachments`, { method: "POST", body: "{}" });
    expect(await json(res)).toEqual([401, { message: "No API key found in request", hint: "No `apikey` request header or url param was found." }]);
  });

  it("answers what the local stack does not implement with an explicit 501, and unknown routes with 404", async () => {
    const moved = await bucket(service).move(`${REQUEST_A}/m2/photo.png`, `${REQUEST_A}/m2/moved.png`);
    expectStorageError(moved.error, 501, "501", "POST /storage/v1/object/move is not supported by the local stack");
    expectStorageError((await service.storage.listBuckets()).error, 501, "501", "GET /storage/v1/bucket is not supported by the local stack");
    const res = await fetch(`${stack.url}/storage/v1/nowhere`, { headers: { apikey: stack.anonKey } });
    expect(await json(res)).toEqual([
      404,
      { statusCode: "404", code: "InvalidRequest", error: "Not Found", message: "Route GET:/storage/v1/nowhere not found" },
    ]);
  });

  it("caps request bodies at 50 MB plus framing with a real 413", async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/attachments/${REQUEST_A}/huge.bin`, {
      method: "POST",
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}`, "Content-Type": "image/png" },
      body: Buffer.alloc(52 * 1024 * 1024),
    });
    expect(await json(res)).toEqual([
      413,
      { statusCode: "413", code: "EntityTooLarge", error: "Payload too large", message: "The object exceeded the maximum allowed size" },
    ]);
  });
});
