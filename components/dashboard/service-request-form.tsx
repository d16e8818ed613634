"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/navigation";
import { createServiceRequest } from "@/lib/actions/create-service-request";
import { SERVICE_REQUEST_RATE_LIMITS } from "@/lib/business-rules";
import {
  fieldOfError,
  ruleOfError,
  serviceRequestSchema,
  type ServiceRequestErrorKey,
  type ServiceRequestInput,
  type ServiceRequestValues,
} from "@/lib/validation/service-request";
import { ServiceRequestFields } from "./service-request-fields";

const fieldOrder = ["title", "serviceType", "description"] as const;

/**
 * New service request: each refused rule shows under its field and
 * as a toast; the server action checks the same schema. Success:
 * a toast, then the dashboard. The database's refusal of one
 * request too many stays in the form, above the button, until the next try.
 */
export function ServiceRequestForm() {
  const t = useTranslations("ServiceRequest");
  const router = useRouter();
  // Stays disabled from success until the dashboard replaces the page: no second request.
  const [done, setDone] = useState(false);
  const [rateLimited, setRateLimited] = useState(false);
  const form = useForm<ServiceRequestInput, unknown, ServiceRequestValues>({
    resolver: standardSchemaResolver(serviceRequestSchema),
    defaultValues: { title: "", serviceType: "" as ServiceRequestInput["serviceType"], description: "" },
  });

  const ruleToast = (key: ServiceRequestErrorKey | "authRequired") => {
    const rule = key === "authRequired" ? key : ruleOfError[key];
    toast.error(t(`rules.${rule}.title`), { description: t(`rules.${rule}.description`) });
  };

  const onInvalid = (errors: FieldErrors<ServiceRequestInput>) => {
    const first = fieldOrder.find((name) => errors[name]);
    if (first) ruleToast(errors[first]!.message as ServiceRequestErrorKey);
  };

  const submit = async (values: ServiceRequestValues) => {
    setRateLimited(false);
    const result = await createServiceRequest(values);
    if (result.ok) {
      setDone(true);
      toast.success(t("success.title"), { description: t("success.description") });
      router.push("/dashboard");
      return;
    }
    if (result.error === "rateLimited") {
      setRateLimited(true);
      return;
    }
    if (result.error === "failed") {
      toast.error(t("failure.title"), { description: t("failure.description") });
      return;
    }
    if (result.error !== "authRequired") {
      form.setError(fieldOfError[result.error], { message: result.error }, { shouldFocus: true });
    }
    ruleToast(result.error);
  };

  const busy = form.formState.isSubmitting || done;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit, onInvalid)} className="flex flex-col gap-6">
      <ServiceRequestFields control={form.control} disabled={busy} />
      {rateLimited ? (
        <Alert variant="destructive">
          <AlertTitle>{t("rateLimited.title")}</AlertTitle>
          <AlertDescription>{t("rateLimited.description", SERVICE_REQUEST_RATE_LIMITS)}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {busy ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
