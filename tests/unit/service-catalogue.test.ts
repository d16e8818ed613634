import { describe, expect, it } from "vitest";
import { ALIAS_SLUGS, bookableSlugFor, buildGenericService, SERVICE_ACCESS, SERVICE_SLUGS, serviceAccess } from "@/content/services";
import { FALLBACK_SERVICES } from "@/lib/rules/booking-services";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const bookable = FALLBACK_SERVICES.map((s) => s.slug);

describe("the service catalogue", () => {
  it("says for each of the eight pages how to get the service", () => {
    expect(Object.keys(SERVICE_ACCESS).sort()).toEqual([...SERVICE_SLUGS].sort());
  });

  it("offers only bookable services that exist (the seeded rows' slugs)", () => {
    for (const access of Object.values(SERVICE_ACCESS)) if (access.kind === "book") expect(bookable).toContain(access.bookable);
  });

  it("books the pages an appointment type fits, and sends the others to phone or request", () => {
    expect(bookableSlugFor("computer-repair")).toBe("computer-repair");
    expect(bookableSlugFor("security-solutions")).toBe("virus-removal");
    expect(bookableSlugFor("network-setup")).toBe("network-setup");
    expect(bookableSlugFor("data-recovery")).toBe("data-recovery");
    for (const slug of ["mobile-support", "hardware-upgrades", "tech-consultation", "remote-support"]) expect(serviceAccess(slug).kind).toBe("call");
  });

  it("points the footer's slugs to a real page and shares its access", () => {
    expect(ALIAS_SLUGS).toEqual({ "smartphone-repair": "mobile-support", "computer-troubleshooting": "computer-repair", "home-network-setup": "network-setup" });
    expect(bookableSlugFor("computer-troubleshooting")).toBe("computer-repair");
    expect(bookableSlugFor("home-network-setup")).toBe("network-setup");
    expect(serviceAccess("smartphone-repair").kind).toBe("call");
  });

  it("names the footer's slugs in both languages, differently", () => {
    for (const slug of Object.keys(ALIAS_SLUGS) as (keyof typeof ALIAS_SLUGS)[]) {
      expect(en.ServiceNames[slug]).toBeTruthy();
      expect(es.ServiceNames[slug]).toBeTruthy();
      expect(es.ServiceNames[slug]).not.toBe(en.ServiceNames[slug]);
    }
  });

  it("leaves a slug nobody knows to the phone, and passes a bookable service's own slug through", () => {
    expect(serviceAccess("constructor")).toEqual({ kind: "call" });
    expect(serviceAccess("__proto__")).toEqual({ kind: "call" });
    expect(bookableSlugFor("virus-removal")).toBe("virus-removal");
    expect(bookableSlugFor("toString")).toBe("toString");
  });

  it("titles a generic page with the name it is given, in the page's language", () => {
    const page = buildGenericService("es", "smartphone-repair", es.ServiceNames["smartphone-repair"]);
    expect(page.title).toBe("Reparación de smartphones");
    expect(page.longDescription).toContain("«Reparación de smartphones»");
    expect(page.metaDescription).toContain("Reparación de smartphones");
    expect(buildGenericService("es", "drone-repair").title).toBe("Drone Repair");
  });
});
