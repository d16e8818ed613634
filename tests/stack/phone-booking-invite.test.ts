// @module-tag local-stack
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { nextFreeSlot, signedInCustomer, signedInStaff, type SignedIn } from "../db/helpers/admin";
import { appLink, latestMail, uniqueEmail } from "./auth-helpers";
import { BOOKING_ERROR_CODES } from "@/lib/rules/db-errors";

// A booking staff take by phone for a caller without an account, step by
// step as lib/actions/admin-book-appointment.ts takes it, against a local
// stack over HTTP with supabase-js: the service role creates the unconfirmed
// account (name, phone, language as metadata), the staff member books for it
// with book_for_customer, Auth emails the invitation; the caller opens its
// link (/reset-password?token=…&type=invite), chooses a password, signs in and
// sees exactly that appointment. A refused booking leaves no account behind;
// an address that already has an account is booked for and not invited.

let stack: TestStack;
let staff: SupabaseClient;
let other: SignedIn;
beforeAll(async () => {
  stack = await startTestStack();
  staff = await signedInStaff(stack);
  other = await signedInCustomer(stack, "other");
});
afterAll(() => stack?.stop());

const SITE = "http://localhost:3000";
const caller = (tag: string) => ({ email: uniqueEmail(tag), full_name: "Lucía Ramos", phone: "512-555-0123", locale: "es" as const });

/** What the action does for a new caller up to the booking; returns the new user's id and the booking's answer. */
async function createAndBook(person: ReturnType<typeof caller>, when: string, serviceId = 1) {
  const { email, ...metadata } = person;
  const created = await stack.serviceClient().auth.admin.createUser({ email, user_metadata: metadata });
  expect(created.error).toBeNull();
  const userId = created.data.user!.id;
  const booked = await staff.rpc("book_for_customer", {
    p_customer_id: userId,
    p_service_id: serviceId,
    p_appointment_date: when,
    p_issue_description: "Laptop will not start",
  });
  return { userId, booked };
}

