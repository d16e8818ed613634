import assert from "node:assert/strict";
import { expect, test, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import { DEVICE_ACCESS, DEVICE_KINDS, DEVICE_LIMITS, ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { e2eEnv } from "@/scripts/e2e-env";
import { actionHeaders } from "@/scripts/bench/booking-client";
import { anyValue } from "../helpers/fuzz-inputs";
import { signInAsStaff } from "./helpers/admin";
import { appointmentsOf } from "./helpers/booking";
import { createRequest } from "./helpers/dashboard";
import { signedUnsubscribeToken } from "./helpers/notifications";
import { approveEstimate, documentRows, sendEstimate, signedInApi, staffApi } from "./helpers/estimates";
import { CUSTOMER_ACTIONS, OK_ANSWER, STAFF_ACTIONS, UNSUBSCRIBE, VISITOR_ACTIONS, type FuzzTarget } from "./helpers/fuzz-targets";
import { languages, uniqueIp } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// Generated bad input sent to the server actions over HTTP, exactly as a
// browser posts them: by a signed-in customer (every action a page can call,
// the console's included, which must refuse), by a visitor (the auth and
// unsubscribe actions), and by staff (the console's estimate, receipt and intake
// steps, against requests the test arranged). The property each time: no
// 5xx, no stack trace or file path in the answer, the action's own answer,
// nothing written unless the action says it succeeded, and the site still
// answering. The lists of actions are in helpers/fuzz-targets.ts, which a
// unit test holds equal to lib/actions. A fixed seed keeps CI repeatable;
// FUZZ_RUNS=<n> runs longer.

const [en] = languages;
const SEED = 20261125;
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/**
 * What an answer must never hold: a file path, a stack frame, SQL or a
 * PostgreSQL error. (A successful action may answer with the page re-rendered,
 * whose messages hold prose such as "select a service ... from", so SQL is a
 * query on one of the schemas.)
 */
const LEAK =
  /node_modules|\/work\/|\bat \S+ \(|\.(?:js|ts):\d+:\d+|SQLSTATE|\bselect [\w*,.() ]+ from (?:public|private|auth|storage)\.|syntax error at or near|violates [\w ]*constraint|relation "[\w.]+" does not exist/i;

const fields = ["serviceId", "date", "slot", "issueDescription", "requestId", "appointmentId", "estimateId", "body", "internal", "uploadIds", "fileName", "size", "type", "since", "query", "kind", "customerId", "phone", "locale", "startsOn", "endsOn", "reasonEn", "reasonEs", "confirmed", "title", "description", "serviceType", "fullName", "username", "name", "email", "rating", "service", "reviewText", "user_id", "status", "price", "role", "token", "password", "confirmPassword", "current", "access_token", "refresh_token", "version", "approve", "reason", "lines", "discount", "note", "validUntil", "paymentMethod", "paidOn"];

const today = businessToday();
const { descriptionMax, declineReasonMax, validDaysMax } = ESTIMATE_RULES;
/**
 * Mostly values the action's schema accepts (some of which the database
 * refuses: a date out of range, a discount above the subtotal), now and
 * then anything: input that gets past the schema, so the rest of the action
 * and the database are fuzzed too.
 */
const accepted = <T>(values: fc.Arbitrary<T>) => fc.oneof({ arbitrary: values, weight: 9 }, { arbitrary: anyValue, weight: 1 });
/** Dates at the estimate rules' edges (valid-until from today to validDaysMax ahead, a payment date not in the future), and days that do not exist. */
const day = fc.oneof(
  { arbitrary: accepted(fc.constantFrom(today, addDays(today, -1), addDays(today, 1), addDays(today, 14), addDays(today, validDaysMax + 1))), weight: 5 },
  { arbitrary: fc.constantFrom("2026-02-30", "2027-02-29"), weight: 1 },
);
/** A line of an estimate or a receipt as a tampered console could post it. */
const line = fc.record({
  kind: accepted(fc.constantFrom("labour", "part", "fee")),
  description: accepted(fc.constantFrom("Screen replacement", "é".repeat(descriptionMax))),
  quantity: accepted(fc.constantFrom("1", "0.5", "9999")),
  unitPrice: accepted(fc.constantFrom("45", "45.50", "0", "99999.99")),
});
/** The estimate actions' fields: the draft and the receipt the console posts, the customer's answer. */
const estimateFields = {
  lines: accepted(fc.array(line, { minLength: 1, maxLength: 3 })),
  discount: accepted(fc.constantFrom("", "5", "1000000")),
  note: accepted(fc.constantFrom("", "Parts arrive in two days.")),
  validUntil: day,
  paymentMethod: accepted(fc.constantFrom("cash", "card", "other")),
  paidOn: day,
  version: accepted(fc.constantFrom(1, 2)),
  approve: accepted(fc.boolean()),
  reason: accepted(fc.constantFrom("Too expensive for now", "x".repeat(declineReasonMax + 1))),
};

/** The intake panel's fields: the device at drop-off, how to sign in, and a passcode at and past its limit. */
const text = (max: number) => accepted(fc.constantFrom("", "  Dell  ", "x".repeat(max), "x".repeat(max + 1)));
const intakeFields = {
  deviceKind: accepted(fc.constantFrom("", ...DEVICE_KINDS)),
  deviceMake: text(DEVICE_LIMITS.makeMax),
  deviceModel: text(DEVICE_LIMITS.modelMax),
  deviceSerial: text(DEVICE_LIMITS.serialMax),
  deviceLeftWith: text(DEVICE_LIMITS.leftWithMax),
  deviceCondition: text(DEVICE_LIMITS.conditionMax),
  access: accepted(fc.constantFrom(...DEVICE_ACCESS)),
  passcode: text(DEVICE_LIMITS.passcodeMax),
};

/**
 * What a tampered client could post as an action's arguments: one object of
 * any of the actions' fields, a few values, an id and an object or a date
 * (the console's two-argument actions), or near-valid estimate input. `ids`
 * are the test's own rows, so that calls reach the database.
 */
function hostileArgs(ids: string[] = []) {
  const id = ids.length ? accepted(fc.constantFrom(...ids)) : anyValue;
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, f.endsWith("Id") ? id : anyValue])), { requiredKeys: [] });
  const estimate = fc.record({ ...estimateFields, estimateId: id });
  return fc.oneof(fc.tuple(record), fc.array(anyValue, { maxLength: 3 }), fc.tuple(id, fc.oneof(record, day)), fc.tuple(estimate), fc.tuple(id, estimate));
}

