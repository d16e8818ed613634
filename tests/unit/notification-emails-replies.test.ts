import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { CUSTOMER_KINDS, isOptionalKind, SHOP_KINDS, type NotificationKind, type OutboxRow } from "@/lib/rules/notification-kinds";
import { renderNotification } from "@/lib/server/notification-render";
import { sampleRequest, sampleRows } from "@/lib/server/notification-sample-rows";
import { site } from "@/lib/site/business-profile";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// The emails of a request's conversation (supabase/migrations/…_request_conversations.sql,
// request_messages_notify): staff replied (to the customer), the customer replied (to the shop).
// A row waits a few minutes and stands for every reply made meanwhile, so neither quotes a message.

const NOW = new Date("2026-12-01T15:00:00Z");
const UNSUBSCRIBE = `${site.url}/unsubscribe?token=test-token`;
const locales = ["en", "es"] as const;
const prefix = { en: "", es: "/es" } as const;
const emails = (locale: "en" | "es") => createTranslator({ locale, messages: locale === "en" ? en : es, namespace: "Emails" });

const row = (kind: NotificationKind, payload: unknown, locale: "en" | "es" = "en"): OutboxRow => ({
  id: 9,
  kind,
  user_id: kind.startsWith("shop_") ? null : "0c8f4b2a-6e1d-4f3a-9b7c-5d2e8a1f6b3c",
  recipient: kind.startsWith("shop_") ? null : "ana@example.com",
  locale,
  payload: payload as OutboxRow["payload"],
  attempts: 1,
});

const render = (r: OutboxRow) => renderNotification(r, { now: NOW, unsubscribeUrl: UNSUBSCRIBE });

const TITLES = { en: "Laptop won't turn on after an update", es: "La laptop no enciende después de una actualización" } as const;
/** What the trigger queues: the request's fields and the first reply's author. */
const reply = (locale: "en" | "es" = "en", overrides: Record<string, unknown> = {}) => ({
  ...sampleRequest({ title: TITLES[locale], status: "in_progress", technician: "Marcus Lee" }),
  author_name: "Dana Whitfield",
  ...overrides,
});
const { request_id: ID } = sampleRequest();

/** What must never reach an email: a message's text, under any name a payload might carry it. */
const SECRET = "The password for the router is hunter2";
const withMessageText = (locale: "en" | "es") =>
  reply(locale, { body: SECRET, message: SECRET, message_body: SECRET, text: SECRET, last_message: SECRET, internal_note: SECRET });

/** English a Spanish email must not contain: the English texts of these emails, and common words. */
function expectNoEnglish(text: string, ...englishTexts: string[]) {
  for (const english of englishTexts) expect(text).not.toContain(english);
  expect(text).not.toMatch(/\b(Your|the|you|with|reply|replied|New)\b/);
}

describe("the reply kinds", () => {
  it("are a customer and a shop kind that always go (no opt-out)", async () => {
    expect(CUSTOMER_KINDS).toContain("request_reply");
    expect(SHOP_KINDS).toContain("shop_request_reply");
    for (const kind of ["request_reply", "shop_request_reply"]) expect(isOptionalKind(kind)).toBe(false);
    for (const kind of ["request_reply", "shop_request_reply"] as const) {
      const email = await render(row(kind, reply()));
      expect(email.text).not.toContain(UNSUBSCRIBE);
      expect(email.html).not.toContain(UNSUBSCRIBE);
      expect(email.attachments).toEqual([]);
    }
  });

  it.each(locales)("each have a sample for the staff preview, with a label (%s)", (locale) => {
    const samples = sampleRows(locale, NOW);
    expect(samples.map((s) => s.id)).toEqual(expect.arrayContaining(["request_reply", "shop_request_reply"]));
    const kinds = (locale === "en" ? en : es).Admin.overview.failedDeliveries.kinds;
    expect(kinds.request_reply).toBe(locale === "en" ? "Request reply" : "Respuesta a la solicitud");
    expect(kinds.shop_request_reply).toBe(locale === "en" ? "Customer reply alert" : "Aviso de respuesta del cliente");
  });
});

