import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { MessageItem } from "@/components/conversation/message-item";
import type { ThreadMessage } from "@/lib/data/request-thread";
import { formatCents } from "@/lib/rules/estimate-format";
import type { OutboxRow } from "@/lib/rules/notification-kinds";
import { renderNotification } from "@/lib/server/notification-render";
import { sampleRequest } from "@/lib/server/notification-sample-rows";
import { alertRecipients } from "@/lib/server/notification-transport";
import { site } from "@/lib/site/business-profile";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// Who hears what, once, in the right voice and language: shop alerts reach
// each person once; the customer's own approval is confirmed as theirs; the
// site's automatic message reads in the reader's language.

const catalogs = { en, es } as const;

describe("shop alert recipients", () => {
  it("reach the shop's address and each staff address once, whatever the case", () => {
    expect(alertRecipients("support@bytewisetech.com", ["Support@ByteWiseTech.com", "sam@shop.test", "SAM@shop.test", " lee@shop.test ", ""])).toEqual({
      to: "support@bytewisetech.com",
      bcc: ["sam@shop.test", "lee@shop.test"],
    });
    expect(alertRecipients("owner@shop.test", [])).toEqual({ to: "owner@shop.test", bcc: [] });
  });
});

describe.each(["en", "es"] as const)("request_approved in %s", (locale) => {
  const e = catalogs[locale].Emails.request;
  const row = (payload: object): OutboxRow => ({
    id: 5,
    kind: "request_approved",
    user_id: "0c8f4b2a-6e1d-4f3a-9b7c-5d2e8a1f6b3c",
    recipient: "ana@example.com",
    locale,
    payload: { ...sampleRequest(), ...payload } as OutboxRow["payload"],
    attempts: 1,
  });
  const now = new Date("2026-12-01T15:00:00Z");

  it("confirms the customer's own approval of the estimate in their voice, with the version and total", async () => {
    const email = await renderNotification(row({ approved_by: "customer", estimate_version: 2, approved_total_cents: 18943 }), { now });
    expect(email.subject).toBe(e.estimateApproved.subject.replace("{title}", sampleRequest().title));
    expect(email.text).toContain(e.estimateApproved.heading);
    expect(email.text).toContain(formatCents(18943, locale));
    expect(email.text).not.toContain(e.approved.heading);
    expect(email.text).toContain(`/book-appointment?request=${sampleRequest().request_id}`);
  });

  it("says the shop approved it when the shop did", async () => {
    const email = await renderNotification(row({}), { now });
    expect(email.subject).toBe(e.approved.subject.replace("{title}", sampleRequest().title));
    expect(email.text).not.toContain(e.estimateApproved.heading);
  });
});

describe.each(["en", "es"] as const)("the automatic message in %s", (locale) => {
  it("reads in the reader's language, whatever was stored", () => {
    const message: ThreadMessage = {
      id: "m1",
      body: "Files attached when filing the request.",
      automatic: "filing_files",
      createdAt: "2026-11-28T16:00:00.000Z",
      authorName: "Ana García",
      fromStaff: false,
      internal: false,
      mine: false,
      attachments: [],
    };
    const Provider = NextIntlClientProvider as (props: { locale: string; messages: object; timeZone: string; children?: ReactNode }) => ReactNode;
    const html = renderToStaticMarkup(createElement(Provider, { locale, messages: catalogs[locale], timeZone: site.timeZone }, createElement(MessageItem, { message })));
    expect(html).toContain(catalogs[locale].Conversation.automatic.filing_files);
    if (locale === "es") expect(html).not.toContain(message.body);
  });
});
