import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { CONVERSATION_RULES } from "@/lib/rules/business-rules";
import { STAFF, adminPath, requestRow, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { advanceRequest, at, createRequest, formatDate, formatTime } from "./helpers/dashboard";
import { attachFiles, describedText, messageWith, nextPoll, POLL_WAIT, threadOf, typeInto } from "./helpers/conversation";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// A service request's conversation, in each language, from both sides in
// two browsers: staff reply and add an internal note on the request's console
// page; the customer, whose page stays open, sees the reply arrive without a
// reload (the thread polls; scripts/e2e-env.ts sets REQUEST_THREAD_POLL_MS to
// 2 s, and the waits allow for the default 15 s when run against servers
// started without it) and never the note. The customer answers; the unread
// markers ("N new") show in the console's list and in the dashboard's, and go
// once the thread is opened. Then the reply box's refusals (empty, too long),
// markup shown as text, a reply by keyboard alone, and a closed request, on a
// phone. Axe on both pages, in both themes across the two languages.

/** The stored time of a message, as the thread writes it (the shop's zone, the page's language). */
async function storedTime(requestId: string, body: string) {
  const { data, error } = await serviceClient().from("request_messages").select("created_at").eq("request_id", requestId).eq("body", body).single();
  if (error) throw new Error(`storedTime: ${error.message}`);
  return (data as { created_at: string }).created_at;
}

const countMessages = async (requestId: string) =>
  (await serviceClient().from("request_messages").select("id", { count: "exact", head: true }).eq("request_id", requestId)).count ?? 0;

/** Marks the page so a reload (which clears the mark) is noticed. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

for (const lang of languages) {
  const m = lang.messages;
  const c = m.Conversation;
  const t = createTranslator({ locale: lang.locale, messages: m, namespace: "Conversation" });
  const counter = (count: number) => t("form.counter", { count, max: CONVERSATION_RULES.bodyMax });

  test.describe(`request conversation (${lang.locale})`, () => {
    test("staff reply and add a note; the customer sees the reply without reloading, never the note; unread markers come and go", async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const tag = Date.now().toString(36);
      const fullName = `Inés Calderón ${tag}`;
      const customer = await createConfirmedUser({ locale: lang.locale, fullName });
      const request = await createRequest(customer.id, { title: `Printer offline ${tag}`, service_type: "networkSetup" });
      const reply = `Please restart the printer and send us its IP address (${tag}).`;
      const note = `Probably the DHCP lease again, see last month (${tag}).`;
      const answer = `Restarted it: 192.168.1.23 (${tag}).`;
      const second = `Thanks, we will set a fixed address (${tag}).`;

      const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAs(customerContext, baseURL!, customer.email, customer.password);
      const home = await customerContext.newPage();
      const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAsStaff(staffContext, baseURL!);
      const staff = await staffContext.newPage();

      // The customer opens their request: the thread is empty, the reply box waits.
      await home.goto(at(lang, `/service-request/${request.id}`));
      await applyTheme(home, themeFor(lang.locale));
      const thread = threadOf(home, lang);
      await expect(thread.getByText(c.empty)).toBeVisible();
      await expect(thread.getByLabel(c.form.replyLabel, { exact: true })).toBeVisible();
      await markPage(home);

      // Staff open it from the console's list (the other theme), reply, then add a note.
      await staff.goto(adminPath(lang, "/requests?status=pending"));
      await applyTheme(staff, themeFor(lang.locale, true));
      await requestRow(staff, request.id).getByRole("link", { name: request.title }).click();
      await expect(staff).toHaveURL(new RegExp(`${lang.prefix}/admin/requests/${request.id}$`));
      await expect(staff.getByRole("heading", { level: 1, name: request.title })).toBeVisible();
      const staffThread = threadOf(staff, lang);
      const staffBox = staffThread.getByLabel(c.form.staffLabel, { exact: true });
      await expect(staffThread.getByRole("radio", { name: c.form.reply })).toBeChecked();
      await typeInto(staffThread, staffBox, reply, counter);
      await staffThread.getByRole("button", { name: c.form.send }).click();
      await expect(messageWith(staffThread, reply)).toBeVisible();
      await expect(staffBox).toHaveValue("");

      await staffThread.getByRole("radio", { name: c.form.note }).click();
      await typeInto(staffThread, staffBox, note, counter);
      await staffThread.getByRole("button", { name: c.form.addNote }).click();
      const staffNote = messageWith(staffThread, note);
      await expect(staffNote).toBeVisible();
      // The customer's page polls by itself: its first poll that starts now, with the note stored, must not bring it.
      const pollAfterNote = nextPoll(home);
      await expect(staffNote).toContainText(c.internalNote);
      await expect(staffNote).toHaveAttribute("data-internal", "true");
      await expect(messageWith(staffThread, reply)).not.toContainText(c.internalNote);
      await expectNoSeriousA11yViolations(staff);

      // The customer's open page shows the reply, from staff, at the shop's time, announced politely; never the note.
      const arrived = messageWith(thread, reply);
      await expect(arrived).toBeVisible({ timeout: POLL_WAIT });
      expect(await stillSameDocument(home), "the reply came without a reload").toBe(true);
      await expect(arrived.getByRole("heading", { level: 3 })).toContainText(STAFF.name);
      await expect(arrived.getByRole("heading", { level: 3 })).toContainText(c.staffBadge);
      const repliedAt = await storedTime(request.id, reply);
      await expect(arrived.locator("time")).toHaveAttribute("datetime", repliedAt);
      await expect(arrived.locator("time")).toHaveText(`${formatDate(lang.locale, repliedAt)}, ${formatTime(lang.locale, repliedAt)}`);
      await expect(thread.getByRole("status")).toHaveText(t("announce.one", { author: STAFF.name }));
      await pollAfterNote;
      await expect(home.getByText(note)).toHaveCount(0);
      await expect(home.getByText(c.internalNote)).toHaveCount(0);
      await expectNoSeriousA11yViolations(home);

      // Staff go back to the list: nothing new from the customer yet.
      await staff.goto(adminPath(lang, "/requests?status=pending"));
      await expect(requestRow(staff, request.id).locator("[data-unread]").filter({ visible: true })).toHaveCount(0);

      // The customer answers (files are another spec's part: none here).
      const box = thread.getByLabel(c.form.replyLabel, { exact: true });
      await typeInto(thread, box, answer, counter);
      await attachFiles(thread, lang, []);
      await thread.getByRole("button", { name: c.form.send }).click();
      const mine = messageWith(thread, answer);
      await expect(mine).toBeVisible();
      await expect(mine.getByRole("heading", { level: 3 })).toHaveText(c.you);
      await expect(thread.getByRole("status")).toHaveText(c.announce.sent);

      // Staff see "1 new" on the request in the console's list, open it, and the marker is gone.
      await staff.reload();
      const staffBadge = requestRow(staff, request.id).locator("[data-unread]").filter({ visible: true });
      await expect(staffBadge).toHaveAttribute("data-unread", "1");
      await expect(staffBadge).toContainText(t("unread.label", { count: 1 }));
      await requestRow(staff, request.id).getByRole("link", { name: request.title }).click();
      await expect(messageWith(threadOf(staff, lang), answer)).toContainText(fullName);
      await staff.goto(adminPath(lang, "/requests?status=pending"));
      await expect(requestRow(staff, request.id)).toBeVisible();
      await expect(requestRow(staff, request.id).locator("[data-unread]").filter({ visible: true })).toHaveCount(0);

      // The customer's dashboard: nothing new (they saw the reply arrive); a second reply while they are away is "1 new" until opened.
      await home.goto(at(lang, "/dashboard"));
      const row = home.locator(`[data-request-id="${request.id}"]`).filter({ visible: true });
      await expect(row).toContainText(request.title);
      await expect(row.locator("[data-unread]").filter({ visible: true })).toHaveCount(0);
      await staff.goto(adminPath(lang, `/requests/${request.id}`));
      const staffThreadAgain = threadOf(staff, lang);
      await typeInto(staffThreadAgain, staffThreadAgain.getByLabel(c.form.staffLabel, { exact: true }), second, counter);
      await staffThreadAgain.getByRole("button", { name: c.form.send }).click();
      await expect(messageWith(staffThreadAgain, second)).toBeVisible();
      await home.reload();
      await expect(row.locator("[data-unread]").filter({ visible: true })).toHaveAttribute("data-unread", "1");
      await expect(row.locator("[data-unread]").filter({ visible: true })).toContainText(t("unread.label", { count: 1 }));
      await expectNoSeriousA11yViolations(home);
      await row.getByRole("link", { name: new RegExp(m.Dashboard.requests.details, "i") }).click();
      await expect(messageWith(threadOf(home, lang), second)).toBeVisible();
      await home.goto(at(lang, "/dashboard"));
      await expect(home.locator(`[data-request-id="${request.id}"]`).filter({ visible: true }).locator("[data-unread]").filter({ visible: true })).toHaveCount(0);

      // The console's page fits a phone.
      await staff.setViewportSize({ width: 375, height: 800 });
      await staff.reload();
      await expect(messageWith(threadOf(staff, lang), note)).toBeVisible();
      expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await customerContext.close();
      await staffContext.close();
    });

    test("on a phone: empty and too-long replies refused, markup shown as text, a reply by keyboard alone, then closed", async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
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

      // A reply by keyboard alone, from the top of a freshly loaded page: Tab to the box, type two lines, Tab to Send, Enter.
      await page.reload();
      await expect(messageWith(threadOf(page, lang), "<script>")).toBeVisible();
      await page.waitForLoadState("networkidle");
      for (let i = 0; i < 80 && !(await box.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(box).toBeFocused();
      await page.keyboard.type("First line");
      await page.keyboard.press("Enter");
      await page.keyboard.type("second line");
      await expect(thread.getByText(counter("First line\nsecond line".length), { exact: true })).toBeVisible();
      for (let i = 0; i < 20 && !(await send.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(send).toBeFocused();
      await page.keyboard.press("Enter");
      const typed = messageWith(thread, "First line");
      await expect(typed).toBeVisible();
      expect(await typed.locator("p").last().innerText()).toBe("First line\nsecond line");
      expect(await countMessages(request.id)).toBe(2);
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
  });
}
