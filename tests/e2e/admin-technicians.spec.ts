import { expect, test, type Page } from "@playwright/test";
import { slotInstant } from "@/lib/rules/booking-time";
import { site } from "@/lib/site/business-profile";
import { adminPath, fill, signInAsStaff, STAFF } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { bookingDay, removeAppointments } from "./helpers/booking";
import { advanceRequest, createRequest, expectToast } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// Technicians from the staff list, in each language: a request and a visit
// assigned from the list, the week calendar's colour and name for each visit
// and its filter by technician; a staff member's own profile and calendar
// feed, read over HTTP (their visits only), replaced and turned off (404).
// Weeks 32 (English) and 33 (Spanish) belong to this file. Each test makes
// its own staff account, so the seeded one keeps its name for other files.

const users: string[] = [];
test.afterAll(async () => {
  await removeAppointments(users);
  const db = serviceClient();
  for (const id of users) await db.auth.admin.deleteUser(id);
});

/** A new staff account (signed up, confirmed, given the role), optionally with a technician profile. */
async function staffMember(fullName: string, profile?: { name: string; colour: string }) {
  const user = await createConfirmedUser({ fullName });
  users.push(user.id);
  const db = serviceClient();
  const role = await db.auth.admin.updateUserById(user.id, { app_metadata: { role: "staff" } });
  if (role.error) throw new Error(`staff role: ${role.error.message}`);
  if (profile) {
    const { error } = await db.from("staff_profiles").insert({ user_id: user.id, display_name: profile.name, colour: profile.colour });
    if (error) throw new Error(`staff profile: ${error.message}`);
  }
  return user;
}

/** Inserts a 60-minute visit as the service role (no slot rules) at a shop-local day and time. */
async function visitAt(userId: string, day: string, hhmm: string, extra: Record<string, unknown> = {}) {
  const { data, error } = await serviceClient()
    .from("appointments")
    .insert({ user_id: userId, service_id: 1, service_name: "Computer Repair", appointment_date: slotInstant(day, hhmm).toISOString(), duration: 60, status: "pending", ...extra })
    .select("id")
    .single();
  if (error) throw new Error(`visitAt: ${error.message}`);
  return data.id;
}

const block = (page: Page, id: string) => page.getByTestId("week-calendar").locator(`button[data-appointment-id="${id}"]`);

/** The feed's address as the page shows it, fetched from the site under test. */
async function fetchFeed(page: Page, baseURL: string, url: string, lang?: string) {
  return page.request.get(`${baseURL}${new URL(url).pathname}${lang ? `?lang=${lang}` : ""}`);
}

