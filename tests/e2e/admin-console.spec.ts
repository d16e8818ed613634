import { expect, test, type Page } from "@playwright/test";
import { walkInDay } from "@/lib/rules/admin-week";
import { isoWeekday, slotInstant } from "@/lib/rules/booking-time";
import { WARRANTY_RULES } from "@/lib/rules/business-rules";
import { formatCents } from "@/lib/rules/estimate-format";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { UNCOLLECTED_DEVICE_DAYS } from "@/lib/rules/warranty";
import { qrSvg } from "@/lib/server/ticket-qr";
import { adminPath, confirmStep, fill, requestRow, signInAsStaff, STAFF } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { bookingDay, removeAppointments } from "./helpers/booking";
import { BADGE, createRequest, expectToast } from "./helpers/dashboard";
import { languages, type Language } from "./helpers/public";
import { approveEstimate, sendEstimate, signedInApi, staffApi } from "./helpers/estimates";
import { icsStart, waitForEmail } from "./helpers/notifications";
import { createConfirmedUser, serviceClient } from "./helpers/supabase";

// The staff console for a working day: the week calendar (and its day view on
// a phone) with Saturday's walk-in hours, moving an appointment from it with
// the keyboard alone and by drag and drop, actions
// that fit the time, search and filters in the address, confirmations, the
// activity list and the job ticket. Weeks 35 (English) and 36 (Spanish)
// belong to this file.

const users: string[] = [];
test.afterAll(() => removeAppointments(users));

