import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import exifr from "exifr";
import { createTranslator } from "next-intl";
import ws from "ws";
import { fileSizeFormat } from "@/lib/rules/attachment-format";
import { ATTACHMENT_BUCKET } from "@/lib/rules/attachment-rules";
import { CONVERSATION_RULES } from "@/lib/rules/business-rules";
import { EXE, PDF, viewableJpegWithExif } from "../fixtures/attachments/build";
import { STAFF, adminPath, requestRow, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { advanceRequest, at, createRequest, expectToast, formatDate, formatTime } from "./helpers/dashboard";
import { attachFiles, describedText, messageWith, nextPoll, POLL_WAIT, threadOf, typeInto } from "./helpers/conversation";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs, stackPublicKey, stackUrl } from "./helpers/supabase";

// A service request's conversation and its files, in each language, from
// both sides in two browsers (docs/conversations.md). A customer files a
// request with a phone photo that says where it was taken: the thread shows
// it as a thumbnail that opens full size in a dialog, and the file kept in
// Storage no longer says where. Staff open it from the console's list, reply,
// and add an internal note with a PDF; the customer, whose page stays open,
// sees the reply arrive without a reload (the thread polls;
// scripts/e2e-env.ts sets REQUEST_THREAD_POLL_MS to 2 s, and the waits allow
// for the default 15 s when run against servers started without it) and
// never the note nor its file, which their own session cannot sign either.
// The customer answers; the unread markers ("N new") show in the console's
// list and in the dashboard's, and go once the thread is opened. On a phone:
// the reply box's refusals (empty, too long), markup shown as text, a reply
// with a PDF by keyboard alone, and a closed request. Each bad file is refused
// with its message, leaving no message and no attachment row behind; files
// that cannot be uploaded when filing never cost the request. Axe on every
// page and on the photo's dialog, in both themes across the two languages.
// No appointments: nothing here depends on the booking days.

/** A size as the attachment input and list write it (next-intl's number formatting is Intl's). */
const sizeText = (locale: string, bytes: number) => {
  const { value, options } = fileSizeFormat(bytes);
  return new Intl.NumberFormat(locale, options).format(value);
};

const db = () => serviceClient();
const countMessages = async (requestId: string) =>
  (await db().from("request_messages").select("id", { count: "exact", head: true }).eq("request_id", requestId)).count ?? -1;
const countAttachments = async (requestId: string) =>
  (await db().from("request_attachments").select("id", { count: "exact", head: true }).eq("request_id", requestId)).count ?? -1;
const countIncoming = async (requestId: string) => (await db().storage.from(ATTACHMENT_BUCKET).list(`incoming/${requestId}`)).data?.length ?? -1;

/** The stored time of a message, as the thread writes it (the shop's zone, the page's language). */
async function storedTime(requestId: string, body: string) {
  const { data, error } = await db().from("request_messages").select("created_at").eq("request_id", requestId).eq("body", body).single();
  if (error) throw new Error(`storedTime: ${error.message}`);
  return (data as { created_at: string }).created_at;
}

/** The stored attachment rows of a request, each with its message's text and kind. */
async function storedAttachments(requestId: string) {
  const { data: rows, error } = await db()
    .from("request_attachments")
    .select("object_path, file_name, mime_type, size_bytes, message_id")
    .eq("request_id", requestId)
    .order("created_at");
  if (error) throw new Error(`storedAttachments: ${error.message}`);
  const { data: messages, error: messageError } = await db().from("request_messages").select("id, automatic, internal").eq("request_id", requestId);
  if (messageError) throw new Error(`storedAttachments: ${messageError.message}`);
  const byId = new Map((messages as { id: string; automatic: string | null; internal: boolean }[]).map(({ id, ...message }) => [id, message]));
  return (rows as { object_path: string; file_name: string; mime_type: string; size_bytes: number; message_id: string }[]).map(({ message_id, ...row }) => ({
    ...row,
    message: byId.get(message_id)!,
  }));
}

