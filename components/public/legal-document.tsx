import { useFormatter, useTranslations } from "next-intl";
import type { LegalDocument as LegalDocumentData } from "@/content/legal";
import { ContactInfo } from "./contact-info";
import { PageHero } from "./page-hero";

const anchor = (index: number) => `section-${index + 1}`;

/** A legal text: title, fixed last-updated date, intro, numbered sections with a table of contents, contact block. */
export function LegalDocument({ doc }: { doc: LegalDocumentData }) {
  const t = useTranslations("Legal");
  const format = useFormatter();
  const updated = format.dateTime(new Date(`${doc.lastUpdated}T12:00:00Z`), { month: "long", day: "numeric", year: "numeric" });
  return (
    <>
      <PageHero
        title={doc.title}
        description={
          <>
            <p className="text-sm">{t("lastUpdated", { date: updated })}</p>
            <p className="mt-4">{doc.intro}</p>
          </>
        }
      />
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-toc" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t("onThisPage")}</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {doc.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${anchor(index)}`} className="rounded-sm text-muted-foreground hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="flex max-w-3xl flex-col gap-10">
          {doc.sections.map((section, index) => (
            <section key={section.heading} id={anchor(index)} aria-labelledby={`${anchor(index)}-heading`} className="flex flex-col gap-3">
              <h2 id={`${anchor(index)}-heading`} className="text-2xl font-semibold tracking-tight">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 60)} className="text-pretty text-muted-foreground">{paragraph}</p>
              ))}
              {section.list && section.list.length > 0 ? (
                <ul className="ml-5 list-disc space-y-1.5 text-muted-foreground marker:text-primary">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <section aria-labelledby="legal-contact" className="rounded-xl border bg-card p-6 text-card-foreground shadow-xs sm:p-8">
            <h2 id="legal-contact" className="text-2xl font-semibold tracking-tight">{t("contactHeading")}</h2>
            <p className="mt-2 mb-6 text-muted-foreground">{t("contactDescription")}</p>
            <ContactInfo className="sm:grid-cols-2" />
          </section>
        </article>
      </div>
    </>
  );
}
