import { describe, expect, it } from "vitest";
import type { NotificationKind, OutboxRow, RequestPayload } from "@/lib/rules/notification-kinds";
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
