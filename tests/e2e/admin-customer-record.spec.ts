import { expect, test, type Page } from "@playwright/test";
import { slotInstant } from "@/lib/rules/booking-time";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { adminPath, expectNotFoundPage, fill, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { removeAppointments } from "./helpers/booking";
import { createRequest, expectToast } from "./helpers/dashboard";
import { languages, type Language } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// A customer's record in the console (docs/product.md#the-staff-console):
// staff open it from the requests search, from a request and from the week
// calendar; it lists exactly that customer's items; staff add a note and
// correct the phone and the language. A customer gets the 404 page for any
// record, their own included.

const users: string[] = [];
test.afterAll(() => removeAppointments(users));

/** A customer with a request, a message on it and a completed visit last year (a weekday at 10:00, random so runs rarely meet). */
async function customerWithHistory(lang: Language, fullName: string) {
  const user = await createConfirmedUser({ locale: lang.locale, fullName });
  users.push(user.id);
  const tag = Math.random().toString(36).slice(2, 7);
  const request = await createRequest(user.id, { title: `Printer jams ${fullName} ${tag}` });
  const message = `Still jamming on page two (${tag}).`;
  const { error } = await serviceClient().from("request_messages").insert({ request_id: request.id, author_id: user.id, author_name: fullName, body: message });
  if (error) throw new Error(`message: ${error.message}`);
  // Another test's visit may hold the same hour: draw another weekday then.
  for (let attempt = 0; ; attempt++) {
    const day = new Date(Date.UTC(2025, 0, 6 + 7 * Math.floor(Math.random() * 40) + Math.floor(Math.random() * 5)));
    const dayKey = day.toISOString().slice(0, 10);
    const visit = await serviceClient()
      .from("appointments")
      .insert({ user_id: user.id, service_id: 1, service_name: "Computer Repair", appointment_date: slotInstant(dayKey, "10:00").toISOString(), duration: 60, status: "completed", service_request_id: request.id })
      .select("id")
      .single();
    if (visit.error && /overlap/i.test(visit.error.message) && attempt < 20) continue;
    if (visit.error) throw new Error(`appointment: ${visit.error.message}`);
    const { data: row } = await serviceClient().from("service_requests").select("reference").eq("id", request.id).single();
    return { ...user, fullName, request, reference: formatRequestReference(row!.reference), message, appointment: visit.data.id, day: dayKey };
  }
}

const recordUrl = (lang: Language, id: string) => new RegExp(`${adminPath(lang, `/customers/${id}`)}$`);

async function expectRecordOf(page: Page, lang: Language, own: Awaited<ReturnType<typeof customerWithHistory>>, other: Awaited<ReturnType<typeof customerWithHistory>>) {
  const r = lang.messages.Admin.customerRecord;
  await expect(page).toHaveURL(recordUrl(lang, own.id));
  await expect(page.getByRole("heading", { level: 1, name: own.fullName })).toBeVisible();
  const requests = page.getByRole("region", { name: new RegExp(`^${r.requests.title}`) });
  await expect(requests.getByRole("link", { name: `${own.reference}: ${own.request.title}` })).toBeVisible();
  await expect(requests.locator("[data-request-id]")).toHaveCount(1);
  await expect(page.getByRole("region", { name: new RegExp(`^${r.appointments.title}`) }).locator(`[data-appointment-id]`)).toHaveCount(1);
  await expect(page.locator(`[data-appointment-id="${own.appointment}"]`)).toBeVisible();
  const messages = page.getByRole("region", { name: new RegExp(`^${r.messages.title}`) });
  await expect(messages).toContainText(own.message);
  await expect(messages.locator("[data-message-id]")).toHaveCount(1);
  for (const text of [other.fullName, other.request.title, other.message]) await expect(page.getByRole("main")).not.toContainText(text);
  await expect(page.locator(`[data-appointment-id="${other.appointment}"]`)).toHaveCount(0);
  await expect(page.getByTestId("total-visits")).toHaveText("1");
}

for (const lang of languages) {
  const r = lang.messages.Admin.customerRecord;

  test.describe(`a customer's record (${lang.locale})`, () => {
    test("staff open it from search, a request and the week calendar, see only that customer's items, add a note and correct the phone and language", async ({ page, context, baseURL }) => {
      test.setTimeout(300_000);
      const own = await customerWithHistory(lang, `Marisol Quintero ${lang.locale} ${Date.now().toString(36)}`);
      const other = await customerWithHistory(lang, `Dorian Blake ${lang.locale} ${Date.now().toString(36)}`);
      await signInAsStaff(context, baseURL!);

      // From the requests search.
      await page.goto(adminPath(lang, `/requests?q=${encodeURIComponent(own.fullName)}`));
      await page.getByRole("link", { name: own.fullName, exact: true }).click();
      await expectRecordOf(page, lang, own, other);
      for (const theme of [themeFor(lang.locale), themeFor(lang.locale, true)]) {
        await applyTheme(page, theme);
        await expectNoSeriousA11yViolations(page);
      }

      // A note, refused empty, then added; only this record shows it.
      const notes = page.getByRole("region", { name: r.notes.title });
      await notes.getByRole("button", { name: r.notes.add }).click();
      await expect(notes.getByText(r.errors.noteRequired)).toBeVisible();
      const note = `Prefers a call after 5 pm (${own.id.slice(0, 6)}).`;
      await notes.getByRole("textbox", { name: r.notes.label, exact: true }).fill(note);
      await notes.getByRole("button", { name: r.notes.add }).click();
      await expectToast(page, r.notes.added);
      await expect(notes.getByTestId("customer-notes")).toContainText(note);
      await expect(notes.getByRole("textbox", { name: r.notes.label, exact: true })).toHaveValue("");

      // The phone, refused when malformed, then corrected with the language; the change is logged.
      const edit = page.getByRole("region", { name: r.edit.title });
      await edit.getByRole("textbox", { name: r.edit.phone, exact: true }).fill("call me");
      await edit.getByRole("button", { name: r.edit.save }).click();
      await expect(edit.getByText(r.errors.phoneInvalid)).toBeVisible();
      const phone = `(512) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;
      const otherLanguage = lang.locale === "en" ? "es" : "en";
      await edit.getByRole("textbox", { name: r.edit.phone, exact: true }).fill(phone);
      await edit.getByRole("combobox", { name: r.edit.language, exact: true }).selectOption(otherLanguage);
      await edit.getByRole("button", { name: r.edit.save }).click();
      await expectToast(page, r.edit.saved);
      await expect(page.getByTestId("customer-phone")).toHaveText(phone);
      await expect(page.getByTestId("customer-language")).toHaveText(lang.messages.Language[otherLanguage]);
      const changes = edit.getByTestId("customer-changes");
      await expect(changes).toContainText(fill(r.changes.phone, { from: r.changes.none, to: phone }));
      await expect(changes).toContainText(fill(r.changes.locale, { from: lang.messages.Language[lang.locale], to: lang.messages.Language[otherLanguage] }));
      const { data: profile } = await serviceClient().from("profiles").select("phone, locale").eq("id", own.id).single();
      expect(profile).toEqual({ phone, locale: otherLanguage });

      // The other customer's record has neither the note nor the change.
      await page.goto(adminPath(lang, `/requests/${other.request.id}`));
      await page.getByRole("link", { name: other.fullName, exact: true }).click();
      await expectRecordOf(page, lang, other, own);
      await expect(page.getByRole("main")).not.toContainText(note);
      await expect(page.getByText(r.changes.empty)).toBeVisible();

      // From the request page and from the week calendar's block.
      await page.goto(adminPath(lang, `/requests/${own.request.id}`));
      await page.getByRole("link", { name: own.fullName, exact: true }).click();
      await expect(page).toHaveURL(recordUrl(lang, own.id));
      await page.goto(adminPath(lang, `/appointments?date=${own.day}`));
      await page.getByTestId("week-calendar").locator(`button[data-appointment-id="${own.appointment}"]`).click();
      await page.getByRole("dialog").getByRole("link", { name: own.fullName, exact: true }).click();
      await expect(page).toHaveURL(recordUrl(lang, own.id));
      await expect(page.getByTestId("customer-notes")).toContainText(note);
    });

    test("a customer gets the 404 page for another customer's record and for their own", async ({ page, context, baseURL }) => {
      const own = await createConfirmedUser({ locale: lang.locale });
      const other = await createConfirmedUser({ locale: lang.locale });
      users.push(own.id, other.id);
      await signInAs(context, baseURL!, own.email, own.password);
      for (const id of [other.id, own.id]) {
        const response = await page.goto(adminPath(lang, `/customers/${id}`));
        expect(response?.status()).toBe(404);
        await expectNotFoundPage(page, lang);
      }
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the record fits 375 px and passes axe in both themes", async ({ page, context, baseURL }) => {
    const lang = languages[1];
    const own = await customerWithHistory(lang, `Lucía Ferrer ${Date.now().toString(36)}`);
    await signInAsStaff(context, baseURL!);
    await page.goto(adminPath(lang, `/customers/${own.id}`));
    await expect(page.getByRole("heading", { level: 1, name: own.fullName })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const theme of ["light", "dark"] as const) {
      await applyTheme(page, theme);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
