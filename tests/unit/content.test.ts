import { describe, expect, it } from "vitest";
import { getAboutContent } from "@/content/about";
import { getLegalDocument, LEGAL_SLUGS } from "@/content/legal";
import { buildGenericService, getServiceContent, SERVICE_SLUGS, type ServiceContent } from "@/content/services";

const locales = ["en", "es"] as const;

/** The service pages' prices: the from-price, then the four tiers in display order. */
const expectedPrices: Record<(typeof SERVICE_SLUGS)[number], { en: string[]; es: string[] }> = {
  "computer-repair": { en: ["$45", "$45", "$65", "$75", "$95"], es: ["$45", "$45", "$65", "$75", "$95"] },
  "mobile-support": { en: ["$35", "$35", "$40", "$45", "$55"], es: ["$35", "$35", "$40", "$45", "$55"] },
  "network-setup": { en: ["$65", "$65", "$85", "$95", "$125"], es: ["$65", "$65", "$85", "$95", "$125"] },
  "security-solutions": { en: ["$55", "$55", "$75", "$85", "$125"], es: ["$55", "$55", "$75", "$85", "$125"] },
  "data-recovery": { en: ["$75", "$75", "$150", "$250+", "$350+"], es: ["$75", "$75", "$150", "$250+", "$350+"] },
  "hardware-upgrades": { en: ["$50+", "$50+", "$65+", "$75+", "$150+"], es: ["$50+", "$50+", "$65+", "$75+", "$150+"] },
  "tech-consultation": {
    en: ["$65/hour", "$65/hour", "$95", "$150", "$200/month"],
    es: ["$65/hora", "$65/hora", "$95", "$150", "$200/mes"],
  },
  "remote-support": { en: ["$45", "$45", "$75", "$150", "$250"], es: ["$45", "$45", "$75", "$150", "$250"] },
};

const unique = (values: string[]) => new Set(values).size === values.length;

/** The pages key lists by these texts, so duplicates would break rendering. */
function expectUniqueKeys(service: ServiceContent) {
  expect(unique(service.detailSections.map((s) => s.title))).toBe(true);
  expect(unique(service.pricingOptions.map((o) => o.name))).toBe(true);
  expect(unique(service.faqs.map((f) => f.question))).toBe(true);
  for (const section of service.detailSections) expect(unique(section.listItems)).toBe(true);
  expect(unique(service.longDescription.split(/\n\s*\n/).map((p) => p.slice(0, 40)))).toBe(true);
}

