import type { Metadata } from "next";
import { ArrowRightIcon, CheckIcon } from "lucide-react";
import { AboutFeatureCards } from "@/components/public/about-feature-cards";
import { AboutStory } from "@/components/public/about-story";
import { PageHero } from "@/components/public/page-hero";
import { Button } from "@/components/ui/button";
import { getAboutContent } from "@/content/about";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const about = getAboutContent(locale);
  return pageMetadata({ locale, path: "/about", title: about.metaTitle, description: about.metaDescription });
}

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const locale = await pageLocale(params);
  const about = getAboutContent(locale);
  return (
    <>
      <PageHero
        title={about.hero.title}
        description={<p>{about.hero.subtitle}</p>}
        aside={
          <section aria-labelledby="about-features" className="rounded-2xl border bg-card p-6 text-card-foreground shadow-xs sm:p-8">
            <h2 id="about-features" className="text-xl font-semibold tracking-tight">{about.features.heading}</h2>
            <ul className="mt-4 space-y-3">
              {about.features.items.map((item) => (
                <li key={item} className="flex items-start gap-3">
                  <CheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </section>
        }
      />
      <AboutFeatureCards cards={about.featureCards} />
      <section aria-labelledby="mission-heading" className="mx-auto w-full max-w-4xl px-4 py-14 text-center sm:px-6">
        <h2 id="mission-heading" className="text-3xl font-bold tracking-tight">{about.mission.heading}</h2>
        {about.mission.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="mt-4 text-lg text-pretty text-muted-foreground">{paragraph}</p>
        ))}
      </section>
      <AboutStory story={about.story} />
      <section className="mx-auto flex w-full max-w-7xl flex-col items-center gap-4 px-4 pb-20 text-center sm:px-6">
        <p className="text-lg text-pretty">{about.closing.text}</p>
        <Button asChild size="lg">
          <Link href="/services">
            {about.closing.linkLabel}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </section>
    </>
  );
}
