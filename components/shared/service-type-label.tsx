import { useTranslations } from "next-intl";
import { isServiceType } from "@/lib/rules/business-rules";

/** A request's service type in the active language; unknown values as stored. */
export function ServiceTypeLabel({ type }: { type: string }) {
  const t = useTranslations("ServiceTypes");
  return <>{isServiceType(type) ? t(type) : type}</>;
}
