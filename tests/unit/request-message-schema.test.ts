import { describe, expect, it } from "vitest";
import { mergeThread } from "@/components/conversation/use-thread-polling";
import { CONVERSATION_RULES } from "@/lib/rules/business-rules";
import type { ThreadMessage } from "@/lib/data/request-thread";
import {
  messageLength,
  replyFormSchema,
  requestMessageSchema,
  threadQuerySchema,
  type RequestMessageErrorKey,
} from "@/lib/validation/request-message";

// The reply box's schema, shared by the form and postRequestMessage: a
// message is 1 to bodyMax characters after trimming, counted as the database
// counts them (code points); each refusal is one key of Conversation.errors.

const REQUEST = "6f1c1f5e-3a4b-4c2d-9e8f-0a1b2c3d4e5f";
const UPLOAD = "0b7a8c9d-1e2f-4a3b-8c4d-5e6f7a8b9c0d";
const valid = { requestId: REQUEST, body: "My laptop still overheats.", internal: false, uploadIds: [] };

const errorOf = (input: unknown): RequestMessageErrorKey | null => {
  const result = requestMessageSchema.safeParse(input);
  return result.success ? null : (result.error.issues[0]!.message as RequestMessageErrorKey);
};

describe("the message body", () => {
  it("is trimmed, and refused when nothing is left", () => {
    expect(replyFormSchema.parse({ body: "  \n Hello \n\n", internal: false })).toEqual({ body: "Hello", internal: false });
    for (const body of ["", "   ", "\n\t\n", undefined, 42]) expect(errorOf({ ...valid, body }), JSON.stringify(body)).toBe("bodyRequired");
  });

  it("takes up to bodyMax characters after trimming, and refuses one more", () => {
    const max = CONVERSATION_RULES.bodyMax;
    expect(errorOf({ ...valid, body: "x".repeat(max) })).toBeNull();
    expect(errorOf({ ...valid, body: `   ${"x".repeat(max)}   ` })).toBeNull();
    expect(errorOf({ ...valid, body: "x".repeat(max + 1) })).toBe("bodyTooLong");
  });

  it("counts characters as the database does: an emoji is one", () => {
    const max = CONVERSATION_RULES.bodyMax;
    expect(messageLength("😀é")).toBe(2);
    expect(errorOf({ ...valid, body: "😀".repeat(max) })).toBeNull();
    expect(errorOf({ ...valid, body: "😀".repeat(max + 1) })).toBe("bodyTooLong");
  });

  it("keeps markup and line breaks as the text they are", () => {
    const body = '<script>alert("x")</script>\n<b>bold</b>';
    expect(requestMessageSchema.parse({ ...valid, body }).body).toBe(body);
  });
});

describe("the rest of a post", () => {
  it("needs a request id that is a UUID and a boolean internal flag", () => {
    for (const requestId of ["", "1", "not-a-uuid", null, undefined]) expect(errorOf({ ...valid, requestId })).toBe("invalid");
    for (const internal of ["true", 1, null, undefined]) expect(errorOf({ ...valid, internal })).toBe("invalid");
    expect(errorOf({ ...valid, internal: true })).toBeNull();
  });

  it("takes up to filesPerMessage uploads, by id or with their file name, each once", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `${UPLOAD.slice(0, -2)}${String(i).padStart(2, "0")}`);
    expect(errorOf({ ...valid, uploadIds: ids(CONVERSATION_RULES.filesPerMessage) })).toBeNull();
    expect(errorOf({ ...valid, uploadIds: [{ uploadId: UPLOAD, fileName: "router photo.jpg" }] })).toBeNull();
    expect(errorOf({ ...valid, uploadIds: ids(CONVERSATION_RULES.filesPerMessage + 1) })).toBe("filesTooMany");
    expect(errorOf({ ...valid, uploadIds: [UPLOAD, { uploadId: UPLOAD.toUpperCase(), fileName: "a.pdf" }] })).toBe("invalid");
    for (const uploadIds of [undefined, "x", [""], [42], [{ fileName: "a.pdf" }], ["x".repeat(101)]]) {
      expect(errorOf({ ...valid, uploadIds }), JSON.stringify(uploadIds)).toBe("invalid");
    }
  });

  it("refuses anything that is not such an object", () => {
    for (const input of ["garbage", null, undefined, 42, [valid]]) expect(errorOf(input), JSON.stringify(input)).toBe("invalid");
  });

  it("reports the body before the files and the request", () => {
    expect(errorOf({ requestId: "nope", body: "", internal: false, uploadIds: [] })).toBe("bodyRequired");
  });
});

describe("the thread poll's query", () => {
  it("takes a request id and the time of the newest message shown, or null", () => {
    expect(threadQuerySchema.safeParse({ requestId: REQUEST, after: null }).success).toBe(true);
    expect(threadQuerySchema.safeParse({ requestId: REQUEST, after: "2026-11-28T16:05:09.123456+00:00" }).success).toBe(true);
    expect(threadQuerySchema.safeParse({ requestId: REQUEST, after: "yesterday" }).success).toBe(false);
    expect(threadQuerySchema.safeParse({ requestId: "x", after: null }).success).toBe(false);
  });
});

describe("folding a poll's answer into the thread (components/conversation/use-thread-polling.ts)", () => {
  const message = (id: string, minute: number, files: string[] = [], mine = false): ThreadMessage => ({
    id,
    body: id,
    automatic: null,
    createdAt: `2026-11-28T16:${String(minute).padStart(2, "0")}:00.123456+00:00`,
    authorName: "Sam Rivera",
    fromStaff: !mine,
    internal: false,
    mine,
    attachments: files.map((file) => ({ id: file, fileName: `${file}.pdf`, mimeType: "application/pdf", size: 10, url: `https://x/${file}` })),
  });
  const since = (minute: number) => `2026-11-28T16:${String(minute).padStart(2, "0")}:00.000Z`;

  it("appends new messages in time order and reports them as fresh", () => {
    const shown = [message("a", 1), message("b", 5)];
    const { messages, fresh } = mergeThread(shown, [message("b", 5), message("c", 6), message("d", 7)], since(3));
    expect(messages.map((m) => m.id)).toEqual(["a", "b", "c", "d"]);
    expect(fresh.map((m) => m.id)).toEqual(["c", "d"]);
  });

  it("takes a shown message's files once they are stored, and drops one withdrawn inside the window", () => {
    const shown = [message("a", 1), message("b", 5), message("c", 6)];
    const { messages, fresh } = mergeThread(shown, [message("b", 5, ["f1"])], since(3));
    expect(messages.map((m) => [m.id, m.attachments.length])).toEqual([["a", 0], ["b", 1]]);
    expect(fresh).toEqual([]);
  });

  it("replaces the whole thread when asked from the start (newly signed links)", () => {
    const shown = [message("a", 1, ["f1"])];
    const { messages } = mergeThread(shown, [{ ...message("a", 1, ["f1"]), attachments: [{ ...shown[0]!.attachments[0]!, url: "https://x/new" }] }], null);
    expect(messages[0]!.attachments[0]!.url).toBe("https://x/new");
  });
});
