import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

/** The next weekday at least `ahead` days away, as the shop's calendar says. */
function nextWeekday(ahead: number) {
  const shop = new Date(new Date().toLocaleString("en-US", { timeZone: "America/Chicago" }));
  shop.setDate(shop.getDate() + ahead);
  while (shop.getDay() === 0 || shop.getDay() === 6) shop.setDate(shop.getDate() + 1);
  return shop;
}

async function pickDay(page: Page, day: Date) {
  const name = day.toLocaleDateString("en-US", { month: "long", year: "numeric" });
  const grid = page.getByRole("grid");
  if (!(await grid.getAttribute("aria-label"))?.includes(name)) await page.getByRole("button", { name: "Go to the next month" }).click();
  await grid.getByRole("button", { name: new RegExp(`${day.toLocaleDateString("en-US", { month: "long" })} ${day.getDate()}(st|nd|rd|th)`) }).click();
}

test("signed out: call or sign in and come back to the same booking", async ({ page, baseURL }) => {
  await page.goto("/book-appointment?service=data-recovery");
  await expect(page.getByText("Book by phone, Mon-Fri 9AM-5PM.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await page.getByRole("link", { name: "Sign in to book online" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fbook-appointment%3Fservice%3Ddata-recovery$/);
  const user = await createConfirmedUser();
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/book-appointment\?service=data-recovery$/);
  await expect(page.getByRole("combobox", { name: "Service" })).toContainText("Data Recovery");
  expect(baseURL).toBeTruthy();
});

test.describe("a visitor whose browser is in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("books the shop's local time from a service page; the slot is then taken for others", async ({ page, context, baseURL, browser }) => {
  const user = await createConfirmedUser();
  await signInAs(context, baseURL!, user.email, user.password);
  await page.goto("/book-appointment?service=computer-repair");
  await expect(page.getByLabel(/Describe the issue/)).toHaveValue(/Computer Repair/);

  await page.getByRole("button", { name: "Book appointment" }).click();
  await expect(page.getByText("Please select a service, date, and time for your appointment")).toBeVisible();

  const saturday = nextWeekday(2);
  while (saturday.getDay() !== 6) saturday.setDate(saturday.getDate() + 1);
  const day = nextWeekday(9);
  await pickDay(page, day);
  const slots = page.getByRole("radiogroup").getByRole("radio");
  await expect(slots.first()).toBeVisible();
  const free = page.getByRole("radiogroup").getByRole("radio", { disabled: false }).first();
  const label = (await free.getAttribute("aria-label"))!;
  await free.click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Book appointment" }).click();
  await expect(page.getByText(/Your appointment has been scheduled for/)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?tab=appointments/);

  const { data } = await serviceClient().from("appointments").select("appointment_date, service_name").eq("user_id", user.id);
  expect(data).toHaveLength(1);
  const local = new Date(data![0]!.appointment_date).toLocaleTimeString("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit" });
  expect(local).toBe(label);

  const other = await createConfirmedUser();
  const westCoast = await browser.newContext({ timezoneId: "America/Los_Angeles" });
  await signInAs(westCoast, baseURL!, other.email, other.password);
  const page2 = await westCoast.newPage();
  await page2.goto("/book-appointment?service=computer-repair");
  await pickDay(page2, day);
  await expect(page2.getByRole("radio", { name: `${label}, not available` })).toBeDisabled();
  await westCoast.close();
});
});

test("book from an approved request (Spanish), and another user's request is not linked", async ({ page, context, baseURL }) => {
  const user = await createConfirmedUser({ locale: "es" });
  await signInAs(context, baseURL!, user.email, user.password);
  const { data: session } = await serviceClient().auth.admin.getUserById(user.id);
  expect(session.user?.id).toBe(user.id);
  const service = serviceClient();
  const { data: created, error } = await service
    .from("service_requests")
    .insert({ user_id: user.id, title: "Portátil no enciende", description: "La portátil no enciende desde ayer por la tarde.", service_type: "computerRepair" })
    .select("id")
    .single();
  expect(error).toBeNull();
  await service.from("service_requests").update({ status: "approved" }).eq("id", created!.id);

  await page.goto(`/es/book-appointment?request=${created!.id}`);
  await expect(page.getByRole("status").filter({ hasText: "Portátil no enciende" })).toBeVisible();
  await expect(page.getByLabel(/Describa el problema/)).toHaveValue("Respuesta a: Portátil no enciende");
  await page.getByRole("combobox", { name: "Servicio" }).click();
  await page.getByRole("option", { name: /Reparación de computadoras/ }).click();
  const day = nextWeekday(16);
  const monthName = day.toLocaleDateString("es-US", { month: "long", year: "numeric" });
  const grid = page.getByRole("grid");
  if (!(await grid.getAttribute("aria-label"))?.toLowerCase().includes(monthName.toLowerCase())) {
    await page.getByRole("button", { name: "Ir al mes siguiente" }).click();
  }
  await grid.getByRole("button", { disabled: false }).filter({ hasText: new RegExp(`^${day.getDate()}$`) }).click();
  await page.getByRole("radiogroup").getByRole("radio", { disabled: false }).first().click();
  await page.getByRole("button", { name: "Reservar cita" }).click();
  await expect(page).toHaveURL(/\/es\/dashboard\?tab=appointments/);
  const { data } = await service.from("appointments").select("service_request_id").eq("user_id", user.id);
  expect(data?.[0]?.service_request_id).toBe(created!.id);

  const stranger = await createConfirmedUser();
  await context.clearCookies();
  await signInAs(context, baseURL!, stranger.email, stranger.password);
  await page.goto(`/book-appointment?request=${created!.id}`);
  await expect(page.getByText("That service request can't be scheduled")).toBeVisible();
  await expect(page.getByLabel(/Describe the issue/)).toHaveValue("");
});
