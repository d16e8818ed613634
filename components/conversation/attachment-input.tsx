"use client";

import { CheckIcon, FileIcon, XIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { createAttachmentUpload, type CreateAttachmentUploadResult } from "@/lib/actions/create-attachment-upload";
import { fileSizeFormat } from "@/lib/rules/attachment-format";
import { formatNumber } from "@/lib/rules/number-format";
import { ATTACHMENT_ACCEPT, claimedAttachmentType, clientFileProblem, type UploadedFile } from "@/lib/rules/attachment-rules";
import { CONVERSATION_RULES } from "@/lib/rules/business-rules";
import { cn } from "@/lib/ui/class-names";

/** Keys of Attachments.errors. */
export type AttachmentErrorKey = Extract<CreateAttachmentUploadResult, { ok: false }>["error"] | "tooMany";
type ErrorKey = AttachmentErrorKey;

interface Item {
  key: number;
  fileName: string;
  size: number;
  /** "held": chosen, kept in the browser until the form uploads it (hold mode). */
  state: "held" | "uploading" | "uploaded" | "failed";
  /** 0 to 1. */
  progress: number;
  uploadId?: string;
  error?: ErrorKey;
}

interface CommonProps {
  disabled?: boolean;
  /** The file input's id (default: generated). */
  id?: string;
}

/** Upload mode (a reply): each chosen file is uploaded at once for `requestId`. */
export interface UploadingAttachmentInputProps extends CommonProps {
  /** The request the message goes on (createAttachmentUpload checks the caller may post there). */
  requestId: string;
  /** The files uploaded so far, in the order chosen: what the form sends (postRequestMessage's uploadIds). */
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Told true while any chosen file is still uploading and false once none is, so the form can wait before sending. */
  onUploadingChange?: (busy: boolean) => void;
  held?: never;
  onHeldChange?: never;
}

/**
 * Hold mode (a request not filed yet, so no upload slot can be made): the
 * chosen files, checked as in upload mode, stay in the browser; the form
 * uploads them with uploadAttachment once it has the request's id.
 */
export interface HoldingAttachmentInputProps extends CommonProps {
  /** The files chosen so far, in order. */
  held: File[];
  onHeldChange: (files: File[]) => void;
  requestId?: never;
  value?: never;
  onChange?: never;
  onUploadingChange?: never;
}

export type AttachmentInputProps = UploadingAttachmentInputProps | HoldingAttachmentInputProps;

/** What uploading one file came to: the attachment input's value for it, or why not ("aborted": stopped by the caller). */
export type AttachmentUploadOutcome = { ok: true; file: UploadedFile } | { ok: false; error: ErrorKey | "aborted" };

/**
 * Uploads one file for a message on request `requestId`: an upload slot
 * from createAttachmentUpload, then a PUT of the bytes straight to Storage
 * (never through our server). `onProgress` gets 0 to 1; `onRequest` the
 * XMLHttpRequest, so the caller can abort it; `cancelled` is asked once the
 * slot is there, before anything is sent. The attachment input uses it for
 * each chosen file; the new-request form for the files it held.
 */
export async function uploadAttachment(
  requestId: string,
  file: File,
  { onProgress, onRequest, cancelled }: { onProgress?: (fraction: number) => void; onRequest?: (request: XMLHttpRequest) => void; cancelled?: () => boolean } = {},
): Promise<AttachmentUploadOutcome> {
  let slot: CreateAttachmentUploadResult;
  try {
    slot = await createAttachmentUpload({ requestId, fileName: file.name, size: file.size, type: file.type });
  } catch {
    slot = { ok: false, error: "failed" };
  }
  if (cancelled?.()) return { ok: false, error: "aborted" };
  if (!slot.ok) return { ok: false, error: slot.error };
  const outcome = await put(slot.url, file, onProgress, onRequest);
  if (outcome !== "ok") return { ok: false, error: outcome };
  return { ok: true, file: { uploadId: slot.uploadId, fileName: file.name, size: file.size } };
}

/** The file's bytes to the signed upload URL, as storage-js uploadToSignedUrl sends a raw body; XHR for its progress events. */
function put(url: string, file: File, onProgress?: (fraction: number) => void, onRequest?: (request: XMLHttpRequest) => void) {
  return new Promise<"ok" | "aborted" | ErrorKey>((resolve) => {
    const request = new XMLHttpRequest();
    onRequest?.(request);
    request.open("PUT", url);
    // The bucket checks this claim against its allowed types; the server checks the bytes later.
    request.setRequestHeader("content-type", claimedAttachmentType(file) ?? "application/octet-stream");
    request.setRequestHeader("x-upsert", "false");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve(request.status >= 200 && request.status < 300 ? "ok" : storageRefusal(request.responseText));
    request.onerror = () => resolve("failed");
    request.onabort = () => resolve("aborted");
    request.send(file);
  });
}

const NO_FILES: UploadedFile[] = [];

/**
 * The attachment field of a reply: a labelled file input (several at once;
 * photos and PDFs), the chosen files with their progress and a remove
 * button each. A chosen file is checked here first (at most filesPerMessage
 * per message, 1 byte to fileMaxBytes, a photo or PDF by its type or name),
 * then uploaded at once: an upload slot from createAttachmentUpload, and a
 * PUT of the file straight to Storage, never through our server. Only
 * uploaded files are in `value`; the server checks their bytes when the
 * message is posted. Clearing `value` (after sending) clears the list.
 *
 * In hold mode (`held` and `onHeldChange` instead of `requestId`, `value` and
 * `onChange`: the new-request form) the same checks run, but the accepted
 * files are only kept, in `held`, for the form to upload with
 * uploadAttachment once the request exists.
 */
export function AttachmentInput(props: AttachmentInputProps) {
  const { disabled = false, id, onUploadingChange } = props;
  const value = props.value ?? NO_FILES;
  const onChange = props.onChange;
  const t = useTranslations("Attachments");
  const locale = useLocale();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-files`;
  const [items, setItems] = useState<Item[]>([]);
  const [refused, setRefused] = useState<{ error: ErrorKey; name: string }[]>([]);
  const nextKey = useRef(0);
  const requests = useRef(new Map<number, XMLHttpRequest>());
  const removed = useRef(new Set<number>());
  const latestValue = useRef(value);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestValue.current = value;
    latestOnChange.current = onChange;
  }, [value, onChange]);

  // An uploaded file the form no longer holds (it sent or cleared them) leaves the list; in hold mode the list is what the form holds.
  const shown: Item[] = props.held
    ? props.held.map((file, index) => ({ key: index, fileName: file.name, size: file.size, state: "held", progress: 0 }))
    : items.filter((item) => item.state !== "uploaded" || value.some((file) => file.uploadId === item.uploadId));
  const busy = items.some((item) => item.state === "uploading");
  useEffect(() => onUploadingChange?.(busy), [busy, onUploadingChange]);
  useEffect(() => {
    const open = requests.current;
    return () => open.forEach((request) => request.abort());
  }, []);

  const size = (bytes: number) => {
    const { value: amount, options } = fileSizeFormat(bytes);
    return formatNumber(amount, locale, options);
  };
  const update = (key: number, change: Partial<Item>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const setValue = (files: UploadedFile[]) => {
    latestValue.current = files;
    latestOnChange.current?.(files);
  };

  async function upload(key: number, file: File) {
    if (props.requestId === undefined) return;
    const outcome = await uploadAttachment(props.requestId, file, {
      onProgress: (progress) => update(key, { progress }),
      onRequest: (request) => requests.current.set(key, request),
      cancelled: () => removed.current.has(key),
    });
    requests.current.delete(key);
    if (removed.current.has(key)) return;
    if (!outcome.ok) return outcome.error === "aborted" ? undefined : update(key, { state: "failed", error: outcome.error });
    update(key, { state: "uploaded", progress: 1, uploadId: outcome.file.uploadId });
    setValue([...latestValue.current, outcome.file]);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    let room = CONVERSATION_RULES.filesPerMessage - shown.filter((item) => item.state !== "failed").length;
    const problems: { error: ErrorKey; name: string }[] = [];
    const accepted: Item[] = [];
    const started: [Item, File][] = [];
    for (const file of files) {
      const problem = clientFileProblem(file);
      if (problem) problems.push({ error: problem, name: file.name });
      else if (room <= 0) {
        if (!problems.some((p) => p.error === "tooMany")) problems.push({ error: "tooMany", name: file.name });
      } else {
        room--;
        const item: Item = { key: nextKey.current++, fileName: file.name, size: file.size, state: "uploading", progress: 0 };
        accepted.push(item);
        started.push([item, file]);
      }
    }
    setRefused(problems);
    if (accepted.length === 0) return;
    if (props.held) return props.onHeldChange([...props.held, ...started.map(([, file]) => file)]);
    setItems((list) => [...list, ...accepted]);
    for (const [item, file] of started) void upload(item.key, file);
  }

  function remove(item: Item) {
    if (props.held) return props.onHeldChange(props.held.filter((_, index) => index !== item.key));
    removed.current.add(item.key);
    requests.current.get(item.key)?.abort();
    setItems((list) => list.filter((other) => other.key !== item.key));
    if (item.uploadId) setValue(latestValue.current.filter((file) => file.uploadId !== item.uploadId));
  }

  const errorText = (error: ErrorKey, name: string) =>
    t(`errors.${error}`, { name, max: CONVERSATION_RULES.filesPerMessage, size: size(CONVERSATION_RULES.fileMaxBytes) });
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <Field data-invalid={refused.length > 0 || undefined} data-disabled={disabled || undefined}>
      <FieldLabel htmlFor={inputId}>{t("label")}</FieldLabel>
      <Input
        id={inputId}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        onChange={choose}
        disabled={disabled}
        aria-invalid={refused.length > 0 || undefined}
        aria-describedby={refused.length > 0 ? `${hintId} ${errorId}` : hintId}
        className="h-auto cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground"
      />
      <FieldDescription id={hintId}>
        {t("hint", { max: CONVERSATION_RULES.filesPerMessage, size: size(CONVERSATION_RULES.fileMaxBytes) })}
      </FieldDescription>
      <FieldError id={errorId} errors={refused.map(({ error, name }) => ({ message: errorText(error, name) }))} />
      {shown.length > 0 ? (
        <ul aria-label={t("listLabel")} className="flex flex-col gap-2">
          {shown.map((item) => (
            <li key={item.key} className={cn("flex items-center gap-3 rounded-md border px-3 py-2 text-sm", item.state === "failed" && "border-destructive/50")}>
              <FileIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex min-w-0 items-baseline gap-2">
                  <span className="truncate font-medium" title={item.fileName}>{item.fileName}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{size(item.size)}</span>
                </span>
                {item.state === "uploading" ? (
                  <span className="flex items-center gap-2 text-xs text-muted-foreground">
                    <progress value={item.progress} max={1} aria-label={item.fileName} className="h-1.5 w-full max-w-40 accent-primary" />
                    {t("status.uploading", { percent: formatNumber(item.progress, locale, { style: "percent" }) })}
                  </span>
                ) : item.state === "uploaded" || item.state === "held" ? (
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    <CheckIcon aria-hidden className="size-3.5" />
                    {t(item.state === "held" ? "status.held" : "status.uploaded")}
                  </span>
                ) : (
                  <span role="alert" className="text-xs text-destructive">
                    {errorText(item.error ?? "failed", item.fileName)}
                  </span>
                )}
              </div>
              <Button type="button" variant="ghost" size="icon" className="size-9 shrink-0" onClick={() => remove(item)} disabled={disabled} aria-label={t("remove", { name: item.fileName })}>
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}

/** What Storage's refusal of an upload means for the customer: too large, or a type the bucket does not take. */
function storageRefusal(body: string): ErrorKey {
  try {
    const { statusCode } = JSON.parse(body) as { statusCode?: unknown };
    if (statusCode === "413" || statusCode === 413) return "tooLarge";
    if (statusCode === "415" || statusCode === 415) return "type";
  } catch {
    // Not Storage's JSON: a proxy or network failure.
  }
  return "failed";
}
