import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { SERVICE_SLUGS } from "@/content/services";
import { site } from "@/lib/site/business-profile";

describe("sitemap.xml", () => {
  const entries = sitemap();
  const urls = entries.map((entry) => entry.url.replace(site.url, ""));

  it("lists every public page in both languages", () => {
    for (const path of ["/", "/services", "/about", "/contact", "/reviews", "/privacy-policy", "/terms-of-service", "/cookie-policy"]) {
      expect(urls).toContain(path);
      expect(urls).toContain(path === "/" ? "/es" : `/es${path}`);
    }
    for (const slug of SERVICE_SLUGS) {
      expect(urls).toContain(`/services/${slug}`);
      expect(urls).toContain(`/es/services/${slug}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("keeps private pages and generic service pages out", () => {
    expect(urls.filter((url) => /dashboard|service-request|auth|admin|smartphone-repair/.test(url))).toEqual([]);
  });

  it("gives each entry its en, es and x-default alternates", () => {
    const about = entries.find((entry) => entry.url === `${site.url}/es/about`);
    expect(about?.alternates?.languages).toEqual({
      en: `${site.url}/about`,
      es: `${site.url}/es/about`,
      "x-default": `${site.url}/about`,
    });
  });
});

describe("robots.txt", () => {
  it("points to the sitemap and keeps private areas out in both languages", () => {
    const rules = robots();
    expect(rules.sitemap).toBe(`${site.url}/sitemap.xml`);
    const disallow = [rules.rules].flat().flatMap((rule) => [rule.disallow ?? []].flat());
    for (const path of ["/dashboard", "/service-request", "/auth", "/es/dashboard", "/es/service-request", "/es/auth"]) {
      expect(disallow).toContain(path);
    }
    expect(disallow).not.toContain("/");
  });
});
