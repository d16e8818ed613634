import { ArrowRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { ContactInfo } from "./contact-info";

/** The #contact anchor of the services pages: how to reach the shop, and a link to /contact. */
export function ContactSection({ title, description }: { title: string; description: string }) {
  const t = useTranslations("ServicePage");
  return (
    <section id="contact" aria-labelledby="contact-heading" className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6">
      <div className="grid gap-8 rounded-2xl border bg-card p-6 text-card-foreground shadow-xs sm:p-10 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-balance">{title}</h2>
          <p className="mt-3 text-pretty text-muted-foreground">{description}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href="/contact">
              {t("contactPage")}
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </div>
        <ContactInfo className="sm:grid-cols-2" />
      </div>
    </section>
  );
}
