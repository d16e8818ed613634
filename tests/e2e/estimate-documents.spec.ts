import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { createTranslator } from "next-intl";
import { ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { formatCents } from "@/lib/rules/estimate-format";
import { documentTotals } from "@/lib/rules/estimate-totals";
import { signInAsStaff } from "./helpers/admin";
import { createRequest } from "./helpers/dashboard";
import { approveEstimate, completeWithReceipt, draftEstimate, sendEstimate, signedInApi, staffApi, type ApiLine } from "./helpers/estimates";
import { pdfText } from "./helpers/pdf";
import { languages } from "./helpers/public";
import { createConfirmedUser, signInAs, signInUnverified } from "./helpers/supabase";

// The estimate and receipt PDFs, GET /api/requests/<id>/document
// (docs/estimates.md, "Documents"), asked for over HTTP as a browser would,
// with the session cookies of each kind of caller: a visitor and an account
// whose email is not confirmed get 401; another customer, an id that is not
// a UUID and one that names no request get 404; the owner never gets a draft
// (the current sent version, and no draft by its version number); the owner
// and staff get the PDFs, in the customer's language.

const es = languages[1];
const t = createTranslator({ locale: "es", messages: es.messages, namespace: "Estimates" });
const SENT: ApiLine[] = [{ kind: "labour", description: "Diagnóstico", quantity: 1, unitPriceCents: 6000 }];
const DRAFT: ApiLine[] = [{ kind: "part", description: "Disco SSD nuevo", quantity: 2, unitPriceCents: 8950 }];
const RECEIPT: ApiLine[] = [...SENT, { kind: "fee", description: "Copia de datos", quantity: 1, unitPriceCents: 2500 }];
const total = (lines: ApiLine[]) => formatCents(documentTotals(lines, 0, ESTIMATE_RULES.taxRateBasisPoints).totalCents, "es");

/** The customer, in Spanish, whose requests these are. */
let owner: Awaited<ReturnType<typeof createConfirmedUser>>;
/** A request with a sent estimate and a newer draft; one completed with its receipt; one with nothing but a draft. */
let ids: { revising: string; completed: string; draftOnly: string };

test.beforeAll(async () => {
  owner = await createConfirmedUser({ locale: "es", fullName: "Lucía Torres" });
  const staff = await staffApi();
  const [revising, completed, draftOnly] = [await createRequest(owner.id), await createRequest(owner.id), await createRequest(owner.id)];
  await sendEstimate(staff, revising.id, SENT);
  await draftEstimate(staff, revising.id, DRAFT);
  await approveEstimate(await signedInApi(owner.email, owner.password), await sendEstimate(staff, completed.id, SENT));
  await completeWithReceipt(staff, completed.id, RECEIPT);
  await draftEstimate(staff, draftOnly.id, DRAFT);
  ids = { revising: revising.id, completed: completed.id, draftOnly: draftOnly.id };
});

/** A request context carrying the cookies of `who`: the owner, another customer, staff, or an account whose email is unconfirmed. */
async function callerAs(browser: Browser, baseURL: string, who: "owner" | "stranger" | "staff" | "unconfirmed"): Promise<APIRequestContext> {
  const context = await browser.newContext();
  if (who === "staff") await signInAsStaff(context, baseURL);
  else if (who === "unconfirmed") await signInUnverified(context, baseURL);
  else {
    const user = who === "owner" ? owner : await createConfirmedUser();
    await signInAs(context, baseURL, user.email, user.password);
  }
  return context.request;
}

async function get(caller: APIRequestContext, id: string, query: string) {
  const response = await caller.get(`/api/requests/${id}/document?${query}`, { maxRedirects: 0 });
  const body = await response.body();
  return { status: response.status(), type: response.headers()["content-type"] ?? "", disposition: response.headers()["content-disposition"] ?? "", body };
}

const isPdf = (body: Buffer) => body.subarray(0, 5).toString("latin1") === "%PDF-";

test("a visitor and an account whose email is not confirmed get 401, and no PDF", async ({ browser, baseURL, request }) => {
  const unconfirmed = await callerAs(browser, baseURL!, "unconfirmed");
  for (const caller of [request, unconfirmed]) {
    for (const [id, query] of [
      [ids.revising, "type=estimate"],
      [ids.completed, "type=receipt"],
      ["not-a-uuid", "type=estimate"],
    ] as const) {
      const answer = await get(caller, id, query);
      expect(answer.status, `${id} ${query}`).toBe(401);
      expect(isPdf(answer.body)).toBe(false);
    }
  }
});

test("another customer gets 404 for every document of a request that is not theirs", async ({ browser, baseURL }) => {
  const stranger = await callerAs(browser, baseURL!, "stranger");
  for (const [id, query] of [
    [ids.revising, "type=estimate"],
    [ids.revising, "type=estimate&version=1"],
    [ids.completed, "type=estimate"],
    [ids.completed, "type=receipt"],
  ] as const) {
    const answer = await get(stranger, id, query);
    expect(answer.status, `${id} ${query}`).toBe(404);
    expect(answer.type).toMatch(/^text\/plain/);
    expect(isPdf(answer.body)).toBe(false);
  }
});

test("an id that is not a UUID, or names no request, is 404 for the owner", async ({ browser, baseURL }) => {
  const owner = await callerAs(browser, baseURL!, "owner");
  for (const id of ["not-a-uuid", "1", "%27%3B%20drop%20table%20public.receipts%3B--", `${ids.revising}x`, randomUUID()]) {
    for (const query of ["type=estimate", "type=receipt"]) {
      const answer = await get(owner, id, query);
      expect(answer.status, `${id} ${query}`).toBe(404);
      expect(isPdf(answer.body)).toBe(false);
    }
  }
});

test("the owner never gets a draft: not as the current estimate, not by its version number", async ({ browser, baseURL }) => {
  const owner = await callerAs(browser, baseURL!, "owner");
  expect((await get(owner, ids.draftOnly, "type=estimate")).status).toBe(404);
  expect((await get(owner, ids.revising, "type=estimate&version=2")).status).toBe(404);
  // The current document is the sent version 1, with none of the draft's lines.
  const current = await get(owner, ids.revising, "type=estimate");
  expect(current.status).toBe(200);
  const text = await pdfText(current.body);
  expect(text).toContain(t("pdf.version", { version: 1 }));
  expect(text).toContain(total(SENT));
  expect(text).not.toContain(DRAFT[0]!.description);
  expect(text).not.toContain(t("pdf.version", { version: 2 }));
});

test("the owner and staff download the estimate and the receipt, in the customer's language", async ({ browser, baseURL }) => {
  for (const who of ["owner", "staff"] as const) {
    const caller = await callerAs(browser, baseURL!, who);
    const estimate = await get(caller, ids.completed, "type=estimate&version=1");
    expect(estimate.status, who).toBe(200);
    expect(estimate.type).toBe("application/pdf");
    expect(estimate.disposition).toMatch(/^attachment; filename=".+-estimate-R-\d+\.pdf"$/);
    const estimateText = await pdfText(estimate.body);
    expect(estimateText).toContain(t("pdf.estimate"));
    expect(estimateText).toContain(total(SENT));

    const receipt = await get(caller, ids.completed, "type=receipt");
    expect(receipt.status, who).toBe(200);
    expect(receipt.type).toBe("application/pdf");
    expect(receipt.disposition).toMatch(/^attachment; filename=".+-receipt-R-\d+\.pdf"$/);
    const receiptText = await pdfText(receipt.body);
    expect(receiptText).toContain(t("pdf.receipt"));
    expect(receiptText).toContain(total(RECEIPT));
    expect(receiptText).toContain(RECEIPT[1]!.description);
  }
});
