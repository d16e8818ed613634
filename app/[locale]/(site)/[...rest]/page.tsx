import type { ResolvingMetadata } from "next";
import { notFound } from "next/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { notFoundMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/[...rest]">, parent: ResolvingMetadata) {
  await pageLocale(params);
  return notFoundMetadata(parent);
}

// Any path that no route matches renders the translated 404 with status 404.
export default function CatchAll() {
  notFound();
}
