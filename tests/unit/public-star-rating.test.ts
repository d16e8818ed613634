import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRating } from "@/components/public/star-rating";

/** The starting x of each star drawn by each path of the rating's SVG. */
function starsPerPath(rating: number) {
  const html = renderToStaticMarkup(createElement(StarRating, { rating, label: `Rated ${rating} out of 5` }));
  const paths = [...html.matchAll(/<path d="([^"]+)" class="([^"]+)"/g)];
  return { html, paths: paths.map(([, d, cls]) => ({ cls, starts: [...d!.matchAll(/M([\d.]+) 2\.295/g)].map((m) => Number(m[1])) })) };
}

describe("StarRating", () => {
  it("is one labelled image whose filled and empty stars add up to five, 27 units apart", () => {
    for (const rating of [1, 2, 3, 4]) {
      const { html, paths } = starsPerPath(rating);
      expect(html).toMatch(new RegExp(`^<svg role="img" aria-label="Rated ${rating} out of 5"`));
      expect(paths).toHaveLength(2);
      expect(paths[0]!.cls).toContain("fill-amber-400");
      expect(paths[1]!.cls).toContain("stroke-muted-foreground");
      const starts = [...paths[0]!.starts, ...paths[1]!.starts];
      expect(paths[0]!.starts).toHaveLength(rating);
      expect(starts).toEqual([11.525, 38.525, 65.525, 92.525, 119.525]);
    }
  });

  it("draws no empty path for five stars, and every star fits the view box", () => {
    const { html, paths } = starsPerPath(5);
    expect(paths).toHaveLength(1);
    expect(paths[0]!.starts).toHaveLength(5);
    // Lucide's star spans x 2..22 of its 24-unit box; the last one ends at 4 * 27 + 22.
    expect(html).toContain('viewBox="0 0 132 24"');
  });
});
