import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getUnreadCounts, loadThread, markThreadRead } from "@/lib/data/request-thread";
import type { ServerSupabase } from "@/lib/supabase/server";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { signedInCustomer, signedInStaff, type SignedIn } from "../db/helpers/admin";

// A service request's conversation over HTTP with supabase-js, as the site
// reads and writes it: the reply box inserts through the signed-in user's
// own client (lib/actions/post-request-message.ts), the page and its poll
// read through lib/data/request-thread.ts (getRequestThread). RLS is the
// wall: a customer never receives an internal note, neither from the table
// nor from the thread loader; another customer receives nothing at all; and
// markup in a message is stored and handed back as the text it is.

let stack: TestStack;
let staff: SupabaseClient;
let staffId: string;
let owner: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  stack = await startTestStack();
  staff = await signedInStaff(stack);
  staffId = (await staff.auth.getUser()).data.user!.id;
  owner = await signedInCustomer(stack, "thread-owner");
  stranger = await signedInCustomer(stack, "thread-stranger");
});
afterAll(() => stack?.stop());

/** The loader takes the app's typed server client; a supabase-js client signed in the same way is what it talks to. */
const asServer = (client: SupabaseClient) => client as unknown as ServerSupabase;

async function requestOf(user: SignedIn) {
  const { data, error } = await user.client
    .from("service_requests")
    .insert({ user_id: user.id, title: "Router keeps dropping", description: "The Wi-Fi drops every few minutes since Monday.", service_type: "networkSetup" })
    .select("id")
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

async function post(client: SupabaseClient, requestId: string, body: string, internal = false) {
  const { data, error } = await client.from("request_messages").insert({ request_id: requestId, body, internal }).select("id").single();
  return { id: (data as { id: string } | null)?.id, error };
}

describe("who receives what", () => {
  let requestId: string;
  let noteId: string;
  beforeAll(async () => {
    requestId = await requestOf(owner);
    expect((await post(owner.client, requestId, "It is a Netgear R7000.")).error).toBeNull();
    expect((await post(staff, requestId, "Please bring the power adapter too.")).error).toBeNull();
    const note = await post(staff, requestId, "Firmware is two years old; likely cause.", true);
    expect(note.error).toBeNull();
    noteId = note.id!;
  });

  it("the customer's own query of request_messages never returns the note, even asked for by id or by internal = true", async () => {
    const all = await owner.client.from("request_messages").select("id, body, internal").eq("request_id", requestId).order("created_at");
    expect(all.error).toBeNull();
    expect(all.data!.map((m) => m.body)).toEqual(["It is a Netgear R7000.", "Please bring the power adapter too."]);
    expect(all.data!.every((m) => m.internal === false)).toBe(true);
    expect((await owner.client.from("request_messages").select("id").eq("id", noteId)).data).toEqual([]);
    expect((await owner.client.from("request_messages").select("id").eq("internal", true)).data).toEqual([]);
  });

  it("the thread loader gives the customer the replies without the note, and staff everything, each marked whose it is", async () => {
    const mine = await loadThread(asServer(owner.client), owner.id, requestId);
    expect(mine.ok).toBe(true);
    if (!mine.ok) return;
    expect(mine.messages.map((m) => [m.body, m.fromStaff, m.internal, m.mine])).toEqual([
      ["It is a Netgear R7000.", false, false, true],
      ["Please bring the power adapter too.", true, false, false],
    ]);
    expect(mine.messages[0]!.authorName).toBe("Customer thread-owner");
    expect(mine.messages[1]!.authorName).toBe("Sam Rivera");
    expect(JSON.stringify(mine)).not.toContain("Firmware");

    const theirs = await loadThread(asServer(staff), staffId, requestId);
    expect(theirs.ok && theirs.messages.map((m) => [m.internal, m.mine])).toEqual([
      [false, false],
      [false, true],
      [true, true],
    ]);
  });

  it("a poll after the newest reply the customer was shown does not bring the note either", async () => {
    const first = await loadThread(asServer(owner.client), owner.id, requestId);
    const newest = first.ok ? first.messages.at(-1)!.createdAt : "";
    await post(staff, requestId, "Second note: order a new unit.", true);
    const later = await loadThread(asServer(owner.client), owner.id, requestId, newest);
    expect(later).toEqual({ ok: true, messages: [] });
  });

  it("another customer sees nothing of it, and cannot write to it", async () => {
    const table = await stranger.client.from("request_messages").select("id").eq("request_id", requestId);
    expect(table.error).toBeNull();
    expect(table.data).toEqual([]);
    expect(await loadThread(asServer(stranger.client), stranger.id, requestId)).toEqual({ ok: true, messages: [] });
    expect((await post(stranger.client, requestId, "Let me in")).error?.code).toBe("42501");
    expect((await getUnreadCounts(asServer(stranger.client))).has(requestId)).toBe(false);
  });

  it("a customer cannot post a note", async () => {
    expect((await post(owner.client, requestId, "A note of my own", true)).error?.code).toBe("42501");
  });
});

describe("text, not markup", () => {
  it("HTML and a script in a message are stored and handed back exactly as typed", async () => {
    const requestId = await requestOf(owner);
    const body = `<script>alert("hi")</script>\n<img src=x onerror=alert(1)> & <b>bold</b>`;
    expect((await post(owner.client, requestId, body)).error).toBeNull();
    const stored = await stack.serviceClient().from("request_messages").select("body").eq("request_id", requestId).single();
    expect(stored.data).toEqual({ body });
    const thread = await loadThread(asServer(staff), staffId, requestId);
    expect(thread.ok && thread.messages[0]!.body).toBe(body);
  });
});

describe("unread markers", () => {
  it("a staff reply is one new for the customer until they open the thread; a note never counts", async () => {
    const requestId = await requestOf(owner);
    await markThreadRead(asServer(staff), requestId);
    await post(staff, requestId, "We can take it tomorrow morning.");
    await post(staff, requestId, "Customer sounded annoyed.", true);
    expect((await getUnreadCounts(asServer(owner.client))).get(requestId)).toBe(1);
    await markThreadRead(asServer(owner.client), requestId);
    expect((await getUnreadCounts(asServer(owner.client))).has(requestId)).toBe(false);

    await post(owner.client, requestId, "Tomorrow works, thanks.");
    expect((await getUnreadCounts(asServer(staff))).get(requestId)).toBe(1);
    await markThreadRead(asServer(staff), requestId);
    expect((await getUnreadCounts(asServer(staff))).has(requestId)).toBe(false);
  });
});
