// @module-tag local-stack
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import exifr from "exifr";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ATTACHMENT_TYPES, CONVERSATION_RULES } from "@/lib/rules/business-rules";
import { ATTACHMENT_BUCKET, incomingPath } from "@/lib/rules/attachment-rules";
import { signedInCustomer, signedInStaff, type SignedIn } from "../db/helpers/admin";
import { EXE, jpegWithExif, PDF, pngWithExif } from "../fixtures/attachments/build";
import { pointAppAt } from "../helpers/app-env";
import { startTestStack, type TestStack } from "../helpers/stack";

// Attachments end to end against the local stack, through supabase-js and
// the app's own server functions: the bucket and its policies
// (20261128000200_request_attachments_storage.sql), uploads through signed
// upload URLs only, prepareUploads' checks, storeAttachments, signed download
// URLs made as the viewer, and the sweeper.

// createAttachmentUpload as the server runs it, with the session's client being the test's current caller.
const session = vi.hoisted(() => ({ client: null as unknown }));
vi.mock("@/lib/supabase/server", () => ({ createClient: async () => session.client }));
vi.mock("@/lib/data/require-staff", () => ({ getStaff: async () => null }));

let stack: TestStack;
let owner: SignedIn;
let other: SignedIn;
let staff: SupabaseClient;
let anon: SupabaseClient;
let service: SupabaseClient;
let requestId: string;
let lib: {
  prepareUploads: typeof import("@/lib/server/attachment-prepare").prepareUploads;
  storeAttachments: typeof import("@/lib/server/attachment-store").storeAttachments;
  signAttachmentUrls: typeof import("@/lib/server/attachment-signed-urls").signAttachmentUrls;
  sweepAttachments: typeof import("@/lib/server/attachment-sweep").sweepAttachments;
  createAttachmentUpload: typeof import("@/lib/actions/create-attachment-upload").createAttachmentUpload;
};

beforeAll(async () => {
  stack = await startTestStack();
  pointAppAt(stack);
  lib = {
    ...(await import("@/lib/server/attachment-prepare")),
    ...(await import("@/lib/server/attachment-store")),
    ...(await import("@/lib/server/attachment-signed-urls")),
    ...(await import("@/lib/server/attachment-sweep")),
    ...(await import("@/lib/actions/create-attachment-upload")),
  };
  owner = await signedInCustomer(stack, "owner");
  other = await signedInCustomer(stack, "other");
  staff = await signedInStaff(stack);
  anon = stack.anonClient();
  service = stack.serviceClient();
  requestId = await newRequest(owner);
});
afterAll(() => stack?.stop());

const bucket = (client: SupabaseClient) => client.storage.from(ATTACHMENT_BUCKET);

