import { test } from "@playwright/test";
import { adminPath, signInAsStaff } from "./helpers/admin";
import { applyTheme } from "./helpers/axe";
import { approveEstimate, sendEstimate, signedInApi, staffApi } from "./helpers/estimates";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

const out = "/tmp/intake-shots";

for (const lang of languages) {
  test(`shots ${lang.locale}`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const user = await createConfirmedUser({ locale: lang.locale, fullName: `Rosa Delgado ${lang.locale}` });
    await serviceClient().from("profiles").update({ phone: "(512) 555-0199" }).eq("id", user.id);
    const { data: row } = await serviceClient()
      .from("service_requests")
      .insert({ user_id: user.id, title: "Laptop hinge cracked", description: "The left hinge cracked and the lid wobbles when I open it.", service_type: "computerRepair", device_kind: "laptop", device_make: "Dell", device_model: "XPS 13 9310" })
      .select("id")
      .single();
    const staff = await staffApi();
    await staff.rpc("save_request_intake", { p_request_id: row!.id, p_access: "passcode", p_kind: "laptop", p_make: "Dell", p_model: "XPS 13 9310", p_serial: "SN-48213-XK", p_left_with: "charger, sleeve case", p_condition: "Scratch on the lid, small dent on the back left corner", p_passcode: "2468" });
    const customerApi = await signedInApi(user.email, user.password);
    await approveEstimate(customerApi, await sendEstimate(staff, row!.id, [{ kind: "labour", description: "Hinge repair", quantity: 1, unitPriceCents: 12_550 }]));
    for (const theme of ["light", "dark"] as const) {
      for (const width of [1280, 375]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await signInAs(context, baseURL!, user.email, user.password);
        await page.goto(`${lang.prefix}/service-request`);
        await applyTheme(page, theme);
        await page.getByRole("button").last().click();
        await page.screenshot({ path: `${out}/form-${lang.locale}-${theme}-${width}.png`, fullPage: true });
        await context.clearCookies();
        await signInAsStaff(context, baseURL!);
        await page.goto(adminPath(lang, `/requests/${row!.id}`));
        await applyTheme(page, theme);
        await page.locator("#request-intake").locator("xpath=ancestor::*[@role='region'][1]").screenshot({ path: `${out}/intake-${lang.locale}-${theme}-${width}.png` });
        await page.goto(adminPath(languages[0]!, `/requests/${row!.id}/ticket`));
        await applyTheme(page, theme);
        await page.screenshot({ path: `${out}/ticket-${lang.locale}-${theme}-${width}.png`, fullPage: true });
        if (theme === "light" && width === 1280) {
          await page.emulateMedia({ media: "print" });
          await page.setViewportSize({ width: 816, height: 1056 });
          await page.screenshot({ path: `${out}/ticket-print-${lang.locale}.png`, fullPage: true });
          await page.pdf({ path: `${out}/ticket-${lang.locale}.pdf`, format: "Letter" });
        }
        await context.close();
      }
    }
  });
}
