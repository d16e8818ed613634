"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { postRequestMessage, type PostRequestMessageError } from "@/lib/actions/post-request-message";
import type { UploadedFile } from "@/lib/rules/attachment-rules";
import { CONVERSATION_RULES } from "@/lib/rules/business-rules";
import { cn } from "@/lib/ui/class-names";
import { messageLength, replyFormSchema, type ReplyFormInput, type ReplyFormValues } from "@/lib/validation/request-message";
import { AttachmentInput } from "./attachment-input";
import { ClosedNotice } from "./closed-notice";

/** Who reads the thread: a customer, or staff (who also see and write internal notes). */
export type ThreadViewer = "customer" | "staff";

/** A refusal shown above the button: the action's, or files still uploading. The body's own refusals show under the field. */
type Refusal = Exclude<PostRequestMessageError, "closed" | "warrantyEnded" | "bodyRequired" | "bodyTooLong"> | "uploading";

const MEGABYTE = 1024 * 1024;

/**
 * The reply box under a thread: the text (1 to bodyMax characters after
 * trimming, with a counter), files, and for staff the choice between a
 * reply the customer sees and an internal note. The same zod schema runs
 * here and in postRequestMessage; the database has the last word (closed
 * request, messages per hour). On success the box empties and `onPosted`
 * fetches the thread; focus stays where it was.
 */