async function newRequest(who: SignedIn) {
  const { data, error } = await who.client
    .from("service_requests")
    .insert({ user_id: who.id, title: "Laptop screen flickers", description: "The screen flickers after the laptop wakes up.", service_type: "computerRepair" })
    .select("id")
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

async function postMessage(client: SupabaseClient, request: string, internal = false) {
  const { data, error } = await client.from("request_messages").insert({ request_id: request, body: "See the attached photo.", internal }).select("id").single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

/** What createAttachmentUpload does for a slot (service role), then the browser's PUT (attachment-input.tsx): a raw body with the claimed type. */
async function browserUpload(bytes: Uint8Array, type = "image/jpeg", request = requestId) {
  const uploadId = randomUUID();
  const { data, error } = await bucket(service).createSignedUploadUrl(incomingPath(request, uploadId));
  if (error || !data) throw new Error(error?.message);
  const res = await fetch(data.signedUrl, { method: "PUT", headers: { "content-type": type, "x-upsert": "false" }, body: Buffer.from(bytes) });
  return { uploadId, status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function uploaded(bytes: Uint8Array, type?: string, request?: string) {
  const result = await browserUpload(bytes, type, request);
  expect(result.status).toBe(200);
  return result.uploadId;
}

const objectNames = async (prefix: string) =>
  (await stack.db.query<{ name: string }>("select name from storage.objects where bucket_id = $1 and name like $2 order by name", [ATTACHMENT_BUCKET, `${prefix}%`])).rows.map((r) => r.name);

const storageStatus = (error: unknown) => (error as { statusCode?: string } | null)?.statusCode;

describe("the bucket", () => {
  it("is private, with the limits of CONVERSATION_RULES and ATTACHMENT_TYPES", async () => {
    const { rows } = await stack.db.query("select public, file_size_limit::int as limit, allowed_mime_types as types from storage.buckets where id = $1", [ATTACHMENT_BUCKET]);
    expect(rows).toEqual([{ public: false, limit: CONVERSATION_RULES.fileMaxBytes, types: [...ATTACHMENT_TYPES] }]);
  });
});

describe("uploads", () => {
  it("go only through a signed upload URL: a customer's, staff's or a visitor's own upload is refused", async () => {
    for (const client of [owner.client, staff, anon]) {
      for (const path of [`${requestId}/${randomUUID()}/1-photo.jpg`, incomingPath(requestId, randomUUID())]) {
        const { error } = await bucket(client).upload(path, Buffer.from(jpegWithExif()), { contentType: "image/jpeg" });
        expect(storageStatus(error), path).toBe("403");
      }
    }
    expect(storageStatus((await bucket(owner.client).createSignedUploadUrl(incomingPath(requestId, randomUUID()))).error)).toBe("403");
  });

  it("through a signed upload URL land in incoming/, readable by staff and the service role only", async () => {
    const uploadId = await uploaded(jpegWithExif());
    const path = incomingPath(requestId, uploadId);
    expect(await objectNames(path)).toEqual([path]);
    for (const client of [owner.client, other.client, anon]) {
      expect((await bucket(client).download(path)).data).toBeNull();
      expect((await bucket(client).createSignedUrl(path, 60)).data).toBeNull();
    }
    expect((await bucket(staff).download(path)).error).toBeNull();
    expect((await bucket(service).download(path)).error).toBeNull();
  });

  it("are refused by the bucket over 10 MiB or with a type it does not take, and cannot overwrite", async () => {
    const big = await browserUpload(new Uint8Array(CONVERSATION_RULES.fileMaxBytes + 1).fill(1));
    expect([big.status, big.body.statusCode]).toEqual([400, "413"]);
    const exe = await browserUpload(EXE, "application/x-msdownload");
    expect([exe.status, exe.body.statusCode]).toEqual([400, "415"]);
    const octet = await browserUpload(EXE, "application/octet-stream");
    expect([octet.status, octet.body.statusCode]).toEqual([400, "415"]);
    const uploadId = randomUUID();
    const { data } = await bucket(service).createSignedUploadUrl(incomingPath(requestId, uploadId));
    const put = () => fetch(data!.signedUrl, { method: "PUT", headers: { "content-type": "application/pdf" }, body: Buffer.from(PDF) });
    expect((await put()).status).toBe(200);
    expect((await put()).status).toBe(400);
  });
});

describe("createAttachmentUpload", () => {
  const claim = (request = requestId) => ({ requestId: request, fileName: "IMG_0042.HEIC", size: 2_000_000, type: "" });
  const asCaller = (client: SupabaseClient, input: unknown) => {
    session.client = client;
    return lib.createAttachmentUpload(input);
  };

  it("gives the request's owner a slot in incoming/ that the browser PUTs to, without any key", async () => {
    const slot = await asCaller(owner.client, claim());
    if (!slot.ok) throw new Error(slot.error);
    const url = new URL(slot.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${stack.url}/storage/v1/object/upload/sign/${ATTACHMENT_BUCKET}/${incomingPath(requestId, slot.uploadId)}`);
    const res = await fetch(slot.url, { method: "PUT", headers: { "content-type": "image/jpeg" }, body: Buffer.from(jpegWithExif()) });
    expect(res.status).toBe(200);
    expect((await lib.prepareUploads(requestId, [slot.uploadId])).ok).toBe(true);
  });

  it("gives staff a slot on any request, and on a closed one (for notes); a customer none on a closed one", async () => {
    expect((await asCaller(staff, claim())).ok).toBe(true);
    const closed = await newRequest(owner);
    await stack.db.query("update public.service_requests set status = 'cancelled' where id = $1", [closed]);
    expect(await asCaller(owner.client, claim(closed))).toEqual({ ok: false, error: "closed" });
    expect((await asCaller(staff, claim(closed))).ok).toBe(true);
  });

  it("refuses another customer, a visitor and claims outside the rules", async () => {
    expect(await asCaller(other.client, claim())).toEqual({ ok: false, error: "notFound" });
    expect(await asCaller(other.client, claim(randomUUID()))).toEqual({ ok: false, error: "notFound" });
    expect(await asCaller(stack.anonClient(), claim())).toEqual({ ok: false, error: "authRequired" });
    expect(await asCaller(owner.client, { ...claim(), fileName: "setup.exe", type: "application/x-msdownload" })).toEqual({ ok: false, error: "type" });
    expect(await asCaller(owner.client, { ...claim(), size: 0 })).toEqual({ ok: false, error: "empty" });
    expect(await asCaller(owner.client, { ...claim(), size: CONVERSATION_RULES.fileMaxBytes + 1 })).toEqual({ ok: false, error: "tooLarge" });
    expect(await asCaller(owner.client, { ...claim(), requestId: "1 or 1=1" })).toEqual({ ok: false, error: "invalid" });
  });

  it("stops at PENDING_UPLOADS_MAX uploads waiting on one request", async () => {
    const { PENDING_UPLOADS_MAX } = await import("@/lib/validation/attachment-upload");
    const busy = await newRequest(owner);
    await Promise.all(Array.from({ length: PENDING_UPLOADS_MAX }, () => uploaded(PDF, "application/pdf", busy)));
    expect(await asCaller(owner.client, claim(busy))).toEqual({ ok: false, error: "tooManyPending" });
  });
});

describe("prepareUploads", () => {
  it("takes good files: the type from the bytes, the name cleaned, GPS gone", async () => {
    const jpeg = await uploaded(jpegWithExif());
    const pdf = await uploaded(PDF, "application/pdf");
    const result = await lib.prepareUploads(requestId, [{ uploadId: jpeg, fileName: "C:\\photos\\IMG_1.jpg" }, pdf]);
    if (!result.ok) throw new Error(result.error);
    expect(result.files.map(({ uploadId, fileName, mimeType }) => ({ uploadId, fileName, mimeType }))).toEqual([
      { uploadId: jpeg, fileName: "IMG_1.jpg", mimeType: "image/jpeg" },
      { uploadId: pdf, fileName: "file", mimeType: "application/pdf" },
    ]);
    expect(await exifr.gps(Buffer.from(result.files[0]!.bytes))).toBeUndefined();
    expect(result.files[0]!.size).toBe(result.files[0]!.bytes.length);
  });

  it("refuses a renamed executable, an empty file, more than filesPerMessage, and uploads it cannot find", async () => {
    expect(await lib.prepareUploads(requestId, [{ uploadId: await uploaded(EXE, "image/jpeg"), fileName: "photo.jpg" }])).toEqual({ ok: false, error: "type" });
    expect(await lib.prepareUploads(requestId, [await uploaded(new Uint8Array(0))])).toEqual({ ok: false, error: "empty" });
    const six = await Promise.all(Array.from({ length: CONVERSATION_RULES.filesPerMessage + 1 }, () => uploaded(PDF, "application/pdf")));
    expect(await lib.prepareUploads(requestId, six)).toEqual({ ok: false, error: "tooMany" });
    expect((await lib.prepareUploads(requestId, six.slice(0, 5))).ok).toBe(true);
    expect(await lib.prepareUploads(requestId, [randomUUID()])).toEqual({ ok: false, error: "missing" });
    expect(await lib.prepareUploads(requestId, ["../../etc/passwd"])).toEqual({ ok: false, error: "missing" });
    const elsewhere = await uploaded(PDF, "application/pdf", await newRequest(other));
    expect(await lib.prepareUploads(requestId, [elsewhere])).toEqual({ ok: false, error: "missing" });
    expect(await lib.prepareUploads(requestId, [])).toEqual({ ok: true, files: [] });
  });

  it("refuses a file over fileMaxBytes even if Storage took it", async () => {
    await stack.db.query("update storage.buckets set file_size_limit = null where id = $1", [ATTACHMENT_BUCKET]);
    try {
      const big = await uploaded(new Uint8Array(CONVERSATION_RULES.fileMaxBytes + 1).fill(7), "application/pdf");
      expect(await lib.prepareUploads(requestId, [big])).toEqual({ ok: false, error: "tooLarge" });
    } finally {
      await stack.db.query("update storage.buckets set file_size_limit = $2 where id = $1", [ATTACHMENT_BUCKET, CONVERSATION_RULES.fileMaxBytes]);
    }
  });
});

describe("storing and viewing", () => {
  let messageId: string;
  let rows: { id: string; object_path: string }[];

  it("storeAttachments uploads the cleaned files, records them as the poster and empties incoming/", async () => {
    const ids = [await uploaded(jpegWithExif()), await uploaded(pngWithExif(), "image/png")];
    const prepared = await lib.prepareUploads(requestId, [{ uploadId: ids[0]!, fileName: "my photo.jpg" }, { uploadId: ids[1]!, fileName: "screen.png" }]);
    if (!prepared.ok) throw new Error(prepared.error);
    messageId = await postMessage(owner.client, requestId);
    expect(await lib.storeAttachments(owner.client, { requestId, messageId, files: prepared.files })).toBe(true);
    const { data, error } = await owner.client.from("request_attachments").select("id, object_path, file_name, mime_type, size_bytes").eq("message_id", messageId).order("object_path");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: expect.any(String), object_path: `${requestId}/${messageId}/1-my_photo.jpg`, file_name: "my photo.jpg", mime_type: "image/jpeg", size_bytes: prepared.files[0]!.size },
      { id: expect.any(String), object_path: `${requestId}/${messageId}/2-screen.png`, file_name: "screen.png", mime_type: "image/png", size_bytes: prepared.files[1]!.size },
    ]);
    rows = data!;
    for (const id of ids) expect(await objectNames(incomingPath(requestId, id))).toEqual([]);
    const { rows: meta } = await stack.db.query("select name, metadata->>'mimetype' as type from storage.objects where name like $1 order by name", [`${requestId}/${messageId}/%`]);
    expect(meta).toEqual([
      { name: rows[0]!.object_path, type: "image/jpeg" },
      { name: rows[1]!.object_path, type: "image/png" },
    ]);
  });

  it("signed URLs as the owner and staff serve the cleaned bytes; another customer and a visitor get none", async () => {
    const mine = await lib.signAttachmentUrls(owner.client, rows);
    expect(Object.keys(mine).sort()).toEqual(rows.map((r) => r.id).sort());
    const photo = new Uint8Array(await (await fetch(mine[rows[0]!.id]!)).arrayBuffer());
    expect(photo[0]).toBe(0xff);
    expect(await exifr.gps(Buffer.from(photo))).toBeUndefined();
    expect(Object.keys(await lib.signAttachmentUrls(staff, rows)).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(await lib.signAttachmentUrls(other.client, rows)).toEqual({});
    expect(await lib.signAttachmentUrls(anon, rows)).toEqual({});
    for (const client of [other.client, anon]) {
      expect((await bucket(client).download(rows[0]!.object_path)).data).toBeNull();
      expect((await bucket(client).createSignedUrl(rows[0]!.object_path, 60)).data).toBeNull();
    }
    expect((await bucket(owner.client).download(rows[1]!.object_path)).error).toBeNull();
    expect((await bucket(staff).download(rows[1]!.object_path)).error).toBeNull();
  });

  it("signed URLs last ten minutes, and an expired one serves nothing", async () => {
    const url = new URL((await lib.signAttachmentUrls(owner.client, rows))[rows[0]!.id]!);
    const claims = JSON.parse(Buffer.from(url.searchParams.get("token")!.split(".")[1]!, "base64url").toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(600);
    const short = await bucket(owner.client).createSignedUrl(rows[0]!.object_path, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(short.data!.signedUrl)).status).toBe(400);
  });

  it("nobody but the service role overwrites or deletes a stored file", async () => {
    for (const client of [owner.client, staff, anon]) {
      expect(storageStatus((await bucket(client).upload(rows[0]!.object_path, Buffer.from(PDF), { contentType: "application/pdf", upsert: true })).error)).toBe("403");
      await bucket(client).remove([rows[0]!.object_path]);
      expect(await objectNames(rows[0]!.object_path)).toEqual([rows[0]!.object_path]);
    }
  });

  it("an internal note's file is for staff only", async () => {
    const prepared = await lib.prepareUploads(requestId, [{ uploadId: await uploaded(PDF, "application/pdf"), fileName: "quote.pdf" }]);
    if (!prepared.ok) throw new Error(prepared.error);
    const noteId = await postMessage(staff, requestId, true);
    expect(await lib.storeAttachments(staff, { requestId, messageId: noteId, files: prepared.files })).toBe(true);
    const { data: note } = await staff.from("request_attachments").select("id, object_path").eq("message_id", noteId);
    expect(note).toHaveLength(1);
    expect(Object.keys(await lib.signAttachmentUrls(staff, note!))).toEqual([note![0]!.id]);
    expect(await lib.signAttachmentUrls(owner.client, note!)).toEqual({});
    expect((await bucket(owner.client).download(note![0]!.object_path)).data).toBeNull();
    expect((await owner.client.from("request_attachments").select("id").eq("message_id", noteId)).data).toEqual([]);
  });

  it("storing on someone else's message fails and leaves nothing behind", async () => {
    const prepared = await lib.prepareUploads(requestId, [await uploaded(PDF, "application/pdf")]);
    if (!prepared.ok) throw new Error(prepared.error);
    expect(await lib.storeAttachments(other.client, { requestId, messageId, files: prepared.files })).toBe(false);
    expect(await objectNames(`${requestId}/${messageId}/`)).toEqual(rows.map((r) => r.object_path).sort());
    // The upload stays in incoming/ for the sweeper; the owner's message keeps its two files.
    expect(await objectNames(incomingPath(requestId, prepared.files[0]!.uploadId))).toHaveLength(1);
  });
});

describe("the sweeper", () => {
  it("removes abandoned uploads after a day and files whose request is gone after an hour", async () => {
    const request = await newRequest(owner);
    const abandoned = await uploaded(PDF, "application/pdf", request);
    const prepared = await lib.prepareUploads(request, [await uploaded(PDF, "application/pdf", request)]);
    if (!prepared.ok) throw new Error(prepared.error);
    const message = await postMessage(owner.client, request);
    expect(await lib.storeAttachments(owner.client, { requestId: request, messageId: message, files: prepared.files })).toBe(true);
    const stored = await objectNames(`${request}/`);
    expect(stored).toHaveLength(1);

    const hour = 3_600_000;
    await lib.sweepAttachments(new Date(Date.now() + 2 * hour));
    expect(await objectNames(`${request}/`)).toEqual(stored);
    expect(await objectNames(incomingPath(request, abandoned))).toHaveLength(1);

    await stack.db.query("delete from public.service_requests where id = $1", [request]);
    expect(await lib.sweepAttachments(new Date(Date.now() + 30 * 60_000))).toBe(0);
    expect(await objectNames(`${request}/`)).toEqual(stored);
    expect(await lib.sweepAttachments(new Date(Date.now() + 2 * hour))).toBeGreaterThanOrEqual(1);
    expect(await objectNames(`${request}/`)).toEqual([]);
    expect(await objectNames(incomingPath(request, abandoned))).toHaveLength(1);

    expect(await lib.sweepAttachments(new Date(Date.now() + 25 * hour))).toBeGreaterThanOrEqual(1);
    expect(await objectNames(incomingPath(request, abandoned))).toEqual([]);
    // The first request's files still have their rows and stay.
    expect((await objectNames(`${requestId}/`)).length).toBeGreaterThanOrEqual(3);
  });

  it("is for the service role only", async () => {
    const args = { p_incoming_before: new Date().toISOString(), p_unlinked_before: new Date().toISOString() };
    for (const client of [owner.client, staff, anon]) expect((await client.rpc("attachment_orphans", args)).error).not.toBeNull();
  });
});
