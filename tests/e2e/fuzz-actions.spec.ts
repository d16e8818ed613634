import { createHmac } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { LOCAL_SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { e2eEnv } from "@/scripts/e2e-env";
import { actionHeaders } from "@/scripts/bench/booking-client";
import { anyValue } from "../helpers/fuzz-inputs";
import { languages } from "./helpers/public";
import { appointmentsOf } from "./helpers/booking";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// Generated bad input sent to the server actions over HTTP, exactly as a
// browser posts them, by a signed-in customer. The property each time: no
// 5xx, no stack trace or file path in the answer, nothing written unless the
// action says it succeeded, and the site still answering. A fixed seed keeps
// CI repeatable; FUZZ_RUNS=<n> runs longer.

const [en] = languages;
const SEED = 20261125;
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const LEAK = /node_modules|\/work\/|\bat \S+ \(|\.(?:js|ts):\d+:\d+|SQLSTATE|select .+ from/i;

const fields = ["serviceId", "date", "slot", "issueDescription", "requestId", "appointmentId", "body", "internal", "uploadIds", "fileName", "size", "type", "since", "query", "kind", "customerId", "phone", "locale", "startsOn", "endsOn", "reasonEn", "reasonEs", "confirmed", "title", "description", "serviceType", "fullName", "username", "name", "email", "rating", "service", "reviewText", "user_id", "status", "price", "role", "token", "password", "confirmPassword"];
/** What a tampered client could post as an action's arguments. */
const args = fc.oneof(fc.tuple(fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] })), fc.array(anyValue, { maxLength: 3 }));

const ACTIONS = [
  { file: "lib/actions/schedule-appointment.ts", name: "scheduleAppointment", page: "/book-appointment" },
  { file: "lib/actions/create-service-request.ts", name: "createServiceRequest", page: "/service-request" },
  { file: "lib/actions/update-profile.ts", name: "updateProfile", page: "/dashboard" },
  { file: "lib/actions/cancel-appointment.ts", name: "cancelAppointment", page: "/dashboard" },
  { file: "lib/actions/update-email-preferences.ts", name: "updateEmailPreferences", page: "/dashboard" },
  { file: "lib/actions/submit-review.ts", name: "submitReview", page: "/contact" },
  { file: "lib/actions/admin-approve-review.ts", name: "approveReview", page: "/admin/reviews" },
  { file: "lib/actions/admin-update-request.ts", name: "updateServiceRequest", page: "/admin/requests" },
  { file: "lib/actions/reschedule-appointment.ts", name: "rescheduleAppointment", page: "/dashboard" },
  { file: "lib/actions/get-booked-slots.ts", name: "getBookedSlots", page: "/book-appointment" },
  { file: "lib/actions/admin-book-appointment.ts", name: "adminBookAppointment", page: "/admin/appointments" },
  { file: "lib/actions/admin-add-closure.ts", name: "addClosure", page: "/admin/schedule" },
  { file: "lib/actions/admin-set-technicians.ts", name: "setTechniciansOnDuty", page: "/admin/schedule" },
  { file: "lib/actions/admin-delete-closure.ts", name: "deleteClosure", page: "/admin/schedule" },
  { file: "lib/actions/admin-add-holidays.ts", name: "addFederalHolidays", page: "/admin/schedule" },
  { file: "lib/actions/admin-search-customers.ts", name: "searchCustomers", page: "/admin/appointments" },
  { file: "lib/actions/post-request-message.ts", name: "postRequestMessage", page: "/service-request" },
  { file: "lib/actions/create-attachment-upload.ts", name: "createAttachmentUpload", page: "/service-request" },
  { file: "lib/actions/get-request-thread.ts", name: "getRequestThread", page: "/service-request/00000000-0000-4000-8000-000000000000" },
];

/**
 * Arguments encoded as React's client encodes them: a string that starts with
 * "$" is escaped to "$$", since a bare "$" marks a reference in the protocol.
 * (A hand-made body with a bare "$…" string makes Next answer 500 before any
 * action code runs; no browser sends one.)
 */
const asBrowserSends = (input: unknown) => JSON.stringify(input, (_key, value: unknown) => (typeof value === "string" && value.startsWith("$") ? `$${value}` : value));

type Target = { file: string; name: string; page: string };

async function post(request: APIRequestContext, baseURL: string, action: Target, body: string | Buffer, headers: Record<string, string> = {}) {
  const response = await request.post(`${baseURL}${action.page}`, {
    headers: { ...actionHeaders(e2eEnv.NEXT_DIST_DIR, action.file, action.name), origin: baseURL, ...headers },
    data: body,
    maxRedirects: 0,
  });
  const sessionCookies = response
    .headersArray()
    .filter(({ name, value }) => name.toLowerCase() === "set-cookie" && /^sb-[^=]*-auth-token[^=]*=[^;]+/.test(value));
  return { status: response.status(), text: await response.text(), sessionCookies };
}

