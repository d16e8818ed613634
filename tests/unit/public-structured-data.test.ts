import { describe, expect, it } from "vitest";
import { site } from "@/lib/site/business-profile";
import { faqPageJsonLd, localBusinessJsonLd, offerJsonLd, serializeJsonLd, serviceJsonLd } from "@/lib/site/structured-data";

const roundTrip = (data: Parameters<typeof serializeJsonLd>[0]) => JSON.parse(serializeJsonLd(data));

describe("JSON-LD", () => {
  it("LocalBusiness carries the profile from lib/site/business-profile.ts and the review average", () => {
    const data = roundTrip(localBusinessJsonLd("es", "Soporte técnico", { count: 3, average: 4.666 }));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: site.name,
      telephone: site.phone.e164,
      priceRange: site.priceRange,
      url: `${site.url}/es`,
      address: { "@type": "PostalAddress", addressLocality: site.address.city, postalCode: site.address.postalCode },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3, bestRating: 5 },
    });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" }),
      expect.objectContaining({ dayOfWeek: "Saturday", opens: "10:00", closes: "16:00" }),
    ]);
  });

  it("LocalBusiness has no rating without approved reviews", () => {
    expect(localBusinessJsonLd("en", "x", { count: 0, average: 0 })).not.toHaveProperty("aggregateRating");
    expect(localBusinessJsonLd("en", "x", null)).not.toHaveProperty("aggregateRating");
  });

  it("offers: exact prices, minimum prices, and none for call-for-pricing", () => {
    expect(offerJsonLd({ name: "Diagnosis", price: "$45", description: "d" })).toMatchObject({ price: 45, priceCurrency: "USD" });
    for (const price of ["$250+", "$65/hour", "From $40", "Desde $40"]) {
      const offer = offerJsonLd({ name: "x", price, description: "d" });
      expect(offer, price).not.toHaveProperty("price");
      expect(offer.priceSpecification, price).toMatchObject({ minPrice: Number(price.match(/\d+/)![0]) });
    }
    const call = offerJsonLd({ name: "x", price: "Call for pricing", description: "d" });
    expect(call).not.toHaveProperty("price");
    expect(call).not.toHaveProperty("priceSpecification");
  });

  it("Service and FAQPage survive serialization", () => {
    const service = roundTrip(
      serviceJsonLd({ locale: "en", slug: "data-recovery", name: "Data Recovery", description: "d", offers: [{ name: "a", price: "$75", description: "b" }] }),
    );
    expect(service).toMatchObject({ "@type": "Service", url: `${site.url}/services/data-recovery`, offers: [{ "@type": "Offer", price: 75 }] });
    const faq = roundTrip(faqPageJsonLd("en", [{ question: "Q?", answer: "A." }]));
    expect(faq.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }]);
  });

  it("escapes < so text cannot close the script tag", () => {
    const text = serializeJsonLd(faqPageJsonLd("en", [{ question: "</script><script>alert(1)</script>", answer: "a" }]));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});
