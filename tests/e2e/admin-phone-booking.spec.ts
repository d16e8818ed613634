import { expect, test, type Locator, type Page } from "@playwright/test";
import { adminPath, fill, pickFirstFreeSlot, signInAsStaff, STAFF } from "./helpers/admin";
import { mailsFor, type Mail } from "./helpers/auth-mail";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { appointmentsOf, bookingDay, chooseService, pickDay } from "./helpers/booking";
import { BADGE, expectToast } from "./helpers/dashboard";
import { languages, uniqueIp, type Language } from "./helpers/public";
import { serviceClient, uniqueEmail } from "./helpers/supabase";
import { PHONE_LENGTH } from "@/lib/validation/admin-booking";

// Bookings staff take by phone, in each language: "New appointment" on the
// console's appointments page, for a new caller (the account is created and
// invited: the caller opens the invitation from the mailbox, chooses a
// password, signs in and finds the appointment) and for an existing
// customer found by phone. The dialog passes axe, works by keyboard and fits
// a phone.

const PASSWORD = "Called1In!";

/** A phone number no other test uses (its 7 digits are what the search matches). */
const uniquePhone = () => {
  const digits = String(Date.now() % 10_000_000).padStart(7, "0");
  return { written: `512-${digits.slice(0, 3)}-${digits.slice(3)}`, spoken: `(512) ${digits.slice(0, 3)} ${digits.slice(3)}` };
};

