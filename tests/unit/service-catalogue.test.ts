import { describe, expect, it } from "vitest";
import { ALIAS_SLUGS, bookableSlugFor, buildGenericService, SERVICE_SLUGS, serviceAccess } from "@/content/services";
import { FALLBACK_SERVICES } from "@/lib/rules/booking-services";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const bookable = FALLBACK_SERVICES.map((s) => s.slug);

describe("the service catalogue", () => {
  it("books every one of the eight pages' own service, which the catalogue holds", () => {
    for (const slug of SERVICE_SLUGS) {
      expect(serviceAccess(slug)).toEqual({ kind: "book", bookable: slug });
      expect(bookable).toContain(slug);
    }
  });

  it("points the footer's slugs to a real page and shares its access", () => {
    expect(ALIAS_SLUGS).toEqual({ "smartphone-repair": "mobile-support", "computer-troubleshooting": "computer-repair", "home-network-setup": "network-setup" });
    expect(bookableSlugFor("computer-troubleshooting")).toBe("computer-repair");
    expect(bookableSlugFor("home-network-setup")).toBe("network-setup");
    expect(bookableSlugFor("smartphone-repair")).toBe("mobile-support");
  });

  it("names the footer's slugs in both languages, differently", () => {
    for (const slug of Object.keys(ALIAS_SLUGS) as (keyof typeof ALIAS_SLUGS)[]) {
      expect(en.ServiceNames[slug]).toBeTruthy();
      expect(es.ServiceNames[slug]).toBeTruthy();
      expect(es.ServiceNames[slug]).not.toBe(en.ServiceNames[slug]);
    }
  });

  it("leaves a slug nobody knows to the phone, and passes it through unchanged", () => {
    expect(serviceAccess("constructor")).toEqual({ kind: "call" });
    expect(serviceAccess("__proto__")).toEqual({ kind: "call" });
    expect(bookableSlugFor("drone-repair")).toBe("drone-repair");
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
