// @module-tag local-stack
import { crc32, deflateSync } from "node:zlib";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTP_SIZE_LIMIT } from "@/supabase/local/smtp/server";
import { startTestStack, type TestStack } from "../helpers/stack";
import { emptySupabaseDir } from "./support/empty-project";

/** A real 2x2 RGBA PNG: signature, IHDR, IDAT, IEND, each chunk with its CRC. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]);
  const row = [0, 255, 0, 0, 255, 0, 0, 255, 128];
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

const png = tinyPng();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
const ics = Buffer.from("BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n", "utf8");
const html = `<p>Your laptop is ready, Ada.</p><a href="http://localhost:3000/dashboard?tab=repairs&amp;id=7">See the repair</a>`;
const text = "Your laptop is ready, Ada.\nSee the repair: http://localhost:3000/dashboard?tab=repairs&id=7";

let stack: TestStack;
let firstId: number;

beforeAll(async () => {
  stack = await startTestStack({ supabaseDir: emptySupabaseDir() });
  // Credentials, as a provider wants them: the local server takes any, or none.
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: stack.smtpPort, auth: { user: "app", pass: "x" } });
  await transport.sendMail({
    from: "TechFix <shop@example.com>",
    to: "Ada@example.com",
    cc: "bob@example.com",
    bcc: "carol@example.com",
    subject: "Repair finished: invoice attached",
    html,
    text,
    attachments: [
      { filename: "photo.png", content: png, contentType: "image/png" },
      { filename: "invoice 7.pdf", content: pdf, contentType: "application/pdf" },
      { filename: "visit.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=REQUEST" },
    ],
  });
  firstId = (await stack.mailbox("ada@example.com"))[0]?.id ?? 0;
});
afterAll(() => stack?.stop());

describe("SMTP server", () => {
  it("stores a message for every recipient, to, cc and bcc, with bodies, links and attachments intact", async () => {
    for (const address of ["Ada@example.com", "bob@example.com", "carol@example.com"]) {
      const mails = await stack.mailbox(address);
      expect(mails, address).toHaveLength(1);
      const mail = mails[0];
      expect(mail?.to).toBe(address);
      expect(mail?.subject).toBe("Repair finished: invoice attached");
      expect(mail?.html).toBe(html);
      expect(mail?.text).toBe(text);
      expect(mail?.links).toEqual(["http://localhost:3000/dashboard?tab=repairs&id=7"]);
      expect(mail?.attachments).toEqual([
        { filename: "photo.png", contentType: "image/png; name=photo.png", size: png.length, content: png.toString("base64") },
        { filename: "invoice 7.pdf", contentType: "application/pdf; name=invoice 7.pdf", size: pdf.length, content: pdf.toString("base64") },
        // The type as sent, parameters included: a calendar invitation's method is one, which a mail client reads.
        { filename: "visit.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST; name=visit.ics", size: ics.length, content: ics.toString("base64") },
      ]);
    }
  });

  it("refuses a message over the size limit with an SMTP error, and stores nothing", async () => {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: stack.smtpPort });
    const huge = { filename: "huge.bin", content: Buffer.alloc(SMTP_SIZE_LIMIT, 7) };
    const sending = transport.sendMail({ from: "shop@example.com", to: "big@example.com", subject: "Too big", text: "x", attachments: [huge] });
    await expect(sending).rejects.toMatchObject({ responseCode: 552 });
    expect(await stack.mailbox("big@example.com")).toEqual([]);
  });

  it("bounces an address at .invalid with 550, as a provider does a missing mailbox, and still delivers to the others", async () => {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: stack.smtpPort });
    const bounced = transport.sendMail({ from: "shop@example.com", to: "gone@example.invalid", subject: "Hello", text: "x" });
    await expect(bounced).rejects.toMatchObject({ responseCode: 550 });
    const mixed = await transport.sendMail({ from: "shop@example.com", to: ["gone@example.invalid", "here@example.com"], subject: "Hi both", text: "x" });
    expect(mixed.rejected).toEqual(["gone@example.invalid"]);
    expect((await stack.mailbox("here@example.com")).map((m) => m.subject)).toEqual(["Hi both"]);
    expect(await stack.mailbox("gone@example.invalid")).toEqual([]);
  });
});

describe("mailbox attachments", () => {
  it("are listed on the page, by name, type and size, with a download link", async () => {
    const page = await (await fetch(`${stack.url}/mailbox?to=bob@example.com`)).text();
    const id = (await stack.mailbox("bob@example.com"))[0]?.id;
    expect(page).toContain(`<a href="/mailbox/api/messages/${id}/attachments/0" download="photo.png">photo.png</a> (image/png, ${png.length} B)`);
    expect(page).toContain(`<a href="/mailbox/api/messages/${id}/attachments/1" download="invoice 7.pdf">invoice 7.pdf</a>`);
  });

  it("download with their bytes, type and name, never rendered inline", async () => {
    const res = await fetch(`${stack.url}/mailbox/api/messages/${firstId}/attachments/0`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''photo.png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    const second = await fetch(`${stack.url}/mailbox/api/messages/${firstId}/attachments/1`);
    expect(second.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''invoice%207.pdf");
    const calendar = await fetch(`${stack.url}/mailbox/api/messages/${firstId}/attachments/2`);
    expect(calendar.headers.get("content-type")).toBe("text/calendar");
    expect((await fetch(`${stack.url}/mailbox/api/messages/${firstId}/attachments/3`)).status).toBe(404);
  });

  it("are refused to a request from another site", async () => {
    const crossSite: Record<string, string>[] = [{ origin: "http://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of crossSite) {
      const res = await fetch(`${stack.url}/mailbox/api/messages/${firstId}/attachments/0`, { headers });
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).not.toBe("image/png");
    }
  });
});
