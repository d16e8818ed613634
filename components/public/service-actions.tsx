import { CalendarCheckIcon, ClipboardListIcon, FileTextIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { CallButton } from "./call-button";
import { CtaBanner } from "./cta-banner";

type ButtonProps = Omit<ComponentProps<typeof Button>, "asChild" | "children">;

/** Book Appointment: the booking page, which preselects the bookable service this page's slug offers. */
export function BookServiceButton({ slug, ...props }: { slug: string } & ButtonProps) {
  const t = useTranslations("ServicePage");
  return (
    <Button asChild {...props}>
      <Link href={{ pathname: "/book-appointment", query: { service: slug } }}>
        <CalendarCheckIcon aria-hidden />
        {t("bookAppointment")}
      </Link>
    </Button>
  );
}

/** Request Service and Get Quote both jump to the page's #contact block. */
export function ContactAnchorButton({ kind, ...props }: { kind: "requestService" | "getQuote" } & ButtonProps) {
  const t = useTranslations("ServicePage");
  return (
    <Button asChild {...props}>
      <a href="#contact">
        {kind === "requestService" ? <ClipboardListIcon aria-hidden /> : <FileTextIcon aria-hidden />}
        {t(kind)}
      </a>
    </Button>
  );
}

export function CallNowButton(props: ButtonProps) {
  const t = useTranslations("ServicePage");
  return <CallButton label={t("callNow")} {...props} />;
}

/** The closing banner: Book (when the page offers an appointment) and Call Now. */
export function ServiceCta({ slug, bookable, title, description }: { slug: string; bookable: boolean; title: string; description: string }) {
  return (
    <CtaBanner title={title} description={description}>
      {bookable ? <BookServiceButton slug={slug} size="lg" variant="secondary" /> : null}
      <CallNowButton
        size="lg"
        variant="outline"
        className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
      />
    </CtaBanner>
  );
}
