import { expect, type Page } from "@playwright/test";
import { authTexts, type AuthLanguage } from "./auth-texts";

/** On /verify-email: fills the account's email and password and confirms. */
export async function submitConfirmation(page: Page, lang: AuthLanguage, email: string, password: string) {
  const text = authTexts[lang];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirmTitle);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: text.confirmButton }).click();
}
