import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/i18n/page-locale";
import { getStaff } from "@/lib/data/require-staff";

type TitleKey =
  | "overview.metaTitle"
  | "requests.metaTitle"
  | "requestDetail.metaTitle"
  | "customerRecord.metaTitle"
  | "appointments.metaTitle"
  | "schedule.metaTitle"
  | "services.metaTitle"
  | "reviews.metaTitle"
  | "reports.metaTitle"
  | "emailPreview.metaTitle"
  | "ticket.metaTitle";

/**
 * A console page's metadata: its title for staff, never indexed. Anyone else
 * gets the 404 page's title, so not even the head says the console exists.
 */
export async function adminMetadata(params: Promise<{ locale: string }>, titleKey: TitleKey): Promise<Metadata> {
  await pageLocale(params);
  const robots = { index: false, follow: false };
  if (!(await getStaff())) return { title: (await getTranslations("NotFound"))("metaTitle"), robots };
  const t = await getTranslations("Admin");
  return { title: `${t(titleKey)} · ${t("console")}`, robots };
}
