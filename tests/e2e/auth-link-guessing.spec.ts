import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import ws from "ws";
import { EMAIL_LINK_RATE_LIMITS } from "@/lib/rules/business-rules";
import en from "@/messages/en.json" with { type: "json" };
import { LOCAL_ANON_KEY } from "@/supabase/local/keys";
import { actionHeaders } from "@/scripts/bench/booking-client";
import { e2eEnv } from "@/scripts/e2e-env";
import { anonSignIn, mailLink, recoveryLinkByApi, toastWith, waitForMail } from "./helpers/auth-mail";
import { languages, uniqueIp } from "./helpers/public";
import { createConfirmedUser, signInAs, stackUrl, uniqueEmail } from "./helpers/supabase";

// A link's token hash is sha224(email + 6-digit code): whoever knows an
// address can walk the codes. The site's link actions count every attempt
// per client address and per account in the database before Supabase Auth
// sees it, and refuse past the limit with "Too many attempts. Try again in N
// minutes." Posted here as the browser posts them, from addresses the
// end-to-end site trusts (x-forwarded-for).

const PER_CLIENT = EMAIL_LINK_RATE_LIMITS.perClient.max;
const PER_ACCOUNT = EMAIL_LINK_RATE_LIMITS.perAccount.max;
const MINUTES = EMAIL_LINK_RATE_LIMITS.perClient.windowMinutes;
const REFUSED = `"error":"tooManyAttempts","minutes":${MINUTES}`;

const ACTIONS = {
  verifyEmail: { file: "lib/actions/verify-email.ts", page: "/verify-email" },
  resetPassword: { file: "lib/actions/reset-password.ts", page: "/reset-password" },
  confirmEmailChange: { file: "lib/actions/confirm-email-change.ts", page: "/confirm-email-change" },
} as const;

/** The token hash Supabase Auth would put in a link for `email` and `code`. */
const candidate = (email: string, code: number) => createHash("sha224").update(email + String(code).padStart(6, "0")).digest("hex");

/** Posts a link action as the page does, from `ip`; the answer's text. */
async function post(request: APIRequestContext, baseURL: string, name: keyof typeof ACTIONS, input: Record<string, string>, ip: string) {
  const { file, page } = ACTIONS[name];
  const response = await request.post(`${baseURL}${page}`, {
    headers: { ...actionHeaders(e2eEnv.NEXT_DIST_DIR, file, name), origin: baseURL, "x-forwarded-for": ip },
    data: JSON.stringify([input]),
    maxRedirects: 0,
  });
  expect(response.status()).toBeLessThan(500);
  return response.text();
}

test("each link action answers one address a limited number of times, then refuses it, whatever the link", async ({ request, baseURL }) => {
  const inputs = {
    verifyEmail: () => ({ email: uniqueEmail("guess"), password: "Passw0rd!", token: candidate("x", Math.random() * 1e6) }),
    resetPassword: () => ({ token: candidate("x", Math.random() * 1e6), type: "recovery", password: "N3wPassw0rd!", confirm: "N3wPassw0rd!" }),
    confirmEmailChange: () => ({ token: candidate("x", Math.random() * 1e6) }),
  };
  for (const name of Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]) {
    const ip = uniqueIp();
    for (let i = 0; i < PER_CLIENT; i++) expect(await post(request, baseURL!, name, inputs[name](), ip), `${name} #${i + 1}`).not.toContain(REFUSED);
    for (let i = 0; i < 3; i++) expect(await post(request, baseURL!, name, inputs[name](), ip), name).toContain(REFUSED);
    expect(await post(request, baseURL!, name, inputs[name](), uniqueIp()), `${name}, another address`).not.toContain(REFUSED);
  }
});

