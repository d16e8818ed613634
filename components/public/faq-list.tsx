import { useTranslations } from "next-intl";

/** Questions and answers as cards (the page also emits them as FAQPage JSON-LD). */
export function FaqList({ faqs }: { faqs: { question: string; answer: string }[] }) {
  const t = useTranslations("ServicePage");
  return (
    <section aria-labelledby="faq-heading" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="faq-heading" className="text-3xl font-bold tracking-tight">{t("faqHeading")}</h2>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {faqs.map((faq) => (
          <div key={faq.question} className="rounded-xl border bg-card p-6 text-card-foreground shadow-xs">
            <h3 className="font-semibold text-balance">{faq.question}</h3>
            <p className="mt-2 text-sm text-pretty text-muted-foreground">{faq.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