describe("service content", () => {
  it.each(SERVICE_SLUGS)("%s exists in both languages with the same shape", (slug) => {
    const en = getServiceContent("en", slug);
    const es = getServiceContent("es", slug);
    for (const service of [en, es]) {
      expect(service.slug).toBe(slug);
      expect(service.image).toBe(slug);
      expect(service.metaDescription.length).toBeLessThanOrEqual(155);
      expect(service.detailSections.length).toBeGreaterThanOrEqual(3);
      expect(service.detailSections.length).toBeLessThanOrEqual(4);
      for (const section of service.detailSections) {
        expect(section.listItems.length).toBeGreaterThanOrEqual(3);
        expect(section.listItems.length).toBeLessThanOrEqual(6);
      }
      expect(service.pricingOptions).toHaveLength(4);
      expect(service.faqs.length).toBeGreaterThanOrEqual(4);
      expect(service.faqs.length).toBeLessThanOrEqual(5);
      expectUniqueKeys(service);
    }
    expect(es.detailSections.length).toBe(en.detailSections.length);
    expect(es.detailSections.map((s) => s.listItems.length)).toEqual(en.detailSections.map((s) => s.listItems.length));
    expect(es.pricingOptions.length).toBe(en.pricingOptions.length);
    expect(es.faqs.length).toBe(en.faqs.length);
    expect(es.title).not.toBe(en.title);
  });

  it.each(SERVICE_SLUGS)("%s has its prices in both languages", (slug) => {
    for (const locale of locales) {
      const service = getServiceContent(locale, slug);
      expect([service.price, ...service.pricingOptions.map((o) => o.price)]).toEqual(expectedPrices[slug][locale]);
    }
  });

  it("returns null for a slug without its own content", () => {
    expect(getServiceContent("en", "smartphone-repair")).toBeNull();
    expect(getServiceContent("es", "constructor")).toBeNull();
  });

  it("builds the generic service from the slug in both languages", () => {
    const en = buildGenericService("en", "smartphone-repair");
    const es = buildGenericService("es", "smartphone-repair");
    expect(en.title).toBe("Smartphone Repair");
    expect(es.title).toBe("Smartphone Repair");
    expect(en.slug).toBe("smartphone-repair");
    expect(en.image).toBe("generic");
    expect(es.image).toBe("generic");
    expect(en.price).toBe("Call for pricing");
    expect(es.price).toBe("Llame para consultar precios");
    expect(en.pricingOptions.map((o) => o.price)).toEqual(["From $40", "From $65", "From $90"]);
    expect(es.pricingOptions.map((o) => o.price)).toEqual(["Desde $40", "Desde $65", "Desde $90"]);
    expect(en.longDescription).toContain("smartphone repair");
    expect(es.longDescription).toContain("Smartphone Repair");
    for (const service of [en, es]) {
      expect(service.faqs.length).toBeGreaterThan(0);
      expect(service.detailSections.length).toBeGreaterThan(0);
      expect(service.metaDescription.length).toBeLessThanOrEqual(155);
      expectUniqueKeys(service);
    }
    expect(es.faqs.length).toBe(en.faqs.length);
  });

  it("keeps the generic meta description short for long slugs", () => {
    const slug = Array.from({ length: 10 }, () => "network").join("-");
    expect(buildGenericService("es", slug).metaDescription.length).toBeLessThanOrEqual(155);
  });
});

describe("legal documents", () => {
  it.each(LEGAL_SLUGS)("%s exists in both languages with the fixed date", (slug) => {
    const en = getLegalDocument("en", slug);
    const es = getLegalDocument("es", slug);
    for (const doc of [en, es]) {
      expect(doc.lastUpdated).toBe("2026-11-01");
      expect(doc.metaDescription.length).toBeLessThanOrEqual(155);
      expect(doc.sections.length).toBeGreaterThan(0);
      expect(unique(doc.sections.map((s) => s.heading))).toBe(true);
      for (const section of doc.sections) expect(unique(section.paragraphs.map((p) => p.slice(0, 60)))).toBe(true);
    }
    expect(es.sections.length).toBe(en.sections.length);
    expect(es.sections.map((s) => s.list?.length ?? 0)).toEqual(en.sections.map((s) => s.list?.length ?? 0));
    expect(es.title).not.toBe(en.title);
  });

  it("states the shop's policies", () => {
    const text = (slug: (typeof LEGAL_SLUGS)[number]) => JSON.stringify(getLegalDocument("en", slug));
    expect(text("privacy-policy")).toMatch(/18 years old/);
    for (const policy of [/24 hours/, /50%/, /7 days/, /service credit/, /30-day warranty/, /backing up your data/]) {
      expect(text("terms-of-service")).toMatch(policy);
    }
    for (const key of ["NEXT_LOCALE", "auth-token", "bytewise-signed-in", "bytewise-theme", "i18nextLng", "bytewise-verification-email"]) {
      expect(text("cookie-policy")).toContain(key);
      expect(JSON.stringify(getLegalDocument("es", "cookie-policy"))).toContain(key);
    }
  });
});

describe("about content", () => {
  it("has the same shape in both languages", () => {
    const en = getAboutContent("en");
    const es = getAboutContent("es");
    for (const about of [en, es]) {
      expect(about.featureCards).toHaveLength(4);
      expect(new Set(about.featureCards.map((c) => c.icon)).size).toBe(4);
      expect(about.metaDescription.length).toBeLessThanOrEqual(155);
      expect(unique(about.features.items)).toBe(true);
    }
    expect(es.features.items.length).toBe(en.features.items.length);
    expect(es.mission.paragraphs.length).toBe(en.mission.paragraphs.length);
    expect(es.story.paragraphs.length).toBe(en.story.paragraphs.length);
  });
});
