import { expect, type Locator, type Page } from "@playwright/test";
import type { Language } from "./public";

// What the conversation spec's tests (request-conversation) share: finding
// the thread and its messages, typing into the reply box once it has
// hydrated, and attaching files.

/** Longer than one poll of an open thread at the default interval (15 s). */
export const POLL_WAIT = 25_000;

/** The thread's region on a page (its h2). */
export const threadOf = (page: Page, lang: Language) => page.getByRole("region", { name: lang.messages.Conversation.title });

/** A message of the thread, by a piece of its text. */
export const messageWith = (thread: Locator, text: string) => thread.getByRole("article").filter({ hasText: text });

/** The text of everything an element's aria-describedby names. */
export async function describedText(field: Locator) {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(" ");
}

/** Fills the reply box once the form has hydrated (its counter follows the text; a fill before hydration is reset by it). */
export async function typeInto(thread: Locator, box: Locator, text: string, counter: (count: number) => string) {
  await expect(async () => {
    await box.fill(text);
    await expect(thread.getByText(counter([...text.trim()].length), { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** Chooses files in a thread's attachment input and waits until every one has uploaded (none: nothing to do). */
export async function attachFiles(thread: Locator, lang: Language, files: string[]) {
  if (files.length === 0) return;
  await thread.getByLabel(lang.messages.Attachments.label, { exact: true }).setInputFiles(files);
  await expect(thread.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await expect(thread.getByRole("list", { name: lang.messages.Attachments.listLabel }).getByText(lang.messages.Attachments.status.uploaded)).toHaveCount(files.length);
}

/**
 * Resolves when the page's next thread poll, one that starts after this call,
 * has been answered: the signal that whatever was stored before has had its
 * chance to show. The poll is the page's own server action request (POST with
 * a Next-Action header); nothing else on a thread page posts while idle.
 */
export async function nextPoll(page: Page) {
  const request = await page.waitForRequest((r) => r.method() === "POST" && r.headers()["next-action"] !== undefined, { timeout: 2 * POLL_WAIT });
  await request.response();
}
