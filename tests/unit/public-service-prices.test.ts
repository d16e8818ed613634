import { describe, expect, it } from "vitest";
import { buildGenericService, getServiceContent, SERVICE_SLUGS } from "@/content/services";

/** The service pages' prices: the from-price, then the tiers (in any order on the page). */
const listed: Record<string, [string, string[]]> = {
  "computer-repair": ["$45", ["$45", "$65", "$75", "$95"]],
  "mobile-support": ["$35", ["$35", "$45", "$55", "$40"]],
  "network-setup": ["$65", ["$65", "$95", "$125", "$85"]],
  "security-solutions": ["$55", ["$55", "$85", "$75", "$125"]],
  "data-recovery": ["$75", ["$75", "$150", "$250+", "$350+"]],
  "hardware-upgrades": ["$50+", ["$50+", "$75+", "$65+", "$150+"]],
  "tech-consultation": ["$65/hour", ["$65/hour", "$150", "$95", "$200/month"]],
  "remote-support": ["$45", ["$45", "$75", "$150", "$250"]],
};

const amounts = (price: string) => price.match(/\$\d+\+?/g) ?? [];

describe("service page prices", () => {
  it("covers the eight services", () => {
    expect([...SERVICE_SLUGS].sort()).toEqual(Object.keys(listed).sort());
  });

  for (const slug of SERVICE_SLUGS) {
    it(`${slug}: English prices exactly as listed, Spanish with the same amounts`, () => {
      const [from, tiers] = listed[slug]!;
      const en = getServiceContent("en", slug);
      expect(en.price).toBe(from);
      expect(en.pricingOptions.map((o) => o.price).sort()).toEqual([...tiers].sort());
      const es = getServiceContent("es", slug);
      expect(amounts(es.price)).toEqual(amounts(from));
      expect(es.pricingOptions.map((o) => amounts(o.price).join()).sort()).toEqual(tiers.map((t) => amounts(t).join()).sort());
    });
  }

  it("an unknown slug gets the generic service: title-cased, call for pricing, From $40/$65/$90", () => {
    const generic = buildGenericService("en", "home-network-setup");
    expect(generic.title).toBe("Home Network Setup");
    expect(generic.price).toBe("Call for pricing");
    expect(generic.pricingOptions.map((o) => o.price)).toEqual(["From $40", "From $65", "From $90"]);
    expect(generic.faqs.length).toBeGreaterThan(0);
    expect(buildGenericService("es", "home-network-setup").pricingOptions.map((o) => amounts(o.price))).toEqual([["$40"], ["$65"], ["$90"]]);
  });
});
