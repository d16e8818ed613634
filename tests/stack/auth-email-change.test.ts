// @module-tag local-stack
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { appLink, latestMail, ssrClient, uniqueEmail } from "./auth-helpers";

// A change of email address with double_confirm_changes on (supabase/config.toml),
// as hosted Supabase Auth does it: a link to each address; the first opened
// only counts, the second moves the account; the old address signs in no more.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

const REDIRECT = "http://localhost:3000/es/confirm-email-change";

async function signedIn(locale: "en" | "es" = "es") {
  const email = uniqueEmail("change");
  const password = "Passw0rd!";
  const { data, error } = await stack.serviceClient().auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { locale } });
  if (error || !data.user) throw new Error(error?.message);
  const { client } = ssrClient(stack);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { id: data.user.id, email, password, client };
}

const canSignIn = async (email: string, password: string) => !(await stack.anonClient().auth.signInWithPassword({ email, password })).error;
const verify = (token: string) => stack.anonClient().auth.verifyOtp({ token_hash: token, type: "email_change" });

describe("email change (double confirmation)", () => {
  it("keeps the address until both links are opened, then moves the account and its identity", async () => {
    const { id, email, password, client } = await signedIn();
    const next = uniqueEmail("moved");
    const { data, error } = await client.auth.updateUser({ email: next.toUpperCase() }, { emailRedirectTo: REDIRECT });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });

    const toCurrent = await latestMail(stack, email);
    const toNew = await latestMail(stack, next);
    for (const mail of [toCurrent, toNew]) {
      expect(mail.subject).toBe("Confirme su nueva dirección de correo | ByteWise Tech Support");
      expect(mail.text).toContain(`de ${email} a ${next}`);
      expect(appLink(mail)).toMatchObject({ type: "email_change" });
      expect(appLink(mail).url.pathname).toBe("/es/confirm-email-change");
    }
    const [current, fresh] = [appLink(toCurrent).token, appLink(toNew).token];
    expect(current).not.toBe(fresh);
    expect(current.startsWith("pkce_")).toBe(true);

    const first = await verify(fresh);
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect(await canSignIn(email, password)).toBe(true);
    expect(await canSignIn(next, password)).toBe(false);
    expect((await verify(fresh)).error?.code).toBe("otp_expired");

    const second = await verify(current);
    expect(second.error).toBeNull();
    expect(second.data.user).toMatchObject({ id, email: next });
    expect(second.data.user?.new_email).toBeUndefined();
    expect(await canSignIn(next, password)).toBe(true);
    expect(await canSignIn(email, password)).toBe(false);
    const { rows } = await stack.db.query<{ email: string }>("select email from auth.identities where user_id = $1 and provider = 'email'", [id]);
    expect(rows).toEqual([{ email: next }]);
  });

  it("refuses an address another account holds and a malformed one, and sends nothing", async () => {
    const { email, client } = await signedIn("en");
    const other = await signedIn("en");
    expect((await client.auth.updateUser({ email: other.email })).error).toMatchObject({ status: 422, code: "email_exists" });
    expect((await client.auth.updateUser({ email: "not-an-address" })).error).toMatchObject({ status: 400, code: "validation_failed" });
    expect((await stack.mailbox(email)).length).toBe(0);
    expect((await stack.mailbox(other.email)).length).toBe(0);
  });

  it("voids the first request's links when a new one is made, and a link after its lifetime", async () => {
    const { id, email, client } = await signedIn("en");
    const abandoned = uniqueEmail("abandoned");
    await client.auth.updateUser({ email: abandoned });
    const oldLink = appLink(await latestMail(stack, abandoned)).token;
    const chosen = uniqueEmail("chosen");
    expect((await client.auth.updateUser({ email: chosen })).error).toBeNull();
    expect((await verify(oldLink)).error?.code).toBe("otp_expired");

    const link = appLink(await latestMail(stack, chosen)).token;
    await stack.db.query("update auth.users set email_change_sent_at = now() - interval '25 hours' where id = $1", [id]);
    expect((await verify(link)).error?.code).toBe("otp_expired");
    const { rows } = await stack.db.query<{ email: string }>("select email from auth.users where id = $1", [id]);
    expect(rows).toEqual([{ email }]);
  });

  it("moves nothing when the new address was taken between the request and the second link", async () => {
    const { id, email, client } = await signedIn("en");
    const next = uniqueEmail("raced");
    await client.auth.updateUser({ email: next });
    await verify(appLink(await latestMail(stack, email)).token);
    await stack.serviceClient().auth.admin.createUser({ email: next, password: "Other123!", email_confirm: true });
    expect((await verify(appLink(await latestMail(stack, next)).token)).error?.code).toBe("otp_expired");
    const { rows } = await stack.db.query<{ email: string }>("select email from auth.users where id = $1", [id]);
    expect(rows).toEqual([{ email }]);
  });
});