/** A customer's own supabase-js session against the local stack (RLS and the Storage policies apply). */
async function customerClient(email: string, password: string) {
  const client = createClient(stackUrl(), stackPublicKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`customer sign-in: ${error.message}`);
  return client;
}

/** An image has been decoded (a broken thumbnail has no natural width). */
const decoded = (image: Locator) => expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0));

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "bytewise-attachments-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a file for the browser to pick. */
const file = (name: string, bytes: Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

/** Marks the page so a reload (which clears the mark) is noticed. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

for (const lang of languages) {
  const m = lang.messages;
  const c = m.Conversation;
  const a = m.Attachments;
  const sr = m.ServiceRequest;
  const t = createTranslator({ locale: lang.locale, messages: m, namespace: "Conversation" });
  const ta = createTranslator({ locale: lang.locale, messages: m, namespace: "Attachments" });
  const counter = (count: number) => t("form.counter", { count, max: CONVERSATION_RULES.bodyMax });
  const maxSize = sizeText(lang.locale, CONVERSATION_RULES.fileMaxBytes);

  test.describe(`request conversation (${lang.locale})`, () => {
    test("a request filed with a photo; staff reply and add a note with a PDF; the customer sees the reply without reloading, never the note nor its file; unread markers come and go", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const tag = Date.now().toString(36);
      const fullName = `Marta Ibáñez ${tag}`;
      const customer = await createConfirmedUser({ locale: lang.locale, fullName });
      const photoName = `router-lights-${tag}.jpg`;
      const photoBytes = viewableJpegWithExif();
      expect(await exifr.gps(Buffer.from(photoBytes)), "the photo says where it was taken").toMatchObject({ latitude: expect.closeTo(30.2672, 3) });
      const photo = file(photoName, photoBytes);
      const noteName = `diagnosis-${tag}.pdf`;
      const notePdf = file(noteName, PDF);
      const title = `Router blinks red ${tag}`;
      const reply = `Thanks for the photo: the red light means no signal from the modem (${tag}).`;
      const note = `Modem firmware is on the recall list, see the PDF (${tag}).`;
      const answer = `Restarted the modem: still red (${tag}).`;
      const second = `Thanks, we will bring a new modem (${tag}).`;

      // The customer files the request with the photo: held in the form, not uploaded before the request exists.
      const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAs(customerContext, baseURL!, customer.email, customer.password);
      const page = await customerContext.newPage();
      await page.goto(at(lang, "/service-request"));
      await applyTheme(page, themeFor(lang.locale));
      await page.getByLabel(sr.title, { exact: true }).fill(title);
      await page.getByLabel(sr.serviceType, { exact: true }).selectOption("networkSetup");
      await page.getByLabel(sr.description, { exact: true }).fill("The router's light has been blinking red since the storm last night.");
      const input = page.getByLabel(a.label, { exact: true });
      const chosen = page.getByRole("list", { name: a.listLabel }).getByRole("listitem");
      // A file chosen before the form has hydrated is not seen by it: choose again until it is listed.
      await expect(async () => {
        if ((await chosen.count()) === 0) await input.setInputFiles(photo);
        await expect(chosen).toHaveCount(1, { timeout: 1_000 });
      }).toPass();
      await expect(chosen).toContainText(photoName);
      await expect(chosen).toContainText(a.status.held);
      await expect(chosen.getByRole("button", { name: ta("remove", { name: photoName }) })).toBeVisible();
      // Held only: no request yet, so nothing could be uploaded for one.
      expect((await db().from("service_requests").select("id").eq("title", title)).data).toEqual([]);

      // The form on a phone: nothing wider than the screen.
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole("button", { name: sr.submit }).click();
      await expectToast(page, sr.success.title, sr.success.description);
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard$`));
      const { data: filed } = await db().from("service_requests").select("id").eq("title", title).single();
      const requestId = (filed as { id: string }).id;

      // One message marked as the filing's files (each reader sees it in their own language), with the photo; the stored copy has no GPS.
      const stored = await storedAttachments(requestId);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ file_name: photoName, mime_type: "image/jpeg", message: { automatic: "filing_files", internal: false } });
      const { data: blob, error: downloadError } = await db().storage.from(ATTACHMENT_BUCKET).download(stored[0]!.object_path);
      expect(downloadError).toBeNull();
      const storedBytes = Buffer.from(await blob!.arrayBuffer());
      expect(storedBytes.subarray(0, 2).toString("hex"), "still a JPEG").toBe("ffd8");
      expect(storedBytes.length).toBe(stored[0]!.size_bytes);
      expect(await exifr.gps(storedBytes), "no position left").toBeFalsy();
      expect(await countIncoming(requestId), "the upload left incoming/").toBe(0);

      // The request's page: the thumbnail (alt: the file name), full size in a dialog.
      await page.goto(at(lang, `/service-request/${requestId}`));
      const thread = threadOf(page, lang);
      const filedMessage = messageWith(thread, c.automatic.filing_files);
      await expect(filedMessage.getByRole("heading", { level: 3 })).toHaveText(c.you);
      const thumbnail = filedMessage.getByRole("img", { name: photoName, exact: true });
      await expect(thumbnail).toBeVisible();
      await decoded(thumbnail);
      await expectNoSeriousA11yViolations(page);
      await filedMessage.getByRole("button", { name: ta("list.view", { name: photoName }) }).click();
      const dialog = page.getByRole("dialog", { name: photoName });
      await expect(dialog).toBeVisible();
      await decoded(dialog.getByRole("img", { name: photoName, exact: true }));
      await expect(dialog.getByRole("link", { name: ta("list.download", { name: photoName, size: sizeText(lang.locale, stored[0]!.size_bytes) }) })).toHaveAttribute(
        "download",
        photoName,
      );
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(thread.getByLabel(c.form.replyLabel, { exact: true })).toBeVisible();
      await markPage(page);

      // Staff open it from the console's list (the other theme): the photo, then a reply, then a note with a PDF.
      const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAsStaff(staffContext, baseURL!);
      const staff = await staffContext.newPage();
      await staff.goto(adminPath(lang, "/requests?status=pending"));
      await applyTheme(staff, themeFor(lang.locale, true));
      await requestRow(staff, requestId).getByRole("link", { name: title }).click();
      await expect(staff).toHaveURL(new RegExp(`${lang.prefix}/admin/requests/${requestId}$`));
      await expect(staff.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const staffThread = threadOf(staff, lang);
      await decoded(messageWith(staffThread, c.automatic.filing_files).getByRole("img", { name: photoName, exact: true }));
      const staffBox = staffThread.getByLabel(c.form.staffLabel, { exact: true });
      await expect(staffThread.getByRole("radio", { name: c.form.reply })).toBeChecked();
      await typeInto(staffThread, staffBox, reply, counter);
      await staffThread.getByRole("button", { name: c.form.send }).click();
      await expect(messageWith(staffThread, reply)).toBeVisible();
      await expect(staffBox).toHaveValue("");

      await staffThread.getByRole("radio", { name: c.form.note }).click();
      await typeInto(staffThread, staffBox, note, counter);
      await attachFiles(staffThread, lang, [notePdf]);
      await staffThread.getByRole("button", { name: c.form.addNote }).click();
      const staffNote = messageWith(staffThread, note);
      await expect(staffNote).toBeVisible();
      // The customer's page polls by itself: its first poll that starts now, with the note stored, must not bring it.
      const pollAfterNote = nextPoll(page);
      await expect(staffNote).toContainText(c.internalNote);
      await expect(staffNote).toHaveAttribute("data-internal", "true");
      await expect(staffNote.getByRole("link", { name: ta("list.open", { name: noteName, size: sizeText(lang.locale, PDF.length) }) })).toBeVisible();
      await expect(messageWith(staffThread, reply)).not.toContainText(c.internalNote);
      await expectNoSeriousA11yViolations(staff);

      // The customer's open page shows the reply, from staff, at the shop's time, announced politely; never the note or its PDF.
      const arrived = messageWith(thread, reply);
      await expect(arrived).toBeVisible({ timeout: POLL_WAIT });
      expect(await stillSameDocument(page), "the reply came without a reload").toBe(true);
      await expect(arrived.getByRole("heading", { level: 3 })).toContainText(STAFF.name);
      await expect(arrived.getByRole("heading", { level: 3 })).toContainText(c.staffBadge);
      const repliedAt = await storedTime(requestId, reply);
      await expect(arrived.locator("time")).toHaveAttribute("datetime", repliedAt);
      await expect(arrived.locator("time")).toHaveText(`${formatDate(lang.locale, repliedAt)}, ${formatTime(lang.locale, repliedAt)}`);
      await expect(thread.getByRole("status")).toHaveText(t("announce.one", { author: STAFF.name }));
      await pollAfterNote;
      await expect(page.getByText(note)).toHaveCount(0);
      await expect(page.getByText(c.internalNote)).toHaveCount(0);
      await expect(page.getByText(noteName)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // Not even after a reload.
      await page.reload();
      await expect(messageWith(thread, reply)).toBeVisible();
      await expect(page.getByText(note)).toHaveCount(0);
      await expect(page.getByText(noteName)).toHaveCount(0);
      await expect(page.locator(`a[download="${noteName}"]`)).toHaveCount(0);

      // Nor can their own session sign the note's file; it can sign their photo.
      const notes = (await storedAttachments(requestId)).filter((row) => row.message.internal);
      expect(notes.map((row) => row.file_name)).toEqual([noteName]);
      const own = await customerClient(customer.email, customer.password);
      const refused = await own.storage.from(ATTACHMENT_BUCKET).createSignedUrl(notes[0]!.object_path, 60);
      expect(refused.data).toBeNull();
      expect(refused.error).not.toBeNull();
      const allowed = await own.storage.from(ATTACHMENT_BUCKET).createSignedUrl(stored[0]!.object_path, 60);
      expect(allowed.error).toBeNull();
      expect(allowed.data?.signedUrl).toBeTruthy();

      // Staff go back to the list: nothing new from the customer since they opened it.
      await staff.goto(adminPath(lang, "/requests?status=pending"));
      await expect(requestRow(staff, requestId).locator("[data-unread]").filter({ visible: true })).toHaveCount(0);

      // The customer answers.
      const box = thread.getByLabel(c.form.replyLabel, { exact: true });
      await typeInto(thread, box, answer, counter);
      await thread.getByRole("button", { name: c.form.send }).click();
      const mine = messageWith(thread, answer);
      await expect(mine).toBeVisible();
      await expect(mine.getByRole("heading", { level: 3 })).toHaveText(c.you);
      await expect(thread.getByRole("status")).toHaveText(c.announce.sent);

      // Staff see "1 new" on the request in the console's list, open it, and the marker is gone.
      await staff.reload();
      const staffBadge = requestRow(staff, requestId).locator("[data-unread]").filter({ visible: true });
      await expect(staffBadge).toHaveAttribute("data-unread", "1");
      await expect(staffBadge).toContainText(t("unread.label", { count: 1 }));
      await requestRow(staff, requestId).getByRole("link", { name: title }).click();
      await expect(messageWith(threadOf(staff, lang), answer)).toContainText(fullName);
      await staff.goto(adminPath(lang, "/requests?status=pending"));
      await expect(requestRow(staff, requestId)).toBeVisible();
      await expect(requestRow(staff, requestId).locator("[data-unread]").filter({ visible: true })).toHaveCount(0);

      // The customer's dashboard: nothing new (they saw the reply); a second reply while they are away is "1 new" until opened.
      await page.goto(at(lang, "/dashboard"));
      const row = page.locator(`[data-request-id="${requestId}"]`).filter({ visible: true });
      await expect(row).toContainText(title);
      await expect(row.locator("[data-unread]").filter({ visible: true })).toHaveCount(0);
      await staff.goto(adminPath(lang, `/requests/${requestId}`));
      const staffThreadAgain = threadOf(staff, lang);
      await typeInto(staffThreadAgain, staffThreadAgain.getByLabel(c.form.staffLabel, { exact: true }), second, counter);
      await staffThreadAgain.getByRole("button", { name: c.form.send }).click();
      await expect(messageWith(staffThreadAgain, second)).toBeVisible();
      await page.reload();
      await expect(row.locator("[data-unread]").filter({ visible: true })).toHaveAttribute("data-unread", "1");
      await expect(row.locator("[data-unread]").filter({ visible: true })).toContainText(t("unread.label", { count: 1 }));
      await expectNoSeriousA11yViolations(page);
      await row.getByRole("link", { name: new RegExp(m.Dashboard.requests.details, "i") }).click();
      await expect(messageWith(threadOf(page, lang), second)).toBeVisible();

      // The thread with its photo, and the console's page, fit a phone.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await decoded(messageWith(threadOf(page, lang), c.automatic.filing_files).getByRole("img", { name: photoName, exact: true }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.goto(at(lang, "/dashboard"));
      await expect(page.locator(`[data-request-id="${requestId}"]`).filter({ visible: true }).locator("[data-unread]").filter({ visible: true })).toHaveCount(0);
      await staff.setViewportSize({ width: 375, height: 800 });
      await staff.reload();
      await expect(messageWith(threadOf(staff, lang), note)).toBeVisible();
      expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await customerContext.close();
      await staffContext.close();
    });

    test("on a phone: empty and too-long replies refused, markup shown as text, a reply with a PDF by keyboard alone, then closed", async ({ browser, baseURL }) => {
      test.setTimeout(150_000);
      const tag = Date.now().toString(36);
      const customer = await createConfirmedUser({ locale: lang.locale });
      const request = await createRequest(customer.id);
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      await signInAs(context, baseURL!, customer.email, customer.password);
      const page = await context.newPage();
      await page.goto(at(lang, `/service-request/${request.id}`));
      await applyTheme(page, themeFor(lang.locale, true));
      const thread = threadOf(page, lang);
      const box = thread.getByLabel(c.form.replyLabel, { exact: true });
      const send = thread.getByRole("button", { name: c.form.send });
      const input = thread.getByLabel(a.label, { exact: true });
      const list = thread.getByRole("list", { name: a.listLabel });
      await typeInto(thread, box, "x", counter);

      // Empty (spaces only): refused under the field, tied to it, nothing stored.
      await box.fill("   ");
      await send.click();
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect.poll(() => describedText(box)).toContain(c.errors.bodyRequired);
      await expect(thread.getByRole("alert").filter({ hasText: c.errors.bodyRequired })).toBeVisible();

      // One character too many: the counter says so, the reply is refused, nothing stored.
      const tooLong = "y".repeat(CONVERSATION_RULES.bodyMax + 1);
      await box.fill(tooLong);
      await expect(thread.getByText(counter(tooLong.length), { exact: true })).toBeVisible();
      await send.click();
      const tooLongText = t("errors.bodyTooLong", { max: CONVERSATION_RULES.bodyMax });
      await expect.poll(() => describedText(box)).toContain(tooLongText);
      await expect(thread.getByRole("alert").filter({ hasText: tooLongText })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await countMessages(request.id)).toBe(0);

      // Markup is text: shown as typed, nothing runs, no element made of it.
      const markup = `<script>window.__injected = true</script><b>bold</b> <img src=x onerror="window.__injected = true">`;
      await box.fill(markup);
      await send.click();
      const shown = messageWith(thread, "<script>");
      await expect(shown).toBeVisible();
      await expect(shown.getByText(markup, { exact: true })).toBeVisible();
      await expect(shown.locator("script, b, img")).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
      await expect(box).toHaveValue("");

      // A reply by keyboard alone, from the top of a freshly loaded page: Tab to the box, type two lines, Tab to the
      // file input (the native dialog cannot be driven, so the file is set on the focused input), Tab on to Send, Enter.
      const invoiceName = `invoice-${tag}.pdf`;
      await page.reload();
      await expect(messageWith(threadOf(page, lang), "<script>")).toBeVisible();
      await page.waitForLoadState("networkidle");
      for (let i = 0; i < 80 && !(await box.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(box).toBeFocused();
      await page.keyboard.type("First line");
      await page.keyboard.press("Enter");
      await page.keyboard.type("second line");
      await expect(thread.getByText(counter("First line\nsecond line".length), { exact: true })).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(input).toBeFocused();
      await input.setInputFiles(file(invoiceName, PDF));
      await expect(list.getByText(a.status.uploaded)).toBeVisible({ timeout: 30_000 });
      await expect(input).toBeFocused();
      for (let i = 0; i < 20 && !(await send.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(send).toBeFocused();
      await page.keyboard.press("Enter");
      const typed = messageWith(thread, "First line");
      await expect(typed).toBeVisible();
      expect(await typed.locator("p").last().innerText()).toBe("First line\nsecond line");
      const link = typed.getByRole("link", { name: ta("list.open", { name: invoiceName, size: sizeText(lang.locale, PDF.length) }) });
      await expect(link).toHaveAttribute("download", invoiceName);
      await expect(link).toHaveAttribute("href", /\/storage\/v1\/object\/sign\/request-attachments\//);
      await expect(box).toHaveValue("");
      await expect(list).toHaveCount(0);
      expect([await countMessages(request.id), await countAttachments(request.id)]).toEqual([2, 1]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousA11yViolations(page);

      // Completed: no more replies; the page says how to carry on.
      await advanceRequest(request.id, "completed");
      await page.reload();
      await expect(threadOf(page, lang).getByText(c.closed.title)).toBeVisible();
      await expect(threadOf(page, lang).getByRole("link", { name: c.closed.link })).toHaveAttribute("href", at(lang, "/service-request"));
      await expect(threadOf(page, lang).getByLabel(c.form.replyLabel, { exact: true })).toHaveCount(0);
      await expect(messageWith(threadOf(page, lang), "First line")).toBeVisible();

      await context.close();
    });

    test("files that cannot be attached never cost the request: it is filed, and the toast links its page", async ({ page, context, baseURL }) => {
      const tag = Date.now().toString(36);
      const customer = await createConfirmedUser({ locale: lang.locale });
      await signInAs(context, baseURL!, customer.email, customer.password);
      // Storage refuses every upload (as a dropped connection would).
      await page.route("**/storage/v1/object/upload/sign/**", (route) => route.abort());
      await page.goto(at(lang, "/service-request"));
      await applyTheme(page, themeFor(lang.locale, true));
      const title = `Tablet will not charge ${tag}`;
      await page.getByLabel(sr.title, { exact: true }).fill(title);
      await page.getByLabel(sr.serviceType, { exact: true }).selectOption("computerRepair");
      await page.getByLabel(sr.description, { exact: true }).fill("The tablet stopped charging with two different cables and chargers.");
      const chosen = page.getByRole("list", { name: a.listLabel }).getByRole("listitem");
      const pdf = file(`receipt-${tag}.pdf`, PDF);
      await expect(async () => {
        if ((await chosen.count()) === 0) await page.getByLabel(a.label, { exact: true }).setInputFiles(pdf);
        await expect(chosen).toHaveCount(1, { timeout: 1_000 });
      }).toPass();
      await page.getByRole("button", { name: sr.submit }).click();

      await expectToast(page, sr.attachments.failed.title, sr.attachments.failed.description);
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard$`));
      const { data: filed } = await db().from("service_requests").select("id").eq("title", title).single();
      const requestId = (filed as { id: string }).id;
      expect([await countMessages(requestId), await countAttachments(requestId)]).toEqual([0, 0]);
      const link = page.locator("[data-sonner-toast]").getByRole("link", { name: sr.attachments.failed.link });
      await expect(link).toHaveAttribute("href", at(lang, `/service-request/${requestId}`));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/service-request/${requestId}$`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(threadOf(page, lang).getByLabel(a.label, { exact: true })).toBeVisible();
    });

    test("too many, too large, empty and disguised files refused with nothing stored", async ({ browser, baseURL }) => {
      test.setTimeout(150_000);
      const tag = Date.now().toString(36);
      const customer = await createConfirmedUser({ locale: lang.locale });
      const request = await createRequest(customer.id, { title: `Invoice printer jams ${tag}`, service_type: "computerRepair" });
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAs(context, baseURL!, customer.email, customer.password);
      const page = await context.newPage();
      await page.goto(at(lang, `/service-request/${request.id}`));
      await applyTheme(page, themeFor(lang.locale, true));
      const thread = threadOf(page, lang);
      const box = thread.getByLabel(c.form.replyLabel, { exact: true });
      const input = thread.getByLabel(a.label, { exact: true });
      const send = thread.getByRole("button", { name: c.form.send });
      const list = thread.getByRole("list", { name: a.listLabel });
      await expect(thread.getByText(c.empty)).toBeVisible();
      // Hydrated once the counter follows the box: the form does not see a file chosen before.
      await typeInto(thread, box, "x", counter);
      await box.fill("");
      const nothingNew = async () => expect([await countMessages(request.id), await countAttachments(request.id)], "no message, no attachment").toEqual([0, 0]);
      const refusal = (message: string) => thread.getByRole("alert").filter({ hasText: message });

      // Six files: the sixth is refused (five per message); the five taken are removed again, nothing is sent.
      const six = Array.from({ length: 6 }, (_, i) => file(`page-${i + 1}-${tag}.pdf`, PDF));
      await input.setInputFiles(six);
      await expect(refusal(ta("errors.tooMany", { max: CONVERSATION_RULES.filesPerMessage }))).toBeVisible();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(list.getByRole("listitem")).toHaveCount(CONVERSATION_RULES.filesPerMessage);
      await expect(list.getByText(`page-6-${tag}.pdf`)).toHaveCount(0);
      await expect(thread.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
      for (let i = 1; i <= CONVERSATION_RULES.filesPerMessage; i++) {
        await list.getByRole("button", { name: ta("remove", { name: `page-${i}-${tag}.pdf` }) }).click();
      }
      await expect(list).toHaveCount(0);
      await nothingNew();
      const incoming = await countIncoming(request.id);

      // Larger than 10 MB: refused before any upload.
      const bigName = `scan-${tag}.pdf`;
      const big = new Uint8Array(11 * 1024 * 1024).fill(0x20);
      big.set(PDF.subarray(0, 8));
      await input.setInputFiles(file(bigName, big));
      await expect(refusal(ta("errors.tooLarge", { name: bigName, size: maxSize }))).toBeVisible();
      await expect(list).toHaveCount(0);

      // Empty: refused before any upload.
      const emptyName = `blank-${tag}.pdf`;
      await input.setInputFiles(file(emptyName, new Uint8Array(0)));
      await expect(refusal(ta("errors.empty", { name: emptyName }))).toBeVisible();
      await expect(list).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      expect(await countIncoming(request.id), "neither was uploaded").toBe(incoming);
      await nothingNew();

      // A renamed executable: its name passes the browser's check and it uploads, but the server reads its
      // bytes when the reply is sent and refuses it; the reply stays in the box.
      const evilName = "evil.pdf";
      await input.setInputFiles({ name: evilName, mimeType: "application/pdf", buffer: Buffer.from(EXE) });
      await expect(list.getByRole("listitem").filter({ hasText: evilName })).toContainText(a.status.uploaded, { timeout: 30_000 });
      const evilText = `Here is the driver the shop asked for (${tag}).`;
      await typeInto(thread, box, evilText, counter);
      await send.click();
      await expect(refusal(c.errors.fileType)).toBeVisible();
      await expect(thread.getByRole("alert").filter({ hasText: c.errors.title })).toBeVisible();
      await expect(box).toHaveValue(evilText);
      await expect.poll(() => describedText(box)).toContain(c.errors.fileType);
      await expect(messageWith(thread, evilText)).toHaveCount(0);
      await nothingNew();

      await context.close();
    });
  });
}
