import { describe, expect, it } from "vitest";
import type { NotificationKind, OutboxRow, RequestPayload } from "@/lib/rules/notification-kinds";
import { formatCents } from "@/lib/rules/estimate-format";
import { renderNotification } from "@/lib/server/notification-render";
import { sampleRequest } from "@/lib/server/notification-sample-rows";

// The request's emails between approval and pickup, and the closing ones:
// the cancellation gives the reason staff typed, and a closing email lists
// the visits it settled (the customer's only word of them), in the
// customer's language (docs/notifications.md).

const NOW = new Date("2026-12-01T15:00:00Z");
const VISIT = "2026-12-04T16:00:00Z";

const row = (kind: NotificationKind, locale: "en" | "es", payload: Partial<RequestPayload>): OutboxRow => ({
  id: 12,
  kind,
  user_id: "0c8f4b2a-6e1d-4f3a-9b7c-5d2e8a1f6b3c",
  recipient: "ana@example.com",
  locale,
  payload: sampleRequest(payload),
  attempts: 0,
});

const closedVisit = { appointment_id: "5e5e0000-0000-4000-8000-000000000001", service_name: "Computer Repair", translation_key: "computerRepair", starts_at: VISIT, status: "cancelled" as const };

describe("waiting for parts and ready for pickup", () => {
  it("each says where the job stands, in Spanish for a Spanish customer", async () => {
    const waiting = await renderNotification(row("request_waiting_for_parts", "es", { status: "waiting_for_parts" }), { now: NOW });
    expect(waiting.subject).toMatch(/^Esperando piezas: /);
    expect(waiting.text).toContain("Su reparación necesita una pieza que ya pedimos.");
    expect(waiting.text).toContain("Esperando piezas");
    const ready = await renderNotification(row("request_ready_for_pickup", "es", { status: "ready_for_pickup" }), { now: NOW });
    expect(ready.subject).toMatch(/^Lista para recoger: /);
    expect(ready.text).toContain("puede recoger su equipo en el taller");
  });

  it("in English too", async () => {
    const ready = await renderNotification(row("request_ready_for_pickup", "en", { status: "ready_for_pickup" }), { now: NOW });
    expect(ready.subject).toMatch(/^Ready for pickup: /);
    expect(ready.text).toContain("Ready for Pickup");
  });
});

describe("closing emails", () => {
  it("a cancellation quotes the reason as staff typed it, under words in the customer's language", async () => {
    const es = await renderNotification(row("request_cancelled", "es", { status: "cancelled", cancel_reason: "The part is discontinued." }), { now: NOW });
    expect(es.text).toContain("Nuestro motivo:");
    expect(es.text).toContain("The part is discontinued.");
    const none = await renderNotification(row("request_cancelled", "en", { status: "cancelled", cancel_reason: null }), { now: NOW });
    expect(none.text).not.toContain("Our reason:");
  });

  it("lists the visits the closing settled, with their new status, once", async () => {
    const en = await renderNotification(row("request_completed", "en", { status: "completed", closed_visits: [closedVisit] }), { now: NOW });
    expect(en.text).toContain("The visit booked for this request closes with it:");
    expect(en.text).toMatch(/Computer Repair: Friday, December 4, 2026 at 10:00\sAM, [^:]+: Cancelled/);
    const es = await renderNotification(row("request_cancelled", "es", { status: "cancelled", cancel_reason: "x", closed_visits: [closedVisit, { ...closedVisit, status: "completed" }] }), { now: NOW });
    expect(es.text).toContain("Las visitas reservadas para esta solicitud se cierran con ella:");
    expect(es.text).toContain("Cancelada");
    expect(es.text).toContain("Completada");
    const plain = await renderNotification(row("request_completed", "en", { status: "completed" }), { now: NOW });
    expect(plain.text).not.toContain("closes with it");
  });
});

describe("the end of the job (docs/estimates.md#warranty)", () => {
  const receipt = { number: 1001, total_cents: 25438, warranty_ends_on: "2026-12-31" };

  it("the completion email carries the receipt: number, total, warranty end and the sign-in link to its PDF, in the customer's language", async () => {
    const en = await renderNotification(row("request_completed", "en", { status: "completed", receipt }), { now: NOW });
    for (const text of ["REC-1001", "$254.38", "December 31, 2026", "Download your receipt (PDF)", "under warranty for 30 days"]) expect(en.text).toContain(text);
    expect(en.text).toMatch(/\/service-request\/[0-9a-f-]+\/receipt\b/);
    expect(en.text).not.toContain("/api/requests/");
    const es = await renderNotification(row("request_completed", "es", { status: "completed", receipt }), { now: NOW });
    for (const text of ["REC-1001", formatCents(25438, "es"), "31 de diciembre de 2026", "Descargar su recibo (PDF)", "garantía de 30 días"]) expect(es.text).toContain(text);
    expect(es.text).toMatch(/\/es\/service-request\/[0-9a-f-]+\/receipt\b/);
    const without = await renderNotification(row("request_completed", "en", { status: "completed", receipt: null }), { now: NOW });
    expect(without.text).not.toContain("REC-");
  });

  it("a withdrawal is told in the customer's own voice, and the shop is alerted", async () => {
    const es = await renderNotification(row("request_cancelled", "es", { status: "cancelled", withdrawn_by: "customer" }), { now: NOW });
    expect(es.subject).toMatch(/^Solicitud retirada: /);
    expect(es.text).toContain("Usted retiró su solicitud de servicio");
    const en = await renderNotification(row("request_cancelled", "en", { status: "cancelled", withdrawn_by: "customer" }), { now: NOW });
    expect(en.text).toContain("You withdrew your service request");
    const shop = await renderNotification({ ...row("shop_request_withdrawn", "en", { status: "cancelled", withdrawn_by: "customer" }), user_id: null, recipient: null }, { now: NOW });
    expect(shop.subject).toMatch(/^Request withdrawn: /);
    expect(shop.text).toMatch(/\/admin\/requests\/[0-9a-f-]+/);
  });

  it("a warranty request names its original", async () => {
    const shop = await renderNotification({ ...row("shop_new_request", "en", { status: "pending", warranty_of_reference: 1037 }), user_id: null, recipient: null }, { now: NOW });
    expect(shop.text).toContain("Warranty request for");
    expect(shop.text).toContain("R-1037");
  });
});
