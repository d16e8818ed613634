import { expect, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import ws from "ws";
import { CLIENT_IP_HEADER } from "@/lib/rules/business-rules";
import { serviceClient, stackPublicKey, stackSecretKey, stackUrl } from "./supabase";
import type { Language } from "./public";

export interface ReviewInput {
  name: string;
  email: string;
  service: string;
  rating: number;
  review: string;
}

/** Fills the contact page's review form like a visitor (rating by clicking a star). */
export async function fillReviewForm(page: Page, { messages: m }: Language, input: ReviewInput) {
  const f = m.ReviewForm;
  await page.getByLabel(f.name, { exact: true }).fill(input.name);
  await page.getByLabel(f.email, { exact: true }).fill(input.email);
  await page.getByLabel(f.service, { exact: true }).selectOption(input.service);
  await page.getByRole("radio", { name: starsLabel(m, input.rating), exact: true }).click();
  await page.getByLabel(f.review, { exact: true }).fill(input.review);
}

/** "4 stars" / "1 star" in the page's language. */
export function starsLabel(m: Language["messages"], count: number) {
  const word = m.ReviewForm.stars.match(count === 1 ? /one \{# ([^}]+)\}/ : /other \{# ([^}]+)\}/)![1];
  return `${count} ${word}`;
}

/** Reviews stored for an address (service role: sees unapproved rows and emails). */
export async function storedReviews(email: string) {
  const { data, error } = await serviceClient().from("reviews").select("*").eq("email", email);
  if (error) throw new Error(error.message);
  return data as { id: string; name: string; service: string; rating: number; review_text: string; approved: boolean }[];
}

/** Submits a review straight to the REST API from client address `ip`, as the server action does (service role). */
export async function insertAsServer(input: ReviewInput, ip: string) {
  const server = createClient(stackUrl(), stackSecretKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { headers: { [CLIENT_IP_HEADER]: ip } },
  });
  const { rating, review, ...rest } = input;
  const { error } = await server.from("reviews").insert({ ...rest, rating, review_text: review, approved: false });
  if (error) throw new Error(error.message);
}

/** What the public data path (anon, as the pages read) returns for a review text. */
export async function publicReviewsWithText(text: string) {
  const anon = createClient(stackUrl(), stackPublicKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { data, error } = await anon.from("reviews").select("id, review_text").eq("review_text", text);
  if (error) throw new Error(error.message);
  return data;
}

export async function expectFormReset(page: Page, { messages: m }: Language) {
  await expect(page.getByLabel(m.ReviewForm.name, { exact: true })).toHaveValue("");
  await expect(page.getByLabel(m.ReviewForm.email, { exact: true })).toHaveValue("");
  await expect(page.getByLabel(m.ReviewForm.service, { exact: true })).toHaveValue("");
  await expect(page.getByLabel(m.ReviewForm.review, { exact: true })).toHaveValue("");
  await expect(page.getByRole("radio", { name: starsLabel(m, 5), exact: true })).toHaveAttribute("aria-checked", "true");
}
