"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { AttachmentInput, uploadAttachment } from "@/components/conversation/attachment-input";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldLegend, FieldSet } from "@/components/ui/field";
import { DeviceFields } from "@/components/shared/device-fields";
import { Link, useRouter } from "@/i18n/navigation";
import { createServiceRequest } from "@/lib/actions/create-service-request";
import { postRequestMessage } from "@/lib/actions/post-request-message";
import { SERVICE_REQUEST_RATE_LIMITS, REQUEST_LIMITS } from "@/lib/rules/business-rules";
import { DEVICE_FIELDS } from "@/lib/validation/device";
import {
  fieldOfError,
  ruleOfError,
  serviceRequestSchema,
  type ServiceRequestErrorKey,
  type ServiceRequestInput,
  type ServiceRequestValues,
} from "@/lib/validation/service-request";
import { ServiceRequestFields } from "./service-request-fields";

const fieldOrder = ["title", "serviceType", "description", ...DEVICE_FIELDS] as const;

/**
 * Uploads the files held by the form for the request just filed and posts
 * them as one message (its text: `body`). All or nothing: false when any
 * upload or the message failed (uploads already made wait in incoming/ and
 * are swept).
 */
async function attachHeldFiles(requestId: string, files: File[], body: string) {
  try {
    const outcomes = await Promise.all(files.map((file) => uploadAttachment(requestId, file)));
    const uploaded = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.file] : []));
    if (uploaded.length < files.length) return false;
    const posted = await postRequestMessage({
      requestId,
      body,
      internal: false,
      automatic: "filing_files",
      uploadIds: uploaded.map(({ uploadId, fileName }) => ({ uploadId, fileName })),
    });
    return posted.ok;
  } catch {
    return false;
  }
}

/**
 * New service request, with what the customer knows of the device (all
 * optional; staff complete it at drop-off): each refused rule shows under its field and
 * as a toast; the server action checks the same schema. Files chosen
 * here are checked as in a reply but kept in the browser until the
 * request is filed (it has no id before), then uploaded for it and
 * posted as the thread's first message. Success: a toast, then the
 * dashboard; if the files fail, the request stays filed and the toast
 * says so, linking the request's page where they can be added. The
 * database's refusal of one request too many stays in the form, above
 * the button, until the next try.
 */
export function ServiceRequestForm() {
  const t = useTranslations("ServiceRequest");
  const router = useRouter();
  // Stays disabled from success until the dashboard replaces the page: no second request.
  const [done, setDone] = useState(false);
  const [rateLimited, setRateLimited] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [attaching, setAttaching] = useState(false);
  const form = useForm<ServiceRequestInput, unknown, ServiceRequestValues>({
    resolver: standardSchemaResolver(serviceRequestSchema),
    defaultValues: {
      title: "",
      serviceType: "" as ServiceRequestInput["serviceType"],
      description: "",
      deviceKind: "",
      deviceMake: "",
      deviceModel: "",
      deviceSerial: "",
      deviceLeftWith: "",
      deviceCondition: "",
    },
  });

  const ruleToast = (key: ServiceRequestErrorKey | "authRequired") => {
    const rule = key === "authRequired" ? key : ruleOfError[key];
    toast.error(t(`rules.${rule}.title`), { description: t(`rules.${rule}.description`, REQUEST_LIMITS) });
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
      if (files.length > 0) {
        setAttaching(true);
        const attached = await attachHeldFiles(result.id, files, t("attachments.messageBody"));
        setAttaching(false);
        if (!attached) {
          // A warning, not an error: the request was filed, and the toast goes with the customer to the dashboard.
          toast.warning(t("attachments.failed.title"), {
            description: (
              <>
                {t("attachments.failed.description")}{" "}
                <Link href={`/service-request/${result.id}`} className="font-medium underline underline-offset-4">
                  {t("attachments.failed.link")}
                </Link>
              </>
            ),
            // Time to reach the link (the toast also stays while pointed at or focused).
            duration: 20_000,
          });
          router.push("/dashboard");
          return;
        }
      }
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
      <FieldSet>
        <FieldLegend>{t("device.legend")}</FieldLegend>
        <FieldDescription>{t("device.hint")}</FieldDescription>
        <DeviceFields control={form.control} disabled={busy} idPrefix="request" />
      </FieldSet>
      <AttachmentInput id="request-files" held={files} onHeldChange={setFiles} disabled={busy} />
      {rateLimited ? (
        <Alert variant="destructive">
          <AlertTitle>{t("rateLimited.title")}</AlertTitle>
          <AlertDescription>{t("rateLimited.description", SERVICE_REQUEST_RATE_LIMITS)}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={busy} className="self-start">
        {attaching ? t("attachments.attaching") : busy ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