describe("inviting a new caller with their booking", () => {
  it("books under the new account, emails the invite, and its link leads to a password and a sign-in that shows the appointment", async () => {
    const person = caller("phone-invite");
    const when = nextFreeSlot();
    const { userId, booked } = await createAndBook(person, when);
    expect(booked.error).toBeNull();
    expect(booked.data).toMatchObject({ user_id: userId, status: "pending", issue_description: "Laptop will not start" });
    const appointmentId = (booked.data as { id: string }).id;
    expect(new Date((booked.data as { appointment_date: string }).appointment_date).toISOString()).toBe(when);

    // The account: unconfirmed, no password, the caller's name, phone and language on the profile.
    const { data: account } = await stack.serviceClient().auth.admin.getUserById(userId);
    expect(account.user?.email_confirmed_at).toBeFalsy();
    const profile = await stack.serviceClient().from("profiles").select("full_name, phone, locale").eq("id", userId).single();
    expect(profile.data).toEqual({ full_name: person.full_name, phone: person.phone, locale: "es" });
    expect(await stack.mailbox(person.email), "nothing is sent before the booking holds").toHaveLength(0);

    // Staff's console lists it with the phone, as booked by staff.
    const listed = await staff.rpc("admin_list_appointments", { p_from: when }).eq("id", appointmentId);
    expect(listed.data).toEqual([expect.objectContaining({ customer_phone: person.phone, booked_by_staff: true, needs_call: false, customer_email: person.email })]);

    // The invitation, in the caller's language, to the Spanish reset page.
    const invited = await stack.serviceClient().auth.admin.inviteUserByEmail(person.email, { redirectTo: `${SITE}/es/reset-password` });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.id).toBe(userId);
    const mail = await latestMail(stack, person.email);
    expect(mail.subject).toBe("Su cuenta de ByteWise está lista | ByteWise Tech Support");
    expect(mail.text).toContain("Hola, Lucía Ramos:");
    const link = appLink(mail);
    expect(`${link.url.origin}${link.url.pathname}`).toBe(`${SITE}/es/reset-password`);
    expect(link.type).toBe("invite");

    // resetPassword's steps: the link is an invitation's, then it is spent and the password set on a cookie-less client.
    const isInvitation = async () => (await stack.serviceClient().rpc("is_invitation_link", { p_token_hash: link.token })).data;
    expect(await isInvitation()).toBe(true);
    const browser = stack.anonClient();
    const verified = await browser.auth.verifyOtp({ token_hash: link.token, type: "invite" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(userId);
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await browser.auth.updateUser({ password: "Phone1-Booked!" })).error, "a link's session sets a first password").toBeNull();
    await browser.auth.signOut();
    expect(await isInvitation(), "a spent link is no longer an invitation").toBe(false);

    const customer = stack.anonClient();
    const signedIn = await customer.auth.signInWithPassword({ email: person.email, password: "Phone1-Booked!" });
    expect(signedIn.error).toBeNull();
    const mine = await customer.from("appointments").select("id, appointment_date, service_id, status, user_id");
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ id: appointmentId, appointment_date: expect.any(String), service_id: 1, status: "pending", user_id: userId }]);
    expect(new Date(mine.data![0]!.appointment_date).toISOString()).toBe(when);

    // Another customer sees nothing of it.
    const theirs = await other.client.from("appointments").select("id").eq("id", appointmentId);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
    const all = await other.client.from("appointments").select("id, user_id");
    expect(all.data!.every((row) => row.user_id === other.id)).toBe(true);

    // The link works once.
    expect((await stack.anonClient().auth.verifyOtp({ token_hash: link.token, type: "invite" })).error?.code).toBe("otp_expired");
  });

  it("a refused booking deletes the account just made, and nobody is emailed", async () => {
    const when = nextFreeSlot();
    const first = await createAndBook(caller("phone-first"), when);
    expect(first.booked.error).toBeNull();

    const person = caller("phone-refused");
    const { userId, booked } = await createAndBook(person, when);
    expect(booked.error?.code).toBe(BOOKING_ERROR_CODES.slotTaken);
    expect((await stack.serviceClient().auth.admin.deleteUser(userId)).error).toBeNull();

    expect((await stack.serviceClient().auth.admin.getUserById(userId)).data.user).toBeNull();
    expect((await stack.serviceClient().from("profiles").select("id").eq("id", userId)).data).toEqual([]);
    expect(await stack.mailbox(person.email)).toHaveLength(0);
    // The address is free again for the next try.
    const again = await createAndBook(person, nextFreeSlot());
    expect(again.booked.error).toBeNull();
  });

  it("an address that already has an account is found by search_customers and booked for, without an invitation", async () => {
    const existing = await signedInCustomer(stack, "phone-known");
    const found = await staff.rpc("search_customers", { p_query: existing.email.toUpperCase() });
    expect(found.error).toBeNull();
    const match = (found.data as { id: string; email: string }[]).find((row) => row.email.toLowerCase() === existing.email.toLowerCase());
    expect(match?.id).toBe(existing.id);

    const booked = await staff.rpc("book_for_customer", { p_customer_id: match!.id, p_service_id: 2, p_appointment_date: nextFreeSlot() });
    expect(booked.error).toBeNull();
    const created = await stack.serviceClient().auth.admin.createUser({ email: existing.email });
    expect(created.error?.code, "the account is never made twice").toBe("email_exists");
    expect(await stack.mailbox(existing.email)).toHaveLength(0);
    const mine = await existing.client.from("appointments").select("id");
    expect(mine.data).toEqual([{ id: (booked.data as { id: string }).id }]);
  });

  it("customers and visitors may neither search nor book for someone else", async () => {
    const customerSearch = await other.client.rpc("search_customers", { p_query: "ramos" });
    expect(customerSearch.error?.code).toBe("42501");
    const customerBooking = await other.client.rpc("book_for_customer", { p_customer_id: other.id, p_service_id: 1, p_appointment_date: nextFreeSlot() });
    expect(customerBooking.error?.code).toBe("42501");
    const visitorSearch = await stack.anonClient().rpc("search_customers", { p_query: "ramos" });
    expect(visitorSearch.error?.code).toBe("42501");
  });

  it("a sign-up's confirmation link is not an invitation, and no API role may ask", async () => {
    const email = uniqueEmail("signed-up");
    const signedUp = await stack.anonClient().auth.signUp({ email, password: "Signed-up1!", options: { emailRedirectTo: `${SITE}/verify-email` } });
    expect(signedUp.error).toBeNull();
    const { token } = appLink(await latestMail(stack, email));
    expect((await stack.serviceClient().rpc("is_invitation_link", { p_token_hash: token })).data).toBe(false);
    expect((await stack.anonClient().rpc("is_invitation_link", { p_token_hash: token })).error?.code).toBe("42501");
    expect((await other.client.rpc("is_invitation_link", { p_token_hash: token })).error?.code).toBe("42501");
  });
});