/** A customer with a phone number in their profile. */
async function customerWithPhone(lang: Language, fullName: string) {
  const user = await createConfirmedUser({ locale: lang.locale, fullName });
  users.push(user.id);
  const phone = `(512) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;
  await serviceClient().from("profiles").update({ phone }).eq("id", user.id);
  return { ...user, fullName, phone };
}

/** Inserts an appointment as the service role (no slot rules), at a business-local day and time. */
async function insertAt(userId: string, day: string, hhmm: string, extra: Record<string, unknown> = {}) {
  const { data, error } = await serviceClient()
    .from("appointments")
    .insert({ user_id: userId, service_id: 1, service_name: "Computer Repair", appointment_date: slotInstant(day, hhmm).toISOString(), duration: 60, status: "pending", ...extra })
    .select("id, appointment_date")
    .single();
  if (error) throw new Error(`insertAt: ${error.message}`);
  return data;
}

const block = (page: Page, id: string) => page.getByTestId("week-calendar").locator(`button[data-appointment-id="${id}"]`);

/**
 * Presses `key` until the focused element satisfies `done`. While focus is
 * nowhere (on the body: a dialog's content still loading, or the focused
 * control re-rendered, say a time slot disabled when the day's bookings
 * arrive), it waits for focus to come back instead of pressing a key that
 * nothing would receive.
 */
async function pressUntil(page: Page, key: string | ((day: string | null) => string), done: (state: { tag?: string; day: string | null; value?: string; text?: string }) => boolean, max = 60) {
  let last = "";
  for (let i = 0; i < max; ) {
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { tag: el?.tagName, day: el?.closest("[data-day]")?.getAttribute("data-day") ?? null, value: (el as HTMLInputElement | null)?.value, text: el?.textContent ?? "" };
    });
    if (done(state)) return;
    last = `${state.tag} ${state.day ?? ""} ${state.value ?? ""} ${state.text?.slice(0, 40) ?? ""}`;
    if (state.tag === "BODY" || state.tag === undefined) {
      const back = await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, { timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      i++;
      // Still nowhere: Tab brings focus back into the open dialog; an arrow key would go nowhere.
      if (back || key !== "Tab") continue;
    }
    await page.keyboard.press(typeof key === "string" ? key : key(state.day));
    i++;
  }
  throw new Error(`never reached the wanted focus (last focused: ${last})`);
}

for (const [index, lang] of languages.entries()) {
  const m = lang.messages;
  const a = m.Admin.appointments;
  const day = bookingDay(35 + index);
  const target = bookingDay(35 + index, 1);

  test(`(${lang.locale}) the week calendar: blocks with customer, service, status and flags; technicians and slots per day; a keyboard-only move`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const customer = await customerWithPhone(lang, `Week Calendar ${lang.locale}`);
    const moved = await insertAt(customer.id, day, "10:00", { needs_call: true, issue_description: "Screen flickers when the lid moves." });
    await signInAsStaff(context, baseURL!);
    await page.goto(adminPath(lang, `/appointments?date=${day}`));
    await applyTheme(page, themeFor(lang.locale));

    const calendar = page.getByTestId("week-calendar");
    await expect(calendar.locator("section[data-week-day]")).toHaveCount(6);
    const column = calendar.locator(`section[data-week-day="${day}"]`);
    // Saturday after Friday: no appointments, its walk-in hours a labelled lane.
    const saturday = calendar.locator(`section[data-week-day="${walkInDay(day)}"]`);
    await expect(saturday.getByTestId("walk-in-note")).toHaveText(a.week.walkInsOnly);
    await expect(saturday.getByTestId("walk-in-lane")).toContainText(a.week.walkInLane);
    await expect(column.getByTestId("day-capacity")).toContainText(/\d/);
    const item = block(page, moved.id);
    await expect(item).toContainText(customer.fullName);
    await expect(item).toContainText(m.Booking.services.computerRepair.name);
    await expect(item).toContainText(m.AppointmentStatus.pending);
    await expect(item.getByTestId("needs-call")).toBeVisible();
    // Sized by its duration: an hour is an eighth of the shop's day.
    const [blockBox, columnBox] = [await item.boundingBox(), await column.locator("div.relative").first().boundingBox()];
    expect(Math.abs(blockBox!.height - columnBox!.height / 8)).toBeLessThan(3);
    await expectNoSeriousA11yViolations(page);

    // Keyboard only: focus the block, open it, Reschedule, pick the next day and 2:00 PM, confirm.
    await item.focus();
    await page.keyboard.press("Enter");
    const details = page.getByRole("dialog", { name: fill(a.week.detailsTitle, { service: m.Booking.services.computerRepair.name, customer: customer.fullName }) });
    await expect(details).toContainText("Screen flickers when the lid moves.");
    await expect(details.getByRole("button", { name: new RegExp(`^${a.action.in_progress}`) })).toHaveCount(0);
    // One dialog serves every block: Escape closes it and gives the focus back to the block that opened it.
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
    await expect(item).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(details).toBeVisible();
    await pressUntil(page, "Tab", (s) => s.tag === "BUTTON" && s.text === m.Reschedule.trigger);
    await page.keyboard.press("Enter");
    const reschedule = page.getByRole("dialog").filter({ has: page.getByRole("grid") });
    await expect(reschedule.getByRole("grid")).toBeVisible();
    await pressUntil(page, "Tab", (s) => s.day !== null);
    const daysTo = (from: string) => (Date.parse(target) - Date.parse(from)) / 86_400_000;
    await pressUntil(page, (d) => (daysTo(d!) >= 7 ? "ArrowDown" : daysTo(d!) > 0 ? "ArrowRight" : "ArrowLeft"), (s) => s.day === target);
    await page.keyboard.press("Enter");
    // The day's bookings first: a slot they disable would drop the focus.
    await expect(reschedule.getByRole("radiogroup")).toHaveAttribute("aria-busy", "false");
    await pressUntil(page, "Tab", (s) => s.tag === "INPUT");
    await pressUntil(page, "ArrowRight", (s) => s.value === "14:00", 20);
    await page.keyboard.press("Space");
    await pressUntil(page, "Tab", (s) => s.tag === "BUTTON" && s.text === m.Reschedule.confirm);
    await page.keyboard.press("Enter");
    await expectToast(page, m.Reschedule.success.title);
    const { data: stored } = await serviceClient().from("appointments").select("appointment_date").eq("id", moved.id).single();
    expect(new Date(stored!.appointment_date).toISOString()).toBe(slotInstant(target, "14:00").toISOString());
    await page.goto(adminPath(lang, `/appointments?date=${target}`));
    await expect(calendar.locator(`section[data-week-day="${target}"]`).locator(`button[data-appointment-id="${moved.id}"]`)).toBeVisible();

    // Previous and next week.
    await page.getByRole("link", { name: a.week.next }).click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(block(page, moved.id)).toHaveCount(0);
    await page.getByRole("link", { name: a.week.previous }).click();
    await expect(block(page, moved.id)).toBeVisible();
  });

  test(`(${lang.locale}) actions fit the time: start shortly before, complete after confirming; the request's activity says who and when`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const customer = await customerWithPhone(lang, `Working Day ${lang.locale}`);
    const request = await createRequest(customer.id, { title: `Dock will not charge ${lang.locale}` });
    // Starts in 10 to 20 minutes: at night at the shop (nothing else is booked then), retried on a clash.
    let soon: { id: string; appointment_date: string } | null = null;
    for (let i = 0; !soon && i < 20; i++) {
      const start = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000 + i * 61_000);
      const { data } = await serviceClient()
        .from("appointments")
        .insert({ user_id: customer.id, service_id: 1, service_name: "Computer Repair", appointment_date: start.toISOString(), duration: 15, status: "pending", service_request_id: request.id })
        .select("id, appointment_date")
        .single();
      soon = data;
    }
    expect(soon).not.toBeNull();
    const later = await insertAt(customer.id, day, "16:00");
    const soonDay = new Date(soon!.appointment_date).toLocaleDateString("en-CA", { timeZone: "America/Chicago" });
    await signInAsStaff(context, baseURL!);

    await page.goto(adminPath(lang, `/appointments?view=list&date=${day}`));
    const laterRow = page.locator(`tr[data-appointment-id="${later.id}"]`).first();
    await expect(laterRow.getByRole("button")).toHaveText([m.Reschedule.trigger, a.action.cancelled]);

    await page.goto(adminPath(lang, `/appointments?view=list&date=${soonDay}`));
    await applyTheme(page, themeFor(lang.locale, true));
    const row = page.getByRole("region", { name: new RegExp(a.day.title) }).locator(`[data-appointment-id="${soon!.id}"]`);
    await row.getByRole("button", { name: new RegExp(`^${a.action.in_progress}: `) }).click();
    await expectToast(page, a.updated.title);
    await expect(row.locator(BADGE)).toHaveText(m.AppointmentStatus.in_progress);
    await row.getByRole("button", { name: new RegExp(`^${a.action.completed}: `) }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(a.completeDialog.title);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: a.completeDialog.keep }).click();
    await expect(row.locator(BADGE)).toHaveText(m.AppointmentStatus.in_progress);
    await confirmStep(page, row.getByRole("button", { name: new RegExp(`^${a.action.completed}: `) }), a.completeDialog.confirm);
    await expect(row.locator(BADGE)).toHaveText(m.AppointmentStatus.completed);
    await expect(row.getByRole("button")).toHaveCount(0);

    // Approving asks first; "Not yet" keeps it pending. Then the activity lists both moves with who.
    const r = m.Admin.requests;
    await page.goto(adminPath(lang, `/requests?q=${encodeURIComponent(request.title)}`));
    const approve = requestRow(page, request.id).getByRole("button", { name: fill(r.stepFor, { action: r.step.approved, title: request.title }) });
    await approve.click();
    await page.getByRole("alertdialog").getByRole("button", { name: r.confirm.keep }).click();
    await expect(requestRow(page, request.id).locator(BADGE)).toHaveText(m.RequestStatus.pending);
    await confirmStep(page, approve, r.confirm.approved.confirm);
    await expectToast(page, r.updated.title);
    await page.goto(adminPath(lang, `/requests/${request.id}`));
    const activity = page.getByRole("region", { name: m.Admin.activity.title });
    const entries = activity.getByTestId("activity-entry");
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText(fill(m.Admin.activity.requestChange, { from: m.RequestStatus.pending, to: m.RequestStatus.approved }));
    await expect(entries.nth(0)).toContainText(fill(m.Admin.activity.byStaff, { name: STAFF.name }));
    await expect(entries.nth(1)).toContainText(`${m.AppointmentStatus.in_progress} → ${m.AppointmentStatus.completed}`);
    await expect(entries.nth(3)).toContainText(m.Admin.activity.filed);
    await expectNoSeriousA11yViolations(page);
  });

  test(`(${lang.locale}) search and filters live in the address: name, phone digits, reference, unread, needs a call`, async ({ page, context, baseURL }) => {
    const customer = await customerWithPhone(lang, `Findable Person ${lang.locale}`);
    const request = await createRequest(customer.id, { title: `Router blinking orange ${lang.locale}` });
    const { data: row } = await serviceClient().from("service_requests").select("reference").eq("id", request.id).single();
    const reference = formatRequestReference(row!.reference);
    await signInAsStaff(context, baseURL!);
    await page.goto(adminPath(lang, "/requests"));
    await applyTheme(page, themeFor(lang.locale));
    const s = m.Admin.search;
    await page.getByRole("searchbox", { name: s.query }).fill(customer.fullName);
    await page.getByRole("button", { name: s.submit }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(customer.fullName).replace(/%20/g, "\\+")}`));
    await expect(requestRow(page, request.id)).toBeVisible();
    await expect(page.locator("[data-request-id]")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    for (const query of [customer.phone.replace(/\D/g, "").slice(-7), reference, reference.toLowerCase().replace("-", "")]) {
      await page.goto(adminPath(lang, `/requests?q=${encodeURIComponent(query)}`));
      await expect(requestRow(page, request.id), query).toBeVisible();
      await expect(page.getByRole("searchbox", { name: s.query })).toHaveValue(query);
    }
    // Nothing unread yet; a customer message makes it show under "Unread messages".
    await page.goto(adminPath(lang, `/requests?q=${encodeURIComponent(reference)}&unread=1`));
    await expect(requestRow(page, request.id)).toHaveCount(0);
    await expect(page.getByText(m.Admin.requests.emptySearch)).toBeVisible();
    await serviceClient().from("request_messages").insert({ request_id: request.id, author_id: customer.id, author_name: customer.fullName, body: "Any news on the router?" });
    await page.reload();
    await expect(requestRow(page, request.id)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: s.unread })).toBeChecked();

    // Needs a call, on the requests list and the appointments list.
    await page.goto(adminPath(lang, `/requests?q=${encodeURIComponent(reference)}&needsCall=1`));
    await expect(requestRow(page, request.id)).toHaveCount(0);
    const appointment = await insertAt(customer.id, day, "11:00", { service_request_id: request.id, needs_call: true });
    await page.reload();
    await expect(requestRow(page, request.id).getByTestId("needs-call")).toBeVisible();
    await page.goto(adminPath(lang, `/appointments?view=list&q=${encodeURIComponent(customer.phone)}&needsCall=1`));
    await expect(page.getByRole("region", { name: a.results.title }).locator(`[data-appointment-id="${appointment.id}"]`)).toBeVisible();
    await expect(page.getByRole("region", { name: a.results.title }).locator("[data-appointment-id]")).toHaveCount(1);
  });

  test(`(${lang.locale}) a request filed with a device: the intake with a passcode at drop-off, and the job ticket in the customer's language: device, total, warranty, policy, QR code; printed alone on one page`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    // The console in the other language: the ticket follows the customer's.
    const staffLang = languages[1 - index]!;
    const d = m.Device;
    const customer = await customerWithPhone(lang, `Ticket Holder ${lang.locale}`);
    // Filed with its device (the form and the customer's page showing the device are the repair job's, repair-job.spec.ts).
    const title = `Laptop hinge cracked ${lang.locale} ${Date.now().toString(36)}`;
    const { data: row } = await serviceClient()
      .from("service_requests")
      .insert({ user_id: customer.id, title, service_type: "computerRepair", description: "The left hinge cracked and the lid wobbles.", device_kind: "laptop", device_make: "Dell", device_model: "XPS 13" })
      .select("id, reference, description")
      .single();
    const request = { id: row!.id, title };
    const messages: { request_id: string; author_id: string | null; author_name: string; from_staff: boolean; internal: boolean; body: string }[] = [
      { request_id: request.id, author_id: customer.id, author_name: customer.fullName, from_staff: false, internal: false, body: "It also gets very hot." },
      { request_id: request.id, author_id: null, author_name: STAFF.name, from_staff: true, internal: true, body: "Internal: check the fan." },
    ];
    for (const message of messages) {
      const { error } = await serviceClient().from("request_messages").insert(message);
      expect(error).toBeNull();
    }
    const customerApi = await signedInApi(customer.email, customer.password);
    await approveEstimate(customerApi, await sendEstimate(await staffApi(), request.id, [{ kind: "labour", description: "Hinge repair", quantity: 1, unitPriceCents: 12_550 }]));

    // Drop-off: staff complete the device and take the passcode.
    await signInAsStaff(context, baseURL!);
    await page.goto(adminPath(staffLang, `/requests/${request.id}`));
    await applyTheme(page, themeFor(lang.locale, true));
    const s = staffLang.messages;
    const intake = page.getByRole("region", { name: s.Admin.intake.title });
    await expect(intake.getByLabel(s.Device.deviceMake, { exact: true })).toHaveValue("Dell");
    await intake.getByLabel(s.Device.deviceSerial, { exact: true }).fill("SN-48213");
    await intake.getByLabel(s.Device.deviceLeftWith, { exact: true }).fill("charger, case");
    await intake.getByLabel(s.Device.deviceCondition, { exact: true }).fill("Scratch on the lid");
    await intake.getByLabel(s.Device.access.passcode, { exact: true }).check();
    await intake.getByRole("button", { name: s.Admin.intake.save }).click();
    await expect(intake.locator("#intake-passcode-error")).toHaveText(s.Device.errors.passcodeRequired);
    await intake.getByLabel(s.Admin.intake.passcode, { exact: true }).fill("2468");
    await expectNoSeriousA11yViolations(page);
    await intake.getByRole("button", { name: s.Admin.intake.save }).click();
    await expectToast(page, s.Admin.intake.saved);
    const { data: stored } = await serviceClient().from("request_passcodes").select("passcode").eq("request_id", request.id);
    expect(stored).toEqual([{ passcode: "2468" }]);
    // The owner never reads it, not through any REST path.
    expect((await customerApi.from("request_passcodes").select("passcode")).data).toEqual([]);

    await page.getByRole("link", { name: s.Admin.ticket.open }).click();
    const ticket = page.locator("#job-ticket");
    await expect(ticket.getByTestId("ticket-reference")).toHaveText(formatRequestReference(row!.reference));
    await expect(ticket).toHaveAttribute("lang", lang.locale);
    for (const text of [customer.fullName, customer.email, customer.phone, request.title, row!.description, "It also gets very hot.", m.Admin.ticket.signature, d.kinds.laptop, "Dell XPS 13", "SN-48213", "charger, case", d.access.passcode]) {
      await expect(ticket).toContainText(text);
    }
    const { data: approved } = await serviceClient().from("estimates").select("total_cents").eq("request_id", request.id).eq("status", "approved").single();
    await expect(ticket.getByTestId("ticket-total")).toHaveText(formatCents(Number(approved!.total_cents), lang.locale));
    await expect(ticket.getByTestId("ticket-warranty")).toContainText(fill(m.Admin.ticket.warrantyText, { days: WARRANTY_RULES.days }));
    await expect(ticket.getByTestId("ticket-uncollected")).toContainText(fill(m.Admin.ticket.uncollectedText, { days: UNCOLLECTED_DEVICE_DAYS }));
    // The QR code's modules are those of the request's console URL.
    const modules = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
    const shown = await ticket.getByTestId("ticket-qr").locator("path").evaluateAll((paths) => paths.map((path) => path.getAttribute("d")));
    expect(shown).toEqual(modules(await qrSvg(`${baseURL}/admin/requests/${request.id}`)));
    await expect(ticket).not.toContainText("Internal: check the fan.");
    await expect(ticket).not.toContainText("2468");
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: s.Admin.ticket.print })).toBeHidden();
    // Hidden from print, so out of the accessibility tree: found by its label.
    const navDisplay = await page.locator(`nav[aria-label="${s.Admin.nav.label}"]`).evaluate((el) => getComputedStyle(el).display);
    expect(navDisplay).toBe("none");
    // One page on A4 and on Letter (the page tree's /Count), the ticket within the printable width.
    for (const format of ["A4", "Letter"] as const) {
      const pdf = (await page.pdf({ format })).toString("latin1");
      expect(Number(/\/Type\s*\/Pages[^>]*\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*\/Type\s*\/Pages/.exec(pdf)?.slice(1).find(Boolean)), format).toBe(1);
    }
  });
}

