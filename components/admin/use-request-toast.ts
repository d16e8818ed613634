"use client";

import { useTranslations } from "next-intl";
import { isRequestStatus } from "@/lib/rules/business-rules";

/** The success toast's sentence for a request: its new status, and the technician when there is one. */
export function useRequestToast(title: string) {
  const t = useTranslations("Admin.requests.updated");
  const labels = useTranslations("RequestStatus");
  return ({ status, technician }: { status: string; technician: string | null }) => {
    const label = isRequestStatus(status) ? labels(status) : status;
    return technician ? t("technician", { title, status: label, technician }) : t("description", { title, status: label });
  };
}
