import { toastWith } from "../e2e/helpers/auth-mail";
import { languages } from "../e2e/helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "../e2e/helpers/supabase";
import { expect, test } from "./helpers/servers";

// The local stack restarts, or is down, while a customer is signed in.
const [en] = languages;
const m = en.messages;

test("a restart of the stack (SIGTERM, then SIGKILL) keeps the customer signed in and their data", async ({ page, context, baseURL, servers }) => {
  const user = await createConfirmedUser({ fullName: "Rosa Restart" });
  await signInAs(context, baseURL!, user.email, user.password);
  const greeting = page.getByRole("heading", { level: 1, name: m.Dashboard.greeting.replace("{name}", "Rosa Restart") });
  await page.goto("/dashboard");
  await expect(greeting).toBeVisible();

  for (const signal of ["SIGTERM", "SIGKILL"] as const) {
    await servers.stack.restart(signal);
    const response = await page.reload();
    expect(response?.status(), `after a ${signal} restart`).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(greeting).toBeVisible();
  }
  // The session and the account were kept on disk, once.
  const { data: profiles, error } = await serviceClient().from("profiles").select("id, full_name").eq("id", user.id);
  expect(error).toBeNull();
  expect(profiles).toEqual([{ id: user.id, full_name: "Rosa Restart" }]);
});

test("while the stack is down, /dashboard sends the customer to sign in with the page remembered, never a 5xx; back up, the session is still there", async ({ page, context, baseURL, servers }) => {
  const user = await createConfirmedUser({ fullName: "Dora Down" });
  await signInAs(context, baseURL!, user.email, user.password);
  await page.goto("/dashboard");
  const cookiesBefore = (await context.cookies()).filter((cookie) => cookie.name.startsWith("sb-"));

  await servers.stack.stop();
  try {
    const statuses: number[] = [];
    page.on("response", (response) => statuses.push(response.status()));
    const response = await page.goto("/dashboard");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: m.Auth.signInTitle })).toBeVisible();
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // Auth could not be asked, which is not a signed-out answer: the session cookie stays.
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith("sb-"))).toEqual(cookiesBefore);

    // Signing in cannot work meanwhile: an error toast, and the form stays.
    await page.getByLabel(m.Auth.email, { exact: true }).fill(user.email);
    await page.getByLabel(m.Auth.password, { exact: true }).fill(user.password);
    await page.getByRole("button", { name: m.Auth.signInButton }).click();
    await expect(toastWith(page, m.Auth.errorTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  } finally {
    await servers.stack.start();
  }

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: m.Dashboard.greeting.replace("{name}", "Dora Down") })).toBeVisible();
});