test("(en) a visit dragged with the mouse moves through Reschedule and the customer is emailed; a refused drop leaves it in place", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const lang = languages[0]!;
  const m = lang.messages;
  const a = m.Admin.appointments;
  const day = bookingDay(35);
  const customer = await customerWithPhone(lang, "Drag And Drop en");
  const visit = await insertAt(customer.id, day, "09:00");
  // Noon is full: as many visits as technicians on duty that weekday (inserted over the lunch
  // break, which no one can book), so a visit moved to 11:30 would overlap it. This file's
  // other tests use 10:00, 11:00, 13:00 and 16:00 of this day.
  const { data: duty } = await serviceClient().from("technicians_on_duty").select("technicians").eq("isodow", isoWeekday(day)).single();
  const other = await customerWithPhone(lang, "Drag Blocker en");
  for (let i = 0; i < duty!.technicians; i++) await insertAt(other.id, day, "12:00");
  await page.setViewportSize({ width: 1280, height: 1400 });
  await signInAsStaff(context, baseURL!);
  await page.goto(adminPath(lang, `/appointments?date=${day}`));
  const card = block(page, visit.id);
  await expect(card).toHaveAttribute("data-movable", "true");
  const cell = (slot: string) => page.locator(`[data-drop-cell="${day}T${slot}"]`);

  /** Drags the card by its top so that its top edge lands on the slot's cell. */
  const dragTo = async (slot: string) => {
    const from = (await card.boundingBox())!;
    const to = (await cell(slot).boundingBox())!;
    const grab = { x: from.x + from.width / 2, y: from.y + 6 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x, grab.y + 12, { steps: 4 });
    await page.mouse.move(grab.x + (to.x + to.width / 2 - (from.x + from.width / 2)), grab.y + (to.y - from.y), { steps: 12 });
    // The drop lands where the calendar last drew the visit as over; on a busy machine that
    // can lag the pointer, so the button is released once the slot shows it.
    await expect(cell(slot)).toHaveAttribute("data-over", "true");
    await page.mouse.up();
    const confirm = page.getByRole("alertdialog", { name: a.week.drag.confirmTitle });
    await expect(confirm).toContainText(fill(a.week.detailsTitle, { service: m.Booking.services.computerRepair.name, customer: customer.fullName }));
    await confirm.getByRole("button", { name: m.Reschedule.confirm }).click();
    await expect(confirm).toBeHidden();
  };
  const stored = async () =>
    new Date((await serviceClient().from("appointments").select("appointment_date").eq("id", visit.id).single()).data!.appointment_date).toISOString();
  const onCell = async (slot: string) => Math.abs((await card.boundingBox())!.y - (await cell(slot).boundingBox())!.y);

  // Across the lunch break to 2:30 PM: Reschedule's toast, the new place, the customer's email.
  await dragTo("14:30");
  await expectToast(page, m.Reschedule.success.title);
  // The dialog had no trigger: focus goes back to the visit.
  await expect(card).toBeFocused();
  const moved = slotInstant(day, "14:30");
  expect(await stored()).toBe(moved.toISOString());
  await expect.poll(() => onCell("14:30")).toBeLessThan(2);
  const mail = await waitForEmail(customer.email, (candidate) => candidate.subject.startsWith(m.Emails.rescheduled.subject.split("{")[0]!), "the reschedule email");
  const ics = mail.attachments.find((attachment) => attachment.filename.endsWith(".ics"));
  expect(icsStart(Buffer.from(ics!.content, "base64").toString("utf8"))).toEqual(moved);

  // Onto 11:30, an hour that would overlap the full noon: Reschedule's refusal, and the visit stays at 2:30 PM.
  await dragTo("11:30");
  await expectToast(page, m.Reschedule.errors.title, m.Reschedule.errors.taken);
  expect(await stored()).toBe(moved.toISOString());
  expect(await onCell("14:30")).toBeLessThan(2);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const [index, lang] of languages.entries()) {
    test(`(${lang.locale}) the calendar is a day view: one day, previous and next day, nothing scrolls sideways`, async ({ page, context, baseURL }) => {
      const day = bookingDay(35 + index);
      const customer = await customerWithPhone(lang, `Phone View ${lang.locale}`);
      const appointment = await insertAt(customer.id, day, "13:00");
      await signInAsStaff(context, baseURL!);
      await page.goto(adminPath(lang, `/appointments?date=${day}`));
      await applyTheme(page, themeFor(lang.locale, index === 1));
      const a = lang.messages.Admin.appointments;
      const calendar = page.getByTestId("week-calendar");
      await expect(calendar.locator("section[data-week-day] h3:visible")).toHaveCount(1);
      await expect(block(page, appointment.id)).toBeVisible();
      await expect(page.getByRole("link", { name: a.week.nextDay })).toBeVisible();
      await expect(page.getByRole("link", { name: a.week.next })).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("link", { name: a.week.nextDay }).click();
      await expect(block(page, appointment.id)).toBeHidden();
    });
  }
});
