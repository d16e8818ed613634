// @module-tag local-stack
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";
import { emptySupabaseDir } from "./support/empty-project";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ supabaseDir: emptySupabaseDir() });
  await stack.mailer.send({
    to: "Someone@Example.com",
    subject: "Confirm your signup",
    html: `<p>Hello</p><a href="http://localhost:3000/verify-email?token_hash=abc&amp;type=email">Confirm</a>
      <a href='https://example.com/help'>Help</a>`,
    text: "Confirm: http://localhost:3000/verify-email?token_hash=abc&type=email",
  });
  await stack.mailer.send({
    to: "someone@example.com",
    subject: "Reset <your> password",
    html: `<a href="http://localhost:3000/reset-password?token_hash=def&amp;type=recovery">Reset</a>`,
    text: "Reset",
  });
  await stack.mailer.send({ to: "other@example.com", subject: "Other", html: "<p>No links</p>", text: "No links" });
});
afterAll(() => stack?.stop());

describe("mailbox API", () => {
  it("lists messages to one address, newest first, matching the address case-insensitively", async () => {
    const mails = await stack.mailbox("SOMEONE@example.com");
    expect(mails.map((m) => m.subject)).toEqual(["Reset <your> password", "Confirm your signup"]);
    const confirm = mails[1];
    expect(Object.keys(confirm ?? {}).sort()).toEqual(["attachments", "created_at", "html", "id", "links", "subject", "text", "to"]);
    expect(confirm?.attachments).toEqual([]);
    // Sent over SMTP with nodemailer, which writes the domain in lowercase (IDNA); the local part keeps its case.
    expect(confirm?.to).toBe("Someone@example.com");
    expect(confirm?.links).toEqual([
      "http://localhost:3000/verify-email?token_hash=abc&type=email",
      "https://example.com/help",
    ]);
    expect(new Date(confirm?.created_at ?? "").getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("lists every message without a filter", async () => {
    const res = await fetch(`${stack.url}/mailbox/api/messages`);
    const all = (await res.json()) as { subject: string; links: string[] }[];
    expect(all.map((m) => m.subject)).toEqual(["Other", "Reset <your> password", "Confirm your signup"]);
    expect(all[0]?.links).toEqual([]);
  });
});

describe("mailbox page", () => {
  it("shows the messages, escaped, with their HTML in a sandboxed frame and a filter form", async () => {
    const res = await fetch(`${stack.url}/mailbox?to=other@example.com`);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="to">');
    expect(html).toContain("Other");
    expect(html).not.toContain("Confirm your signup");
    expect(html).toMatch(/<iframe title="HTML body of: Other" sandbox="[^"]*"\s/);
    expect(html).toContain('srcdoc="&#60;p&#62;No links&#60;/p&#62;"');
    const all = await (await fetch(`${stack.url}/mailbox`)).text();
    expect(all).toContain("Reset &#60;your&#62; password");
    expect(all.indexOf("Other")).toBeLessThan(all.indexOf("Confirm your signup"));
  });
});

// The mailbox holds every account's live links: a web page on another origin
// that a developer happens to open must not be able to read them.
describe("mailbox origin", () => {
  const evil = { origin: "http://evil.example" };

  it("sends no CORS headers, so a page on another origin cannot read it", async () => {
    for (const path of ["/mailbox/api/messages?to=someone@example.com", "/mailbox"]) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("access-control-allow-origin"), path).toBeNull();
    }
    const preflight = await fetch(`${stack.url}/mailbox/api/messages`, { method: "OPTIONS", headers: { ...evil, "access-control-request-method": "GET" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses requests that come from another site", async () => {
    for (const headers of [evil, { "sec-fetch-site": "cross-site" }]) {
      const res = await fetch(`${stack.url}/mailbox/api/messages?to=someone@example.com`, { headers });
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain("token_hash");
      expect((await fetch(`${stack.url}/mailbox`, { headers })).status).toBe(403);
    }
  });

  it("answers its own origin, while the APIs keep the CORS browsers need", async () => {
    const own = await fetch(`${stack.url}/mailbox/api/messages?to=someone@example.com`, { headers: { origin: stack.url } });
    expect(own.status).toBe(200);
    const api = await fetch(`${stack.url}/auth/v1/health`, { headers: evil });
    expect(api.headers.get("access-control-allow-origin")).toBe("*");
  });
});
