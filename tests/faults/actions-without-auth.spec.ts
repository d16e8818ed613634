import { toastWith } from "../e2e/helpers/auth-mail";
import { languages } from "../e2e/helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "../e2e/helpers/supabase";
import { expect, test } from "./helpers/servers";

// A form posted while Auth cannot be reached: who is calling is unknown,
// which is not "signed out". The customer is told to try again, stays on the
// form with what they typed, and nothing is saved; once the stack is back the
// same form saves.
const [en] = languages;
const p = en.messages.Dashboard.profile;

test("a profile saved while the stack is down: 'try again', the form kept, nothing written; saved once it is back", async ({ page, context, baseURL, servers }) => {
  const user = await createConfirmedUser({ fullName: "Ada Outage" });
  await signInAs(context, baseURL!, user.email, user.password);
  await page.goto("/dashboard?tab=profile");
  const fullName = page.getByLabel(p.fullName, { exact: true });
  await expect(fullName).toHaveValue("Ada Outage");
  await fullName.fill("Ada Lovelace");

  await servers.stack.stop();
  try {
    await page.getByRole("button", { name: p.save }).click();
    await expect(toastWith(page, p.errors.failed)).toBeVisible();
    await expect(page.getByText(p.errors.authRequired)).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
    await expect(fullName).toHaveValue("Ada Lovelace");
  } finally {
    await servers.stack.start();
  }
  const before = await serviceClient().from("profiles").select("full_name").eq("id", user.id).single();
  expect(before.data?.full_name).toBe("Ada Outage");

  await page.getByRole("button", { name: p.save }).click();
  await expect(toastWith(page, p.updated.title)).toBeVisible();
  const after = await serviceClient().from("profiles").select("full_name").eq("id", user.id).single();
  expect(after.data?.full_name).toBe("Ada Lovelace");
});
