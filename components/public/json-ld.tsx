import { serializeJsonLd, type JsonLd as JsonLdData } from "@/lib/site/structured-data";

/** Structured data for search engines; browsers never execute this script type. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
