"use client";

import { ShieldCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { openWarrantyRequest } from "@/lib/actions/open-warranty-request";

/**
 * One click opens a warranty request on a completed request under warranty
 * and goes to it, where the customer says what is wrong in its conversation.
 * Clicked again while that request is open, it goes to the same one.
 */
export function OpenWarrantyButton({ requestId }: { requestId: string }) {
  const t = useTranslations("RequestDetail");
  const router = useRouter();
  const [pending, setPending] = useState(false);

  const open = async () => {
    if (pending) return;
    setPending(true);
    const result = await openWarrantyRequest(requestId);
    if (!result.ok) {
      setPending(false);
      toast.error(t("errors.title"), { description: t(`errors.${result.error}`) });
      return;
    }
    toast.success(t("warranty.opened"));
    router.push(`/service-request/${result.requestId}`);
  };

  return (
    <Button type="button" onClick={open} aria-disabled={pending || undefined} className="self-start aria-disabled:opacity-60">
      <ShieldCheckIcon aria-hidden />
      {pending ? t("warranty.opening") : t("warranty.open")}
    </Button>
  );
}
