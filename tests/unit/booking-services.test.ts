import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { FALLBACK_SERVICES, localizeService, servicesFromResults } from "@/lib/rules/booking-services";
import { endsInBusinessHours } from "@/lib/rules/booking-slots";
import { BOOKING_SLOTS } from "@/lib/rules/business-rules";

const row = { id: 7, slug: "tablet-repair", name: "Tablet Repair", description: "Screens and batteries.", price: "$80", duration: 75, translation_key: null };
const texts = (messages: typeof en) => (key: string, field: "name" | "description" | "price") =>
  (messages.Booking.services as Record<string, Record<string, string>>)[key]?.[field] ?? null;

describe("services table or the fallback list", () => {
  it("offers a fallback list that books like the table: distinct ids and slugs, bookable durations, all texts from translations", () => {
    const load = servicesFromResults({ count: 0, error: null }, null);
    expect(new Set(load.services.map((s) => s.id)).size).toBe(load.services.length);
    expect(new Set(load.services.map((s) => s.slug)).size).toBe(load.services.length);
    for (const service of load.services) {
      expect(service.fallback).toBe(true);
      expect(endsInBusinessHours(BOOKING_SLOTS[0], service.duration), service.slug).toBe(true);
      expect([service.name, service.description, service.price]).toEqual(["", "", ""]);
      expect(service.translationKey).toBeTruthy();
    }
  });

  it("falls back with an error when the probe fails (table missing)", () => {
    const load = servicesFromResults({ count: null, error: { message: "Could not find the table 'public.services'" } }, null);
    expect(load.services).toBe(FALLBACK_SERVICES);
    expect(load.error).toMatch(/Could not find/);
  });

  it("falls back without an error when the table is empty", () => {
    expect(servicesFromResults({ count: 0, error: null }, null)).toEqual({ services: FALLBACK_SERVICES, error: null });
    expect(servicesFromResults({ count: 3, error: null }, { data: [], error: null })).toEqual({ services: FALLBACK_SERVICES, error: null });
  });

  it("falls back with an error when the select fails after the probe", () => {
    const load = servicesFromResults({ count: 5, error: null }, { data: null, error: { message: "boom" } });
    expect(load).toEqual({ services: FALLBACK_SERVICES, error: "boom" });
  });

  it("uses the rows when there are some", () => {
    const load = servicesFromResults({ count: 1, error: null }, { data: [{ ...row, duration: null, description: null }], error: null });
    expect(load.error).toBeNull();
    expect(load.services).toEqual([{ id: 7, slug: "tablet-repair", name: "Tablet Repair", description: "", price: "$80", duration: 60, translationKey: null, fallback: false }]);
  });
});

describe("service texts in the active language", () => {
  it("takes every text of the fallback list from translations, in both languages", () => {
    for (const messages of [en, es]) {
      for (const service of FALLBACK_SERVICES) {
        const option = localizeService(service, texts(messages));
        expect(option.name).not.toBe("");
        expect(option.description).not.toBe("");
        expect(option.price).toMatch(/^\$\d+$/);
      }
    }
    expect(localizeService(FALLBACK_SERVICES[0]!, texts(es)).name).toBe("Reparación de computadoras");
    expect(localizeService(FALLBACK_SERVICES[0]!, texts(en)).price).toBe(texts(en)(FALLBACK_SERVICES[0]!.translationKey!, "price"));
  });

  it("translates a row's name and description by its key but keeps the price the shop charges", () => {
    const [service] = servicesFromResults({ count: 1, error: null }, { data: [{ ...row, id: 1, slug: "computer-repair", translation_key: "computerRepair", price: "$85" }], error: null }).services;
    const option = localizeService(service!, texts(es));
    expect(option).toMatchObject({ id: 1, name: "Reparación de computadoras", price: "$85", duration: 75 });
  });

  it("keeps a row's own texts when it has no translation", () => {
    const [service] = servicesFromResults({ count: 1, error: null }, { data: [row], error: null }).services;
    expect(localizeService(service!, texts(en))).toEqual({ id: 7, slug: "tablet-repair", name: "Tablet Repair", description: "Screens and batteries.", price: "$80", duration: 75 });
  });
});
