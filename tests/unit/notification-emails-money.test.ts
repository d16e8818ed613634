import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import { formatCents } from "@/lib/rules/estimate-format";
import type { NotificationKind, OutboxRow } from "@/lib/rules/notification-kinds";
import { renderNotification } from "@/lib/server/notification-render";
import { sampleAppointment, sampleStart } from "@/lib/server/notification-sample-rows";
import { site } from "@/lib/site/business-profile";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// What a visit costs, as the appointment emails say it
// (docs/product.md#what-each-price-is): a visit covered by an approved
// estimate names the estimate's total, never a price or a fee; the no-show
// email gives the fee, its waiver, or that none applies. Both languages.

const NOW = new Date("2026-12-01T15:00:00Z");
const START = sampleStart(NOW);
const HOUR = 3_600_000;
const TOTAL = 25438;
const locales = ["en", "es"] as const;
const emails = (locale: "en" | "es") => createTranslator({ locale, messages: locale === "en" ? en : es, namespace: "Emails" });
const policy = { hours: LATE_CANCELLATION_HOURS, percent: LATE_CANCELLATION_FEE_PERCENT };

const row = (kind: NotificationKind, payload: unknown, locale: "en" | "es"): OutboxRow => ({
  id: 7,
  kind,
  user_id: kind.startsWith("shop_") ? null : "0c8f4b2a-6e1d-4f3a-9b7c-5d2e8a1f6b3c",
  recipient: kind.startsWith("shop_") ? null : "ana@example.com",
  locale,
  payload: payload as OutboxRow["payload"],
  attempts: 1,
});
const render = (kind: NotificationKind, payload: unknown, locale: "en" | "es", now = NOW) => renderNotification(row(kind, payload, locale), { now });

/** A subject's words up to its date, with the service named: "Missed appointment: Computer Repair on ". */
const subjectStart = (t: ReturnType<typeof emails>, key: "noShow.subject" | "shop.cancellation.subject", service: string) =>
  t(key, { service, date: "\u0000", time: "" }).split("\u0000")[0]!;

const covered = sampleAppointment(START, { price: null, covered_total_cents: TOTAL });
const priced = sampleAppointment(START);

describe.each(locales)("a visit covered by an approved estimate (%s)", (locale) => {
  const t = emails(locale);
  const coveredText = t("common.coveredByEstimate", { total: formatCents(TOTAL, locale) });

  it.each(["appointment_confirmed", "appointment_reminder", "appointment_closure_lifted"] as const)("%s names the estimate's total instead of a price, and no fee", async (kind) => {
    const email = await render(kind, covered, locale);
    expect(email.text).toContain(`${t("labels.price")}: ${coveredText}`);
    expect(email.text).not.toContain("$75");
    expect(email.text).toContain(t("common.policyCovered", policy));
    expect(email.text).not.toContain(t("common.policy", policy));
  });

  it("inside the 24 hours, the reminder warns of no fee; a priced one does", async () => {
    const inside = new Date(START.getTime() - 20 * HOUR);
    expect((await render("appointment_reminder", covered, locale, inside)).text).not.toContain(t("common.lateNow", policy));
    expect((await render("appointment_reminder", priced, locale, inside)).text).toContain(t("common.lateNow", policy));
  });

  it("the move says the same as the confirmation", async () => {
    const moved = { ...covered, previous_starts_at: new Date(START.getTime() + 48 * HOUR).toISOString(), moved_by: "customer" };
    const email = await render("appointment_rescheduled", moved, locale);
    expect(email.text).toContain(coveredText);
    expect(email.text).not.toContain("$75");
  });

  it("a late cancellation of it states no fee, to the customer or the shop", async () => {
    const late = { ...covered, late_cancellation: true, cancelled_by: "customer" };
    const email = await render("appointment_cancelled", late, locale);
    expect(email.text).toContain(coveredText);
    expect(email.text).not.toContain(t("cancelled.late", policy));
    expect((await render("appointment_cancelled", { ...priced, late_cancellation: true, cancelled_by: "customer" }, locale)).text).toContain(t("cancelled.late", policy));
    const shop = await render("shop_cancellation", late, "en");
    expect(shop.subject.startsWith(subjectStart(emails("en"), "shop.cancellation.subject", "Computer Repair")), shop.subject).toBe(true);
    expect(shop.subject).not.toMatch(/LATE/);
    expect(shop.text).toContain(emails("en")("common.coveredByEstimateShop", { total: formatCents(TOTAL, "en") }));
  });

  it("a priced visit still states its price", async () => {
    const email = await render("appointment_confirmed", priced, locale);
    expect(email.text).toContain(`${t("labels.price")}: $75`);
    expect(email.text).toContain(t("common.policy", policy));
    expect(email.text).not.toContain(coveredText);
  });
});

describe.each(locales)("the no-show email (%s)", (locale) => {
  const t = emails(locale);
  const fee = formatCents(3750, locale);

  it("gives the policy's fee, with the dashboard and a new booking", async () => {
    const email = await render("appointment_no_show", { ...priced, fee_cents: 3750, fee_waived: false }, locale);
    const service = locale === "en" ? en.ServiceTypes.computerRepair : es.ServiceTypes.computerRepair;
    expect(email.subject.startsWith(subjectStart(t, "noShow.subject", service)), email.subject).toBe(true);
    expect(email.text).toContain(t("noShow.heading"));
    expect(email.text).toContain(t("noShow.fee", { amount: fee, percent: LATE_CANCELLATION_FEE_PERCENT }));
    expect(email.text).toContain(t("noShow.bookAgain", { phone: site.phone.display }));
    expect(email.attachments).toEqual([]);
  });

  it("says the fee was waived when staff waived it before it went", async () => {
    const email = await render("appointment_no_show", { ...priced, fee_cents: 3750, fee_waived: true }, locale);
    expect(email.text).toContain(t("noShow.feeWaived", { amount: fee }));
    expect(email.text).not.toContain(t("noShow.fee", { amount: fee, percent: LATE_CANCELLATION_FEE_PERCENT }));
  });

  it("says no fee applies to a covered visit", async () => {
    const email = await render("appointment_no_show", { ...covered, fee_cents: null, fee_waived: false }, locale);
    expect(email.text).toContain(t("noShow.noFee"));
    expect(email.text).not.toContain(fee);
  });
});