test("guessing a reset link is refused after the limit, and the victim's own link still works", async ({ page, request, baseURL }) => {
  const victim = await createConfirmedUser();
  const link = await recoveryLinkByApi(baseURL!, victim.email);
  const attacker = uniqueIp();
  const answers: string[] = [];
  for (let code = 0; code < PER_CLIENT + 5; code++) {
    answers.push(await post(request, baseURL!, "resetPassword", { token: candidate(victim.email, code), type: "recovery", password: "Stol3nPassw0rd!", confirm: "Stol3nPassw0rd!" }, attacker));
  }
  expect(answers.slice(0, PER_CLIENT).every((text) => text.includes('"error":"invalidLink"'))).toBe(true);
  expect(answers.slice(PER_CLIENT).every((text) => text.includes(REFUSED))).toBe(true);

  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await page.goto(link);
  await page.getByLabel(en.Password.newPassword, { exact: true }).fill("OwnPassw0rd!");
  await page.getByLabel(en.Password.confirmPassword, { exact: true }).fill("OwnPassw0rd!");
  await page.getByRole("button", { name: en.Password.update }).click();
  await expect(toastWith(page, en.Password.resetDoneTitle)).toBeVisible();
});

test("one account's confirmation is refused after the limit from any number of addresses", async ({ request, baseURL }) => {
  const victim = await createConfirmedUser();
  for (let i = 0; i < PER_ACCOUNT; i++) {
    const text = await post(request, baseURL!, "verifyEmail", { email: victim.email, password: `Guess-${i}!`, token: candidate(victim.email, i) }, uniqueIp());
    expect(text).not.toContain(REFUSED);
  }
  const text = await post(request, baseURL!, "verifyEmail", { email: victim.email, password: "Guess-x!", token: candidate(victim.email, 99) }, uniqueIp());
  expect(text).toContain(REFUSED);
});

test("holding a session, guessing the current address's link of an email change is refused after the limit, from any address", async ({ context, baseURL }) => {
  const victim = await createConfirmedUser();
  const attackerEmail = uniqueEmail("attacker");
  // The attacker holds the victim's session: asks to move the account to their own address and opens that link.
  await signInAs(context, baseURL!, victim.email, victim.password);
  const session = createClient(stackUrl(), LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  expect((await session.auth.signInWithPassword({ email: victim.email, password: victim.password })).error).toBeNull();
  expect((await session.auth.updateUser({ email: attackerEmail }, { emailRedirectTo: `${baseURL}/confirm-email-change` })).error).toBeNull();
  const own = new URL(mailLink(await waitForMail(attackerEmail), "email_change")).searchParams.get("token")!;
  expect(await post(context.request, baseURL!, "confirmEmailChange", { token: own }, uniqueIp())).toContain('"done":false');

  const answers: string[] = [];
  for (let code = 0; code < PER_ACCOUNT + 3; code++) {
    answers.push(await post(context.request, baseURL!, "confirmEmailChange", { token: candidate(victim.email, code) }, uniqueIp()));
  }
  // The first link counted too: the account had its limit's worth in all.
  expect(answers.slice(0, PER_ACCOUNT - 1).every((text) => text.includes('"error":"invalidLink"'))).toBe(true);
  expect(answers.slice(PER_ACCOUNT - 1).every((text) => text.includes(REFUSED))).toBe(true);
  const { data } = await anonSignIn(victim.email, victim.password);
  expect(data.user?.email, "the address did not change").toBe(victim.email);
});

for (const lang of languages) {
  test(`a refused attempt says when to try again (${lang.locale})`, async ({ page, request, baseURL }) => {
    const ip = uniqueIp();
    const token = candidate("nobody@example.com", 1);
    for (let i = 0; i < PER_CLIENT; i++) {
      await post(request, baseURL!, "resetPassword", { token, type: "recovery", password: "N3wPassw0rd!", confirm: "N3wPassw0rd!" }, ip);
    }
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
    await page.goto(`${lang.prefix}/reset-password?token=${token}&type=recovery`);
    const m = lang.messages;
    await page.getByLabel(m.Password.newPassword, { exact: true }).fill("N3wPassw0rd!");
    await page.getByLabel(m.Password.confirmPassword, { exact: true }).fill("N3wPassw0rd!");
    await page.getByRole("button", { name: m.Password.update }).click();
    const text = lang.locale === "es" ? `Demasiados intentos. Vuelva a intentarlo en ${MINUTES} minutos.` : `Too many attempts. Try again in ${MINUTES} minutes.`;
    const toast = toastWith(page, text);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(m.AuthErrors.tooManyAttemptsTitle);
  });
}