export function ReplyForm({
  requestId,
  viewer,
  closed,
  warrantyEnds,
  onPosted,
}: {
  requestId: string;
  viewer: ThreadViewer;
  closed: boolean;
  /** A completed request's last warranty day, as the reader reads dates (its replies close after it). */
  warrantyEnds?: string | null;
  onPosted: (internal: boolean) => void;
}) {
  const t = useTranslations("Conversation");
  const staff = viewer === "staff";
  const uid = useId();
  const ids = {
    body: `${uid}-body`,
    counter: `${uid}-counter`,
    error: `${uid}-error`,
    refusal: `${uid}-refusal`,
    kind: `${uid}-kind`,
    reply: `${uid}-reply`,
    note: `${uid}-note`,
    noteHint: `${uid}-note-hint`,
  };
  // A request that closed while the page was open (RQ001), or whose warranty ended (WR001): replies stop, notes go on.
  const [closedNow, setClosedNow] = useState(false);
  // Whether the last try was that refusal, and which (shown until the next try).
  const [closedRefused, setClosedRefused] = useState<false | "closed" | "warrantyEnded">(false);
  const repliesClosed = closed || closedNow;
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const sending = useRef(false);
  const form = useForm<ReplyFormInput, unknown, ReplyFormValues>({
    resolver: standardSchemaResolver(replyFormSchema),
    defaultValues: { body: "", internal: staff && closed },
  });
  // Once replies are closed, staff can only add notes: the choice moves there by itself.
  const { setValue } = form;
  useEffect(() => {
    if (staff && repliesClosed) setValue("internal", true);
  }, [staff, repliesClosed, setValue]);
  const body = useWatch({ control: form.control, name: "body" });
  const internal = useWatch({ control: form.control, name: "internal" });
  const length = messageLength(body.trim());
  const over = length > CONVERSATION_RULES.bodyMax;
  // While sending, the box is read-only and the button only says so: neither is disabled, so focus stays where it was.
  const busy = form.formState.isSubmitting;

  const refusalText = (key: Refusal) =>
    t(`errors.${key}`, {
      max: key === "rateLimited" ? CONVERSATION_RULES.messagesPerHour : key === "filesTooMany" ? CONVERSATION_RULES.filesPerMessage : CONVERSATION_RULES.bodyMax,
      size: `${Math.round(CONVERSATION_RULES.fileMaxBytes / MEGABYTE)} MB`,
    });

  const submit = async (values: ReplyFormValues) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send(values);
    } finally {
      sending.current = false;
    }
  };

  const send = async (values: ReplyFormValues) => {
    setRefusal(null);
    setClosedRefused(false);
    if (uploading) {
      setRefusal("uploading");
      return;
    }
    const asNote = staff && values.internal;
    const result = await postRequestMessage({
      requestId,
      body: values.body,
      internal: asNote,
      uploadIds: files.map(({ uploadId, fileName }) => ({ uploadId, fileName })),
    });
    if (result.ok) {
      form.reset({ body: "", internal: values.internal });
      setFiles([]);
      onPosted(asNote);
      return;
    }
    if (result.error === "bodyRequired" || result.error === "bodyTooLong") {
      form.setError("body", { message: result.error }, { shouldFocus: true });
    } else if (result.error === "closed" || result.error === "warrantyEnded") {
      setClosedNow(true);
      setClosedRefused(result.error);
    } else {
      setRefusal(result.error);
    }
  };

  const bodyError = form.formState.errors.body?.message;
  const showClosed = closedRefused;
  const described = [ids.counter, staff && internal ? ids.noteHint : null, bodyError ? ids.error : null, showClosed || refusal ? ids.refusal : null]
    .filter(Boolean)
    .join(" ");

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex w-full flex-col gap-5" data-reply-form>
      {staff ? (
        <Controller
          name="internal"
          control={form.control}
          render={({ field }) => (
            <div className="flex flex-col gap-3">
              <p id={ids.kind} className="text-sm leading-snug font-medium">
                {t("form.kindLegend")}
              </p>
              <RadioGroup
                aria-labelledby={ids.kind}
                value={field.value ? "note" : "reply"}
                onValueChange={(value) => field.onChange(value === "note")}
                disabled={busy}
                className="flex flex-wrap gap-x-6 gap-y-3"
              >
                <div className="flex items-center gap-3">
                  <RadioGroupItem id={ids.reply} value="reply" disabled={repliesClosed} />
                  <Label htmlFor={ids.reply} className="font-normal">
                    {t("form.reply")}
                  </Label>
                </div>
                <div className="flex items-center gap-3">
                  <RadioGroupItem id={ids.note} value="note" />
                  <Label htmlFor={ids.note} className="font-normal">
                    {t("form.note")}
                  </Label>
                </div>
              </RadioGroup>
              {repliesClosed ? <p className="text-sm text-muted-foreground">{t("form.closedNotesOnly")}</p> : null}
            </div>
          )}
        />
      ) : null}

      <Controller
        name="body"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor={ids.body}>{staff ? t("form.staffLabel") : t("form.replyLabel")}</FieldLabel>
            <Textarea
              {...field}
              id={ids.body}
              rows={4}
              readOnly={busy}
              aria-invalid={fieldState.invalid}
              aria-describedby={described}
              className={cn(staff && internal && "border-amber-400 bg-amber-50/60 dark:border-amber-300/50 dark:bg-amber-300/5")}
            />
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              {staff && internal ? <FieldDescription id={ids.noteHint}>{t("form.noteHint")}</FieldDescription> : null}
              <p id={ids.counter} className={cn("ml-auto text-xs tabular-nums", over ? "font-medium text-destructive" : "text-muted-foreground")}>
                {t("form.counter", { count: length, max: CONVERSATION_RULES.bodyMax })}
              </p>
            </div>
            {bodyError ? (
              <FieldError id={ids.error}>{t(`errors.${bodyError as "bodyRequired" | "bodyTooLong"}`, { max: CONVERSATION_RULES.bodyMax })}</FieldError>
            ) : null}
          </Field>
        )}
      />

      {/* Files: the attachment input uploads each chosen file at once; the message names them by upload id. */}
      <AttachmentInput requestId={requestId} value={files} onChange={setFiles} onUploadingChange={setUploading} disabled={busy} />

      {showClosed ? (
        staff ? (
          <Alert id={ids.refusal} variant="destructive">
            <AlertTitle>{t("errors.title")}</AlertTitle>
            <AlertDescription>{t("form.closedNotesOnly")}</AlertDescription>
          </Alert>
        ) : (
          <ClosedNotice live id={ids.refusal} reason={showClosed} warrantyEnds={warrantyEnds} />
        )
      ) : refusal ? (
        <Alert id={ids.refusal} variant="destructive">
          <AlertTitle>{t("errors.title")}</AlertTitle>
          <AlertDescription>{refusalText(refusal)}</AlertDescription>
        </Alert>
      ) : null}

      <Button type="submit" aria-disabled={busy || undefined} className="self-start aria-disabled:opacity-60">
        {busy ? t("form.sending") : staff && internal ? t("form.addNote") : t("form.send")}
      </Button>
    </form>
  );
}