for (const [index, lang] of languages.entries()) {
  const m = lang.messages;
  const a = m.Admin;
  const tech = a.technicians;
  const day = bookingDay(32 + index);

  test(`(${lang.locale}) a request and a visit assigned from the staff list; the calendar shows each technician's colour and name, and filters to one`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const tag = Date.now().toString(36);
    const name = `Tess Okafor ${tag}`;
    const technician = await staffMember(name, { name, colour: "purple" });
    const customer = await createConfirmedUser({ locale: lang.locale, fullName: `Iris Lund ${tag}` });
    users.push(customer.id);
    const request = await createRequest(customer.id, { title: `Printer drops off the network ${tag}`, service_type: "networkSetup" });
    await advanceRequest(request.id, "approved");
    const visit = await visitAt(customer.id, day, "10:00", { service_request_id: request.id });
    const other = await visitAt(customer.id, day, "14:00");

    await signInAsStaff(context, baseURL!);

    // The request: Manage, choose from the list, save; the page names the technician.
    await page.goto(adminPath(lang, `/requests/${request.id}`));
    await applyTheme(page, themeFor(lang.locale, true));
    await page.getByRole("button", { name: fill(a.requests.manageFor, { title: request.title }) }).click();
    const dialog = page.getByRole("dialog", { name: a.requests.dialog.title });
    const select = dialog.getByLabel(a.requests.dialog.technician);
    // Nobody first, then the staff list by name (other files' technicians among them).
    await expect(select.locator("option").first()).toHaveText(a.requests.dialog.technicianNone);
    for (const option of [name, STAFF.name]) await expect(select.locator("option", { hasText: option })).toHaveCount(1);
    await select.selectOption({ label: name });
    await dialog.getByRole("button", { name: a.requests.dialog.save }).click();
    await expectToast(page, a.requests.updated.title, fill(a.requests.updated.technician, { title: request.title, status: m.RequestStatus.approved, technician: name }));
    await expect(page.getByTestId("technician")).toHaveText(name);
    const stored = await serviceClient().from("service_requests").select("technician_id, technician").eq("id", request.id).single();
    expect(stored.data).toEqual({ technician_id: technician.id, technician: name });
    await expectNoSeriousA11yViolations(page);

    // The week: the visit booked before the assignment has no technician yet; assign it from its details.
    await page.goto(adminPath(lang, `/appointments?date=${day}`));
    await applyTheme(page, themeFor(lang.locale));
    await expect(block(page, visit).getByTestId("week-technician")).toHaveText(a.appointments.week.unassigned);
    await block(page, visit).click();
    const details = page.getByRole("dialog");
    await details.getByLabel(tech.assign.label).selectOption({ label: name });
    await details.getByRole("button", { name: tech.assign.save }).click();
    await expectToast(page, tech.assign.saved.title);
    await page.keyboard.press("Escape");

    // Colour and name: the block's stripe is the swatch's colour, and the name is written beside it.
    const assigned = block(page, visit);
    await expect(assigned).toHaveAttribute("data-technician", technician.id);
    await expect(assigned.getByTestId("week-technician")).toHaveText(name);
    const [stripe, swatch] = await assigned.evaluate((el) => [
      getComputedStyle(el).borderLeftColor,
      getComputedStyle(el.querySelector('[data-testid="week-technician"] [aria-hidden]')!).backgroundColor,
    ]);
    expect(stripe).toBe(swatch);
    expect((await serviceClient().from("appointments").select("technician_id").eq("id", visit).single()).data).toEqual({ technician_id: technician.id });
    await expectNoSeriousA11yViolations(page);

    // The filter, in the address: only this technician's visits; "All technicians" shows the rest again.
    const filter = page.getByRole("navigation", { name: tech.filter.label });
    await filter.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`technician=${technician.id}`));
    await expect(filter.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(fill(tech.filter.showing, { technician: name }))).toBeVisible();
    await expect(block(page, visit)).toBeVisible();
    await expect(block(page, other)).toHaveCount(0);
    await page.getByRole("link", { name: a.appointments.week.next }).click();
    await expect(page).toHaveURL(new RegExp(`technician=${technician.id}`));
    await page.goto(adminPath(lang, `/appointments?date=${day}&technician=${technician.id}`));
    await filter.getByRole("link", { name: tech.filter.all }).click();
    await expect(block(page, other)).toBeVisible();
    await expect(block(page, visit)).toBeVisible();
  });

  test(`(${lang.locale}) a technician saves their name and colour, subscribes to their visits, and replaces and turns off the feed`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const tag = Date.now().toString(36);
    const name = `Noor Haddad ${tag}`;
    const me = await staffMember(`Noor ${tag}`);
    const customer = await createConfirmedUser({ locale: lang.locale, fullName: `Omar Reyes ${tag}` });
    users.push(customer.id);

    await signInAs(context, baseURL!, me.email, me.password);
    await page.goto(adminPath(lang, "/schedule"));
    await applyTheme(page, themeFor(lang.locale));
    await expect(page.getByRole("heading", { name: tech.profile.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: tech.feed.title })).toBeVisible();
    const feed = page.getByTestId("calendar-feed");
    await expect(feed).toContainText(tech.feed.needsProfile);

    // The profile: a name is required; then name and colour are saved.
    const profile = page.getByTestId("technician-profile");
    await profile.getByLabel(tech.profile.name).fill("   ");
    await profile.getByRole("button", { name: tech.profile.save }).click();
    await expect(profile).toContainText(tech.errors.nameRequired);
    await profile.getByLabel(tech.profile.name).fill(name);
    await profile.getByRole("radio", { name: tech.profile.colours.teal }).check();
    await profile.getByRole("button", { name: tech.profile.save }).click();
    await expectToast(page, tech.profile.saved.title);
    const saved = await serviceClient().from("staff_profiles").select("display_name, colour").eq("user_id", me.id).single();
    expect(saved.data).toEqual({ display_name: name, colour: "teal" });
    await expect(feed.getByTestId("calendar-feed-state")).toHaveText(tech.feed.none);
    await expectNoSeriousA11yViolations(page);

    // Visits: one assigned to me, one to the seeded technician.
    const mine = await visitAt(customer.id, day, "11:00", { technician_id: me.id });
    const theirs = await visitAt(customer.id, day, "15:00", { technician_id: "d3a10000-0000-4000-8000-000000000002" });

    // Make the address: shown once, it serves my visits only, on the shop's clock.
    await feed.getByRole("button", { name: tech.feed.issue }).click();
    await expectToast(page, tech.feed.issued.title);
    const address = feed.getByLabel(tech.feed.url);
    const first = await address.inputValue();
    expect(first).toMatch(new RegExp(`^${baseURL}/api/calendar/[0-9a-f]{64}\\.ics$`));
    await expectNoSeriousA11yViolations(page);
    const served = await fetchFeed(page, baseURL!, first, lang.locale);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toContain("text/calendar");
    const text = (await served.text()).replace(/\r\n /g, "");
    expect(text).toContain(`UID:${mine}@${site.slug}`);
    expect(text).not.toContain(theirs);
    expect(text).toContain(`DTSTART;TZID=${site.timeZone}:${day.replace(/-/g, "")}T110000`);
    expect(text).toContain(`X-WR-CALNAME:${fill(tech.feed.name, { technician: name, business: site.name })}`);

    // A new address: the old one answers 404 at once, the new one works.
    await page.reload();
    await expect(feed.getByTestId("calendar-feed-state")).not.toHaveText(tech.feed.none);
    await expect(feed.getByLabel(tech.feed.url)).toHaveCount(0);
    await feed.getByRole("button", { name: tech.feed.reissue }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: tech.feed.reissueDialog.confirm }).click();
    await expectToast(page, tech.feed.issued.title);
    const second = await feed.getByLabel(tech.feed.url).inputValue();
    expect(second).not.toBe(first);
    expect((await fetchFeed(page, baseURL!, first)).status()).toBe(404);
    expect((await fetchFeed(page, baseURL!, second)).status()).toBe(200);

    // Turned off: the address answers 404.
    await feed.getByRole("button", { name: tech.feed.revoke }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: tech.feed.revokeDialog.confirm }).click();
    await expectToast(page, tech.feed.revoked.title);
    await expect(feed.getByTestId("calendar-feed-state")).toHaveText(tech.feed.none);
    expect((await fetchFeed(page, baseURL!, second)).status()).toBe(404);
    expect((await page.request.get(`${baseURL}/api/calendar/not-a-token.ics`)).status()).toBe(404);
  });
}