/**
 * Each console action's arguments by its signature, near-valid: the kind of
 * id it takes (one of the test's rows, now and then anything) and its input.
 * Three calls in four; the fourth is any hostile input.
 */
function consoleArgs(action: FuzzTarget, requests: string[], estimates: string[]) {
  const request = accepted(fc.constantFrom(...requests));
  const estimate = accepted(fc.constantFrom(...estimates));
  const document = fc.record(estimateFields);
  const signatures: Record<string, fc.Arbitrary<unknown[]>> = {
    saveEstimateDraft: fc.tuple(request, document),
    sendEstimate: fc.tuple(estimate),
    resendEstimate: fc.tuple(estimate, day),
    completeWithReceipt: fc.tuple(request, document),
    saveRequestIntake: fc.tuple(request, fc.record(intakeFields)),
  };
  const signature = signatures[action.name];
  if (!signature) throw new Error(`no signature for ${action.name}: add it here`);
  return fc.oneof({ arbitrary: signature, weight: 3 }, { arbitrary: hostileArgs([...requests, ...estimates]), weight: 1 });
}

/**
 * Arguments encoded as React's client encodes them: a string that starts with
 * "$" is escaped to "$$", since a bare "$" marks a reference in the protocol.
 * (A hand-made body with a bare "$…" string makes Next answer 500 before any
 * action code runs; no browser sends one.)
 */
const asBrowserSends = (input: unknown) => JSON.stringify(input, (_key, value: unknown) => (typeof value === "string" && value.startsWith("$") ? `$${value}` : value));