/** Opens the dialog from the appointments page. */
async function openDialog(page: Page, lang: Language) {
  const n = lang.messages.Admin.newAppointment;
  await page.goto(adminPath(lang, "/appointments"));
  const trigger = page.getByRole("button", { name: n.open });
  const dialog = page.getByRole("dialog", { name: n.title });
  // A click before hydration does nothing; try until the dialog opens.
  await expect(async () => {
    await trigger.click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return { dialog, trigger };
}

/** Service, day and first free time, then Book. */
async function chooseTimeAndBook(page: Page, dialog: Locator, lang: Language, day: string) {
  await chooseService(page, lang, lang.messages.Booking.services.computerRepair.name);
  await pickDay(page, lang, day);
  await pickFirstFreeSlot(page, lang);
  await dialog.getByRole("button", { name: lang.messages.Admin.newAppointment.submit }).click();
}

/** The invitation's link (…/reset-password?token=…&type=invite), from whichever of the caller's emails holds it (the booking's confirmation comes too). */
async function inviteLink(email: string) {
  const linkIn = (mail: Mail) => mail.links.find((href) => new URL(href).searchParams.get("type") === "invite");
  let link: string | undefined;
  await expect.poll(async () => (link = (await mailsFor(email)).map(linkIn).find(Boolean)), { message: `an invitation to ${email}`, timeout: 15_000 }).toBeTruthy();
  return link!;
}

async function userIdOf(email: string) {
  const { data, error } = await serviceClient().auth.admin.listUsers({ perPage: 1000 });
  if (error) throw new Error(`listUsers: ${error.message}`);
  const user = data.users.find((u) => u.email === email);
  if (!user) throw new Error(`no account for ${email}`);
  return user.id;
}

for (const [index, lang] of languages.entries()) {
  const m = lang.messages;
  const n = m.Admin.newAppointment;

  test(`(${lang.locale}) staff book for a new caller, who accepts the invitation, signs in and finds the appointment`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const day = bookingDay(28 + index);
    const email = uniqueEmail("caller");
    const name = `Marta Quiroga ${Date.now().toString(36)}`;
    const phone = uniquePhone().written;

    const staffContext = await browser.newContext();
    await signInAsStaff(staffContext, baseURL!);
    const staff = await staffContext.newPage();
    const { dialog, trigger } = await openDialog(staff, lang);
    await expect(dialog.getByLabel(n.search.label)).toBeFocused();

    await dialog.getByRole("radio", { name: n.new, exact: true }).click();
    await dialog.getByLabel(n.caller.name, { exact: true }).fill(name);
    await dialog.getByLabel(n.caller.phone, { exact: true }).fill(phone);
    await dialog.getByLabel(n.caller.email, { exact: true }).fill(email);
    await expect(dialog.getByLabel(n.caller.email, { exact: true })).toHaveAccessibleDescription(n.caller.emailHint);
    await dialog.getByRole("radio", { name: m.Language[lang.locale], exact: true }).click();
    await dialog.getByLabel(n.issue).fill("Printer prints blank pages");
    await chooseTimeAndBook(staff, dialog, lang, day);

    await expectToast(staff, n.success.title);
    await expect(staff.locator("[data-sonner-toast]").filter({ hasText: n.success.title }).first()).toContainText(email);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    const userId = await userIdOf(email);
    const [appointment] = await appointmentsOf(userId);
    expect(appointment).toMatchObject({ status: "pending", issue_description: "Printer prints blank pages" });

    // The console shows the phone (a call link) and that it was booked by phone.
    await staff.goto(adminPath(lang, `/appointments?view=list&date=${day}`));
    const row = staff.getByRole("region", { name: new RegExp(m.Admin.appointments.day.title) }).locator(`[data-appointment-id="${appointment!.id}"]`);
    await expect(row).toContainText(name);
    await expect(row.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/\D/g, "")}`);
    await expect(row.getByTestId("booked-by-phone")).toHaveText(m.Admin.appointments.bookedByPhone);
    await expect(row.getByTestId("needs-call")).toHaveCount(0);
    await staffContext.close();

    // The caller: the invitation in their language, to this site's page in that language.
    const link = await inviteLink(email);
    expect(link).toContain(`${lang.prefix}/reset-password?token=`);
    const callerContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
    const caller = await callerContext.newPage();
    await caller.goto(link);
    await expect(caller.getByRole("heading", { level: 1 })).toHaveText(m.Password.inviteTitle);
    await expect(caller.getByText(m.Password.inviteIntro)).toBeVisible();
    await caller.getByLabel(m.Password.newPassword, { exact: true }).fill(PASSWORD);
    await caller.getByLabel(m.Password.confirmPassword, { exact: true }).fill(PASSWORD);
    await caller.getByRole("button", { name: m.Password.inviteSave }).click();
    // Choosing the password signs the caller in, straight to the appointment.
    await expectToast(caller, m.Password.inviteDoneTitle, m.Password.inviteSignedIn);
    await expect(caller).toHaveURL(new RegExp(`${lang.prefix}/dashboard\\?tab=appointments$`), { timeout: 30_000 });
    const mine = caller.locator(`[data-appointment-id="${appointment!.id}"]`);
    await expect(mine).toBeVisible();
    await expect(mine.locator(BADGE)).toHaveText(m.AppointmentStatus.pending);

    // The link worked once.
    await caller.goto(link);
    await caller.getByLabel(m.Password.newPassword, { exact: true }).fill(`${PASSWORD}x`);
    await caller.getByLabel(m.Password.confirmPassword, { exact: true }).fill(`${PASSWORD}x`);
    await caller.getByRole("button", { name: m.Password.inviteSave }).click();
    await expect(caller.getByRole("main").getByRole("alert")).toHaveText(m.Password.inviteInvalidLink);
    await callerContext.close();
  });

  test(`(${lang.locale}) staff find an existing customer by phone, by keyboard, and book for them`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const day = bookingDay(28 + index, 1);
    const phone = uniquePhone();
    const email = uniqueEmail("known");
    const fullName = `Rosa Benítez ${Date.now().toString(36)}`;
    const { data, error } = await serviceClient().auth.admin.createUser({
      email,
      password: "Passw0rd!",
      email_confirm: true,
      user_metadata: { full_name: fullName, locale: lang.locale, phone: phone.written },
    });
    if (error || !data.user) throw new Error(`createUser: ${error?.message}`);

    await signInAsStaff(context, baseURL!);
    const { dialog } = await openDialog(page, lang);
    const search = dialog.getByLabel(n.search.label);

    // Nobody matches: said in the status line, with the way to a new caller. Letters only: a query's
    // digits (three or more) are also looked for in phone numbers, which another test's customer may hold.
    const nobody = `zz${Date.now().toString(36).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`;
    await search.fill(nobody);
    await expect(dialog.getByRole("status").filter({ hasText: fill(n.search.none, { query: nobody }) })).toBeVisible();
    await expect(dialog.getByRole("button", { name: n.search.asNewCaller })).toBeVisible();

    // The phone as the caller says it: the digits match. Down enters the list, Space picks.
    await search.fill(phone.spoken);
    const match = dialog.getByRole("radio", { name: new RegExp(fullName) });
    await expect(match).toBeVisible();
    await expect(match).toHaveAccessibleName(new RegExp(`${email}.*${phone.written}`));
    await search.press("ArrowDown");
    await expect(match).toBeFocused();
    await page.keyboard.press("Space");
    await expect(match).toBeChecked();

    await chooseTimeAndBook(page, dialog, lang, day);
    await expectToast(page, n.success.title);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: n.success.title }).first()).toContainText(fullName);
    await expect(dialog).toBeHidden();

    const booked = await appointmentsOf(data.user.id);
    expect(booked).toHaveLength(1);
    const { data: row } = await serviceClient().from("appointments").select("booked_by").eq("id", booked[0]!.id).single();
    expect(row?.booked_by).toBe(await userIdOf(STAFF.email));
    // Nobody was invited: the account had its own password.
    const { data: account } = await serviceClient().auth.admin.getUserById(data.user.id);
    expect(account.user?.invited_at).toBeFalsy();
  });

  const theme = themeFor(lang.locale, true);
  test(`(${lang.locale}, ${theme}) the dialog passes axe, says each error under its field and moves the focus to the first`, async ({ page, context, baseURL }) => {
    await signInAsStaff(context, baseURL!);
    await page.goto(adminPath(lang, "/appointments"));
    await applyTheme(page, theme);
    const { dialog } = await openDialog(page, lang);
    await expectNoSeriousA11yViolations(page);

    // Existing customer, nothing chosen: the search box gets the focus and the message.
    await dialog.getByRole("button", { name: n.submit }).click();
    const search = dialog.getByLabel(n.search.label);
    await expect(search).toBeFocused();
    await expect(search).toHaveAccessibleDescription(new RegExp(n.errors.customerMissing.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));

    // New caller, nothing filled in: every field says what is missing; the name gets the focus.
    await dialog.getByRole("radio", { name: n.new, exact: true }).click();
    await dialog.getByRole("button", { name: n.submit }).click();
    const name = dialog.getByLabel(n.caller.name, { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(n.errors.nameMissing);
    await expect(dialog.getByLabel(n.caller.phone, { exact: true })).toHaveAccessibleDescription(new RegExp(n.errors.phoneMissing));
    await expect(dialog.getByLabel(n.caller.email, { exact: true })).toHaveAccessibleDescription(new RegExp(n.errors.emailMissing));
    await expect(dialog.getByText(n.errors.localeMissing)).toBeVisible();
    await expect(dialog.getByText(n.errors.serviceMissing)).toBeVisible();
    await expect(dialog.getByText(n.errors.dateMissing)).toBeVisible();
    await expect(dialog.getByText(n.errors.slotMissing)).toBeVisible();

    await dialog.getByLabel(n.caller.phone, { exact: true }).fill("call me");
    await dialog.getByLabel(n.caller.email, { exact: true }).fill("not-an-email");
    await dialog.getByRole("button", { name: n.submit }).click();
    await expect(dialog.getByText(fill(n.errors.phoneInvalid, PHONE_LENGTH))).toBeVisible();
    await expect(dialog.getByText(n.errors.emailInvalid)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: n.open })).toBeFocused();
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the dialog takes the whole width and nothing scrolls sideways", async ({ page, context, baseURL }) => {
    const [en] = languages;
    const n = en.messages.Admin.newAppointment;
    await signInAsStaff(context, baseURL!);
    const { dialog } = await openDialog(page, en);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    await dialog.getByRole("radio", { name: n.new, exact: true }).click();
    await pickDay(page, en, bookingDay(28));
    for (const element of [dialog, page.locator("html")]) {
      const overflow = await element.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