test("every customer-reachable server action answers generated bad input without a 5xx, a leak or a stray write", async ({ context, baseURL }) => {
  test.setTimeout(180_000);
  const customer = await createConfirmedUser();
  await signInAs(context, baseURL!, customer.email, customer.password);

  for (const action of ACTIONS) {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(args, async (input) => {
        const before = (await appointmentsOf(customer.id)).length;
        const { status, text } = await post(context.request, baseURL!, action, asBrowserSends(input));
        const what = `${action.name} ${JSON.stringify(input).slice(0, 120)}`;
        expect(status, what).toBeLessThan(500);
        expect(text, what).not.toMatch(LEAK);
        const booked = (await appointmentsOf(customer.id)).length - before;
        expect(booked, what).toBe(action.name === "scheduleAppointment" && text.includes('"ok":true') ? 1 : 0);
        if (/"ok":(true|false)/.test(text)) answered++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The action itself answered (not a page or a "no such action" error), each time.
    expect(answered, action.name).toBe(RUNS);
  }

  const { data: requests } = await serviceClient().from("service_requests").select("status, technician").eq("user_id", customer.id);
  for (const row of requests ?? []) expect(row).toEqual({ status: "pending", technician: null });
  const { count: messages } = await serviceClient().from("request_messages").select("*", { count: "exact", head: true }).eq("author_id", customer.id);
  expect(messages).toBe(0);
  expect((await context.request.get(`${baseURL}/contact`)).status()).toBe(200);
});

/** The actions a visitor reaches without an account: email confirmation, the password reset links, unsubscribing. */
const PUBLIC_ACTIONS = [
  { file: "lib/actions/verify-email.ts", name: "verifyEmail", page: "/verify-email", answers: /"ok":(true|false)/ },
  { file: "lib/actions/reset-password.ts", name: "resetPassword", page: "/reset-password", answers: /"ok":(true|false)/ },
];

/** An unsubscribe link as the site signs it (lib/server/notification-unsubscribe-token.ts), for an outbox row that does not exist. */
function signedUnsubscribeToken(outboxId: number) {
  const key = createHmac("sha256", LOCAL_SERVICE_ROLE_KEY).update("unsubscribe-link").digest();
  const body = `${outboxId}.${Math.floor(Date.now() / 1000) + 86_400}`;
  return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
}

test("the visitor's auth and unsubscribe actions answer generated bad input without a 5xx, a leak, a session or a change", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);

  for (const action of PUBLIC_ACTIONS) {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(args, async (input) => {
        const { status, text, sessionCookies } = await post(context.request, baseURL!, action, asBrowserSends(input));
        const what = `${action.name} ${JSON.stringify(input).slice(0, 120)}`;
        expect(status, what).toBeLessThan(500);
        expect(text, what).not.toMatch(LEAK);
        // A link or a password that does not check out never signs anyone in.
        expect(sessionCookies, what).toEqual([]);
        if (action.answers.test(text)) answered++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(answered, action.name).toBe(RUNS);
  }

  // Unsubscribe is a form post (multipart, as React encodes a form action):
  // take the browser's own request as the template, then vary the token in it.
  const template = signedUnsubscribeToken(999_999_999);
  await page.goto(`/unsubscribe?token=${template}`);
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: en.messages.Unsubscribe.confirm }).click();
  const request = await posted;
  const body = request.postDataBuffer()!;
  const at = body.indexOf(template);
  expect(at).toBeGreaterThan(-1);
  const [head, tail] = [body.subarray(0, at), body.subarray(at + template.length)];
  const contentType = (await request.allHeaders())["content-type"]!;
  const unsubscribe = { file: "lib/actions/unsubscribe.ts", name: "unsubscribe", page: "/unsubscribe" };
  const tokens = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom("", "1.1.x", template.replace(/.$/, "A"), template.replace(/^\d+/, "1"), `${template}\u0000`, "9".repeat(16), "x".repeat(10_000)),
  );
  await fc.assert(
    fc.asyncProperty(tokens, async (token) => {
      const data = Buffer.concat([head, Buffer.from(token), tail]);
      const { status, text } = await post(context.request, baseURL!, unsubscribe, data, { "content-type": contentType });
      expect(status, token.slice(0, 80)).toBeLessThan(500);
      expect(text, token.slice(0, 80)).not.toMatch(LEAK);
      // Refused, so nothing changed: unsubscribeWithToken writes only for a token it verified.
      expect(text, token.slice(0, 80)).toMatch(/"ok":false,"error":"(invalidLink|failed)"/);
    }),
    { seed: SEED, numRuns: RUNS },
  );
  expect((await context.request.get(`${baseURL}/contact`)).status()).toBe(200);
});
