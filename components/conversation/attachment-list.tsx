"use client";

import { DownloadIcon, FileImageIcon, FileTextIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { fileSizeFormat } from "@/lib/rules/attachment-format";
import { formatNumber } from "@/lib/rules/number-format";
import { cn } from "@/lib/ui/class-names";

/** A message's file as the thread shows it: `url` is a short-lived signed URL (lib/server/attachment-signed-urls.ts). */
export interface ListedAttachment {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
  url: string;
  /** The thumbnail's alternative text; the file name by default. */
  alt?: string;
}

/** Types a browser shows in an <img>; HEIC is not one (only Safari decodes it), so it is offered as a download like a PDF. */
const VIEWABLE = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * A message's files: photos as thumbnails that open full size in a dialog,
 * PDFs and HEIC photos as links that open or download them, each with its
 * size in the viewer's language.
 */
export function AttachmentList({ attachments, className }: { attachments: readonly ListedAttachment[]; className?: string }) {
  const t = useTranslations("Attachments.list");
  const locale = useLocale();
  const size = (bytes: number) => {
    const { value, options } = fileSizeFormat(bytes);
    return formatNumber(value, locale, options);
  };
  const images = attachments.filter((file) => VIEWABLE.has(file.mimeType));
  const others = attachments.filter((file) => !VIEWABLE.has(file.mimeType));

  return (
    <div role="group" aria-label={t("label")} className={cn("flex flex-col gap-2", className)}>
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((file) => (
            <li key={file.id}>
              <Dialog>
                <DialogTrigger
                  aria-label={t("view", { name: file.fileName })}
                  className="block size-24 overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {/* A signed Storage URL that expires: next/image's optimizer would cache it under its own URL. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={file.url} alt={file.alt ?? file.fileName} loading="lazy" decoding="async" className="size-full object-cover" />
                </DialogTrigger>
                <DialogContent closeLabel={t("close")} aria-describedby={undefined} className="max-w-[min(64rem,calc(100%-2rem))]">
                  <DialogHeader>
                    <DialogTitle className="truncate leading-normal">{file.fileName}</DialogTitle>
                  </DialogHeader>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={file.url} alt={file.alt ?? file.fileName} className="mx-auto max-h-[70dvh] w-auto max-w-full rounded-md object-contain" />
                  <a
                    href={file.url}
                    download={file.fileName}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn(buttonVariants({ variant: "outline" }), "justify-self-end")}
                    aria-label={t("download", { name: file.fileName, size: size(file.size) })}
                  >
                    <DownloadIcon aria-hidden />
                    {t("downloadFull")}
                  </a>
                </DialogContent>
              </Dialog>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <ul className="flex flex-col gap-1.5">
          {others.map((file) => {
            const heic = file.mimeType === "image/heic";
            const Icon = heic ? FileImageIcon : FileTextIcon;
            return (
              <li key={file.id}>
                <a
                  href={file.url}
                  download={file.fileName}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-2 rounded-md text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  aria-label={`${t(heic ? "download" : "open", { name: file.fileName, size: size(file.size) })}${heic ? ` · ${t("heicHint")}` : ""}`}
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  <span className="truncate">{file.fileName}</span>{" "}
                  <span className="shrink-0 text-xs text-muted-foreground">{size(file.size)}</span>
                  {heic ? <span className="shrink-0 text-xs text-muted-foreground">· {t("heicHint")}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