async function post(request: APIRequestContext, baseURL: string, action: FuzzTarget, body: string | Buffer, headers: Record<string, string> = {}) {
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

/**
 * No 5xx and nothing of the server's insides in the answer. The checks inside a
 * property are node:assert's: each of Playwright's `expect` calls is a step of
 * the test, and the runner looks through all of a test's earlier steps as it
 * adds one, which over the few thousand checks here cost more CPU than the
 * site answering them.
 */
function assertSafeAnswer(status: number, text: string, what: string) {
  assert.ok(status < 500, `${status}: ${what}`);
  assert.doesNotMatch(text, LEAK, what);
}

test("every customer-reachable server action answers generated bad input without a 5xx, a leak or a stray write", async ({ context, baseURL }) => {
  test.setTimeout(420_000);
  const customer = await createConfirmedUser();
  // An estimate waiting for this customer's answer: answerEstimate may approve or decline it only when it says so.
  const waiting = await createRequest(customer.id);
  const estimate = await sendEstimate(await staffApi(), waiting.id);
  await signInAs(context, baseURL!, customer.email, customer.password);
  const args = hostileArgs([estimate.id]);
  let answeredEstimate = false;

  // Each input's writes are read once, after its post, and compared with those read after the one before it.
  let [appointments, documents] = [(await appointmentsOf(customer.id)).length, await documentRows([waiting.id])];
  for (const action of CUSTOMER_ACTIONS) {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(args, async (input) => {
        const { status, text } = await post(context.request, baseURL!, action, asBrowserSends(input));
        const what = `${action.name} ${JSON.stringify(input).slice(0, 120)}`;
        assertSafeAnswer(status, text, what);
        const booked = (await appointmentsOf(customer.id)).length;
        assert.equal(booked - appointments, action.name === "scheduleAppointment" && text.includes('"ok":true') ? 1 : 0, `booked: ${what}`);
        const said = action.name === "answerEstimate" && text.includes('"ok":true');
        const now = await documentRows([waiting.id]);
        if (!said) assert.deepStrictEqual(now, documents, `estimate changed: ${what}`);
        [appointments, documents] = [booked, now];
        answeredEstimate ||= said;
        if ((action.answers ?? OK_ANSWER).test(text)) answered++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The action itself answered (not a page or a "no such action" error), each time.
    expect(answered, action.name).toBe(RUNS);
  }

  const { data: requests } = await serviceClient().from("service_requests").select("id, status, technician").eq("user_id", customer.id);
  for (const row of requests ?? []) {
    if (row.id !== waiting.id) expect(row).toEqual({ id: row.id, status: "pending", technician: null });
  }
  const { data: stored } = await serviceClient().from("estimates").select("status").eq("id", estimate.id).single();
  expect(stored!.status === "sent", "the estimate is unanswered unless answerEstimate said it answered").toBe(!answeredEstimate);
  const { count: messages } = await serviceClient().from("request_messages").select("*", { count: "exact", head: true }).eq("author_id", customer.id);
  expect(messages).toBe(0);
  // changePassword never took a password that was not the current one, nor changeEmail an address.
  await signedInApi(customer.email, customer.password);
  expect((await context.request.get(`${baseURL}/contact`)).status()).toBe(200);
});

test("the console's request actions (estimate, receipt, intake) answer staff's generated bad input without a 5xx, a leak or a write they did not report", async ({ context, baseURL }) => {
  test.setTimeout(240_000);
  const customer = await createConfirmedUser();
  const staff = await staffApi();
  // A request with no estimate yet, one with an estimate waiting for the customer, and one approved, ready for its receipt.
  const [fresh, waiting, approved] = [await createRequest(customer.id), await createRequest(customer.id), await createRequest(customer.id)];
  const sent = await sendEstimate(staff, waiting.id);
  const approvedEstimate = await sendEstimate(staff, approved.id);
  await approveEstimate(await signedInApi(customer.email, customer.password), approvedEstimate);
  const requestIds = [fresh.id, waiting.id, approved.id];
  await signInAsStaff(context, baseURL!);

  let documents = await documentRows(requestIds);
  for (const action of STAFF_ACTIONS) {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(consoleArgs(action, requestIds, [sent.id, approvedEstimate.id]), async (input) => {
        const { status, text } = await post(context.request, baseURL!, action, asBrowserSends(input));
        const what = `${action.name} ${JSON.stringify(input).slice(0, 160)}`;
        assertSafeAnswer(status, text, what);
        // A refusal leaves every estimate, line, receipt and status as it was, and is one the action
        // names (bad input, a rule of the database), never "failed": an error it did not foresee.
        const now = await documentRows(requestIds);
        if (!text.includes('"ok":true')) assert.deepStrictEqual(now, documents, `documents changed: ${what}`);
        documents = now;
        assert.ok(!text.includes('"error":"failed"'), `unforeseen error: ${what}`);
        if (OK_ANSWER.test(text)) answered++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(answered, action.name).toBe(RUNS);
  }
  expect((await context.request.get(`${baseURL}/contact`)).status()).toBe(200);
});

test("the visitor's auth and unsubscribe actions answer generated bad input without a 5xx, a leak, a session or a change", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);

  for (const action of VISITOR_ACTIONS) {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(hostileArgs(), async (input) => {
        // Each post from its own address: the site's per-address limit on links would refuse most otherwise.
        const { status, text, sessionCookies } = await post(context.request, baseURL!, action, asBrowserSends(input), { "x-forwarded-for": uniqueIp() });
        const what = `${action.name} ${JSON.stringify(input).slice(0, 120)}`;
        assertSafeAnswer(status, text, what);
        // A link or a password that does not check out never signs anyone in.
        assert.deepStrictEqual(sessionCookies, [], `signed in: ${what}`);
        if ((action.answers ?? OK_ANSWER).test(text)) answered++;
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
  const tokens = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom("", "1.1.x", template.replace(/.$/, "A"), template.replace(/^\d+/, "1"), `${template}\u0000`, "9".repeat(16), "x".repeat(10_000)),
  );
  await fc.assert(
    fc.asyncProperty(tokens, async (token) => {
      const data = Buffer.concat([head, Buffer.from(token), tail]);
      const { status, text } = await post(context.request, baseURL!, UNSUBSCRIBE, data, { "content-type": contentType });
      assertSafeAnswer(status, text, token.slice(0, 80));
      // Refused, so nothing changed: unsubscribeWithToken writes only for a token it verified.
      assert.match(text, /"ok":false,"error":"(invalidLink|failed)"/, token.slice(0, 80));
    }),
    { seed: SEED, numRuns: RUNS },
  );
  expect((await context.request.get(`${baseURL}/contact`)).status()).toBe(200);
});
