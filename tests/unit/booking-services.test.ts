import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { FALLBACK_SERVICES, formatVisitPrice, localizeService, servicesFromRows, type ServiceRow } from "@/lib/rules/booking-services";
import { endsInBusinessHours } from "@/lib/rules/booking-slots";
import { BOOKING_SLOTS, SERVICE_TYPES } from "@/lib/rules/business-rules";

const row: ServiceRow = {
  id: 7, slug: "tablet-repair", name: "Tablet Repair", name_es: "Reparación de tabletas", description: "Screens and batteries.",
  description_es: "Pantallas y baterías.", price_cents: 8000, duration: 75, remote: false, translation_key: null,
};
const texts = (messages: typeof en) => (key: string, field: "name" | "description") =>
  (messages.Booking.services as Record<string, Record<string, string>>)[key]?.[field] ?? null;

describe("services table or the fallback list", () => {
  it("offers a fallback list that books like the table: the catalogue's services, bookable durations, no price", () => {
    const load = servicesFromRows({ data: [], error: null });
    expect(new Set(load.services.map((s) => s.id)).size).toBe(load.services.length);
    expect(load.services.map((s) => s.translationKey)).toEqual(SERVICE_TYPES.filter((t) => t !== "other"));
    for (const service of load.services) {
      expect(service.fallback).toBe(true);
      expect(endsInBusinessHours(BOOKING_SLOTS[0], service.duration), service.slug).toBe(true);
      expect(service.priceCents).toBeNull();
    }
  });

  it("falls back with an error when the table is missing", () => {
    const load = servicesFromRows({ data: null, error: { message: "Could not find the table 'public.services'" } });
    expect(load.services).toBe(FALLBACK_SERVICES);
    expect(load.error).toMatch(/Could not find/);
  });

  it("falls back without an error when the table has no active row", () => {
    expect(servicesFromRows({ data: [], error: null })).toEqual({ services: FALLBACK_SERVICES, error: null });
  });

  it("falls back with an error when the select fails", () => {
    const load = servicesFromRows({ data: null, error: { message: "boom" } });
    expect(load).toEqual({ services: FALLBACK_SERVICES, error: "boom" });
  });

  it("uses the rows when there are some", () => {
    const load = servicesFromRows({ data: [{ ...row, duration: null, description: null }], error: null });
    expect(load.error).toBeNull();
    expect(load.services[0]).toMatchObject({ id: 7, slug: "tablet-repair", description: "", priceCents: 8000, duration: 60, fallback: false });
  });
});

describe("service texts in the active language", () => {
  it("takes the fallback list's names and descriptions from translations in both languages, and shows no price", () => {
    for (const [messages, locale] of [[en, "en"], [es, "es"]] as const) {
      for (const service of FALLBACK_SERVICES) {
        const option = localizeService(service, locale, texts(messages));
        expect(option.name).not.toBe("");
        expect(option.description).not.toBe("");
        expect(option.price).toBe("");
      }
    }
    expect(localizeService(FALLBACK_SERVICES[0]!, "es", texts(es)).name).toBe("Reparación de computadoras");
  });

  it("shows a row's own name and description in the page's language, and the price the shop set", () => {
    const [service] = servicesFromRows({ data: [row], error: null }).services;
    expect(localizeService(service!, "en", texts(en))).toEqual({ id: 7, slug: "tablet-repair", name: "Tablet Repair", description: "Screens and batteries.", price: "$80", duration: 75, remote: false });
    expect(localizeService(service!, "es", texts(es))).toMatchObject({ name: "Reparación de tabletas", description: "Pantallas y baterías.", price: "$80" });
  });

  it("a row's texts win over the translations of its key: staff edit them", () => {
    const [service] = servicesFromRows({ data: [{ ...row, translation_key: "computerRepair", name: "PC Repair" }], error: null }).services;
    expect(localizeService(service!, "en", texts(en)).name).toBe("PC Repair");
  });

  it("writes a price as the emails do: whole dollars bare, cents with two digits", () => {
    expect([formatVisitPrice(7500), formatVisitPrice(6250), formatVisitPrice(0), formatVisitPrice(100_000)]).toEqual(["$75", "$62.50", "$0", "$1000"]);
  });
});