describe("request_reply", () => {
  it("English: says there is a reply on the request, links to its thread, and says they can reply there", async () => {
    const t = emails("en");
    const email = await render(row("request_reply", reply()));
    expect(email.subject).toBe(`New reply on your request: ${TITLES.en}`);
    expect(email.html).toMatch(/<html[^>]*lang="en"/);
    expect(email.text).toContain("Hi Ana,");
    expect(email.text).toContain(`You have a new reply from ${site.shortName} on your request “${TITLES.en}”.`);
    expect(email.text).toContain(`${t("actions.readReply")}: ${site.url}/service-request/${ID}`);
    expect(email.html).toContain(`href="${site.url}/service-request/${ID}"`);
    expect(email.text).not.toContain("/es/");
    expect(email.text).toContain(t("request.reply.answerThere"));
    expect(email.html).toContain(t("request.reply.answerThere"));
    // It sends them to the thread to answer, not back to this email.
    expect(email.text).toContain(t("common.questionsConversation", { phone: site.phone.display }));
    expect(email.text).not.toContain(t("common.questions", { phone: site.phone.display }));
  });

  it("Spanish: the same, with the Spanish thread link and nothing left in English", async () => {
    const t = emails("es");
    const email = await render(row("request_reply", reply("es"), "es"));
    expect(email.subject).toBe(`Nueva respuesta sobre su solicitud: ${TITLES.es}`);
    expect(email.html).toMatch(/<html[^>]*lang="es"/);
    expect(email.text).toContain("Hola, Ana:");
    expect(email.text).toContain(`Tiene una nueva respuesta de ${site.shortName} sobre su solicitud “${TITLES.es}”.`);
    expect(email.text).toContain(`${t("actions.readReply")}: ${site.url}/es/service-request/${ID}`);
    expect(email.html).toContain(`href="${site.url}/es/service-request/${ID}"`);
    expect(email.text).not.toContain(`${site.url}/service-request`);
    expect(email.text).toContain(t("request.reply.answerThere"));
    const english = emails("en");
    expectNoEnglish(email.text, english("request.reply.heading"), english("request.reply.answerThere"), english("actions.readReply"));
    expectNoEnglish(email.subject);
  });

  it.each(locales)("never renders a message's text, nor who wrote the first reply (%s)", async (locale) => {
    const email = await render(row("request_reply", withMessageText(locale), locale));
    for (const part of [email.subject, email.text, email.html]) {
      expect(part).not.toContain(SECRET);
      expect(part).not.toContain("hunter2");
      expect(part).not.toContain("Dana Whitfield");
    }
  });

  it.each(locales)("puts a multi-line title on one line, and greets without a name when there is none (%s)", async (locale) => {
    const email = await render(row("request_reply", reply(locale, { title: "Printer\n  jams   again", customer_name: null }), locale));
    expect(email.subject).toBe(emails(locale)("request.reply.subject", { title: "Printer jams again" }));
    expect(email.text).toContain(emails(locale)("common.greetingNoName"));
  });
});

describe("shop_request_reply", () => {
  it("names the request and the customer, and links to the request in the console", async () => {
    const t = emails("en");
    const email = await render(row("shop_request_reply", reply("en", { author_name: "Ana García" })));
    expect(email.subject).toBe(`Customer replied: ${TITLES.en} (Ana García)`);
    expect(email.text).toContain(t("shop.requestReply.body", { customer: "Ana García" }));
    expect(email.text).toContain("ana.garcia@example.com");
    expect(email.text).toContain(`${t("shop.requestReply.action")}: ${site.url}/admin/requests/${ID}`);
    expect(email.html).toContain(`href="${site.url}/admin/requests/${ID}"`);
    expect(email.text).not.toContain("/service-request/");

    const noName = await render(row("shop_request_reply", reply("en", { customer_name: null, author_name: null })));
    expect(noName.subject).toBe(`Customer replied: ${TITLES.en} (ana.garcia@example.com)`);
  });

  it("never renders a message's text", async () => {
    const email = await render(row("shop_request_reply", withMessageText("en")));
    for (const part of [email.subject, email.text, email.html]) expect(part).not.toContain(SECRET);
  });

  it("renders in Spanish too (the staff preview), with nothing left in English", async () => {
    const email = await render(row("shop_request_reply", reply("es"), "es"));
    expect(email.subject).toBe(`Respuesta del cliente: ${TITLES.es} (Ana García)`);
    expect(email.text).toContain(`${site.url}/es/admin/requests/${ID}`);
    expectNoEnglish(email.text, emails("en")("shop.requestReply.body", { customer: "Ana García" }));
  });
});

describe("bad rows of the reply kinds", () => {
  it.each([
    ["a request id that is not a UUID", row("request_reply", reply("en", { request_id: "1&admin=1" }))],
    ["a reply without a title", row("request_reply", reply("en", { title: "  " }))],
    ["a reply without the customer's email", row("request_reply", reply("en", { customer_email: null }))],
    ["an author name that is not text", row("request_reply", reply("en", { author_name: 42 }))],
    ["a shop alert for a request id that is not a UUID", row("shop_request_reply", reply("en", { request_id: "../reviews" }))],
    ["a null shop payload", row("shop_request_reply", null)],
  ])("throw on %s", async (_, bad) => {
    await expect(render(bad)).rejects.toThrow();
  });
});

describe("prefix", () => {
  it.each(locales)("every link of the customer email carries the %s prefix", async (locale) => {
    const email = await render(row("request_reply", reply(locale), locale));
    for (const [, path] of email.text.matchAll(new RegExp(`${site.url.replace(/[.:/]/g, "\\$&")}(/[^\\s]*)`, "g"))) {
      if (locale === "es") expect(path).toMatch(/^\/es(\/|$)/);
      else expect(path).not.toMatch(/^\/es(\/|$)/);
    }
    expect(email.text).toContain(`${site.url}${prefix[locale]}/service-request/${ID}`);
  });
});
