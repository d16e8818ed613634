import { AboutStoryIllustration } from "@/components/illustrations";
import type { AboutContent } from "@/content/about";

/** "Our story" at the #story anchor (linked from the navigation bar), beside the shop-front picture. */
export function AboutStory({ story }: { story: AboutContent["story"] }) {
  return (
    <section id="story" aria-labelledby="story-heading" className="bg-muted/50">
      <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight">{story.heading}</h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-pretty text-muted-foreground">{paragraph}</p>
          ))}
        </div>
        <figure className="overflow-hidden rounded-2xl border bg-card shadow-xs">
          <AboutStoryIllustration title={story.imageAlt} className="aspect-[4/3] h-auto w-full" />
          <figcaption className="px-5 py-3 text-sm text-muted-foreground">{story.imageCaption}</figcaption>
        </figure>
      </div>
    </section>
  );
}
