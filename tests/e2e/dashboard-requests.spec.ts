import { expect, test } from "@playwright/test";
import { BADGE, advanceRequest, at, createRequest, expectToast } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";
import { REQUEST_LIMITS } from "@/lib/rules/business-rules";
import { fill } from "./helpers/admin";

for (const lang of languages) {
  const m = lang.messages;
  const sr = m.ServiceRequest;

  test.describe(`service requests (${lang.locale})`, () => {
    test("a new customer files a request: each rule refused first, then pending in the table and in detail; approval offers scheduling", async ({ page, context, baseURL }) => {
      const user = await createConfirmedUser({ locale: lang.locale, fullName: "Rosa Pérez" });
      await signInAs(context, baseURL!, user.email, user.password);
      await page.goto(at(lang, "/service-request"));
      await expect(page.getByRole("heading", { level: 1, name: sr.heading })).toBeVisible();
      await expect(page.getByRole("link", { name: sr.back })).toHaveAttribute("href", at(lang, "/dashboard"));

      const submit = page.getByRole("button", { name: sr.submit });
      const title = page.getByLabel(sr.title, { exact: true });
      const type = page.getByLabel(sr.serviceType, { exact: true });
      const description = page.getByLabel(sr.description, { exact: true });

      await submit.click();
      await expectToast(page, sr.rules.title.title, fill(sr.rules.title.description, REQUEST_LIMITS));
      await expect(page.locator("#request-title-error")).toHaveText(sr.errors.titleRequired);

      await title.fill("Fix");
      await submit.click();
      await expect(page.locator("#request-title-error")).toHaveText(fill(sr.errors.titleTooShort, REQUEST_LIMITS));

      const requestTitle = `Desktop keeps rebooting ${Date.now().toString(36)}`;
      await title.fill(requestTitle);
      await submit.click();
      await expectToast(page, sr.rules.serviceType.title, sr.rules.serviceType.description);
      await expect(page.locator("#request-service-type-error")).toHaveText(sr.errors.serviceTypeInvalid);

      await type.selectOption("securitySolutions");
      await description.fill("  Too short   ");
      await submit.click();
      await expectToast(page, sr.rules.description.title, fill(sr.rules.description.description, REQUEST_LIMITS));
      await expect(page.locator("#request-description-error")).toHaveText(fill(sr.errors.descriptionTooShort, REQUEST_LIMITS));

      await description.fill("It restarts on its own every twenty minutes, even when idle.");
      await submit.click();
      await expectToast(page, sr.success.title, sr.success.description);
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard$`));

      const row = page.getByRole("row", { name: new RegExp(requestTitle) });
      await expect(row).toContainText(m.ServiceTypes.securitySolutions);
      const badge = row.locator(BADGE);
      await expect(badge).toHaveText(m.RequestStatus.pending);
      await expect(badge).toHaveAttribute("data-tone", "yellow");

      const { data: stored } = await serviceClient().from("service_requests").select("id, status, user_id").eq("title", requestTitle).single();
      expect(stored).toMatchObject({ status: "pending", user_id: user.id });

      await row.getByRole("link", { name: new RegExp(m.Dashboard.requests.details, "i") }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/service-request/${stored!.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: requestTitle })).toBeVisible();
      await expect(page.locator(BADGE)).toHaveText(m.RequestStatus.pending);
      await expect(page.getByText(m.RequestDetail.submittedOn)).toBeVisible();
      await expect(page.getByText(m.RequestDetail.lastUpdated)).toBeVisible();
      await expect(page.getByText("It restarts on its own every twenty minutes, even when idle.")).toBeVisible();
      await expect(page.getByRole("link", { name: m.RequestDetail.schedule })).toHaveCount(0);

      await advanceRequest(stored!.id, "approved");
      await page.reload();
      await expect(page.locator(BADGE)).toHaveText(m.RequestStatus.approved);
      const schedule = page.getByRole("link", { name: m.RequestDetail.schedule });
      await expect(schedule).toHaveAttribute("href", at(lang, `/book-appointment?request=${stored!.id}`));
      await schedule.click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/book-appointment\\?request=${stored!.id}$`));

      await page.goto(at(lang, `/service-request/${stored!.id}`));
      await expect(page.getByRole("heading", { level: 1, name: requestTitle })).toBeVisible();

      // The screen's old address (older emails link it) redirects for good, in this language, keeping the query.
      const old = await page.request.get(at(lang, `/dashboard/requests/${stored!.id}?from=email`), { maxRedirects: 0 });
      expect(old.status()).toBe(308);
      const moved = new URL(old.headers().location ?? "", baseURL);
      expect(moved.pathname + moved.search).toBe(at(lang, `/service-request/${stored!.id}?from=email`));
      await page.goto(at(lang, `/dashboard/requests/${stored!.id}`));
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/service-request/${stored!.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: requestTitle })).toBeVisible();
      await page.getByRole("link", { name: m.RequestDetail.back }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard$`));
    });

    test("another customer opening the request gets Access denied on the dashboard, and never its data", async ({ page, context, baseURL }) => {
      const owner = await createConfirmedUser({ locale: lang.locale });
      const secret = `Secret server room ${Date.now().toString(36)}`;
      const request = await createRequest(owner.id, { title: secret, description: "Confidential: the rack password is on a sticky note." });
      const intruder = await createConfirmedUser({ locale: lang.locale });
      await signInAs(context, baseURL!, intruder.email, intruder.password);

      const route = `/service-request/${request.id}`;
      const response = await page.request.get(at(lang, route), { maxRedirects: 0 });
      expect(response.status(), route).toBeGreaterThanOrEqual(300);
      expect(response.status(), route).toBeLessThan(400);
      expect(response.headers().location).toContain("/dashboard?notice=access-denied");
      expect(await response.text()).not.toContain(secret);

      await page.goto(at(lang, route));
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard$`));
      await expectToast(page, m.RequestDetail.notices["access-denied"].title, m.RequestDetail.notices["access-denied"].description);
      await expect(page.getByText(secret)).toHaveCount(0);

      await page.goto(at(lang, "/service-request/00000000-0000-4000-8000-000000000000"));
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard$`));
      await expectToast(page, m.RequestDetail.notices["not-found"].title, m.RequestDetail.notices["not-found"].description);
    });
  });
}
