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
  if (!(await grid.getAttribute("aria-label"))?.includes(name)) await page.getByRole("button", { name: /next month/i }).click();
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

test("book from a service page; weekends are disabled; the slot is then taken for others", async ({ page, context, baseURL, browser }) => {
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
  const tokyo = await browser.newContext({ timezoneId: "Asia/Tokyo" });
  await signInAs(tokyo, baseURL!, other.email, other.password);
  const page2 = await tokyo.newPage();
  await page2.goto("/book-appointment?service=computer-repair");
  await pickDay(page2, day);
  await expect(page2.getByRole("radio", { name: `${label}, not available` })).toBeDisabled();
  await tokyo.close();
});
