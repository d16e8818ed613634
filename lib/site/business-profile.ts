import { BUSINESS_TIME_ZONE } from "@/lib/rules/business-time-zone";

/**
 * The business profile: the one place to rebrand the site. Everything that
 * shows a name, phone, email, address, hours or time zone reads it from here.
 */
export const site = {
  name: "ByteWise Tech Support",
  shortName: "ByteWise",
  /** Prefix of browser storage keys (theme: `${slug}-theme`). */
  slug: "bytewise",
  url: process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000",
  /** `display` keeps one line: a no-break space (U+00A0) after the area code; a line never breaks at "555-0147"'s hyphen before a digit. */
  phone: { display: "(512)\u00a0555-0147", e164: "+15125550147" },
  email: "support@bytewisetech.com",
  address: {
    street: "2401 E Cesar Chavez St, Suite 104",
    city: "Austin",
    region: "TX",
    postalCode: "78702",
    country: "US",
  },
  /** IANA zone of the shop: BUSINESS_TIME_ZONE, a business rule the database shares. */
  timeZone: BUSINESS_TIME_ZONE,
  /** Opening hours. `null` = closed. */
  hours: {
    weekdays: { opens: "09:00", closes: "18:00" },
    saturday: { opens: "10:00", closes: "16:00" },
    sunday: null,
  },
  /** Phone line hours shown on the booking page (Mon-Fri 9AM-5PM). */
  phoneHours: { opens: "09:00", closes: "17:00" },
  priceRange: "$$",
  social: {
    facebook: "https://www.facebook.com/bytewisetech",
    instagram: "https://www.instagram.com/bytewisetech",
    linkedin: "https://www.linkedin.com/company/bytewisetech",
  },
} as const;

export const themeStorageKey = `${site.slug}-theme`;
