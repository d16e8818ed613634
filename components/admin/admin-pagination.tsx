import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

/** Newer / older page links of a long list; `href(page)` builds each page's address. */
export function AdminPagination({
  label,
  newer,
  older,
  page,
  hasMore,
  href,
}: {
  label: string;
  newer: string;
  older: string;
  page: number;
  hasMore: boolean;
  href: (page: number) => string;
}) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap justify-between gap-2">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link href={href(page - 1)}>
            <ChevronLeftIcon aria-hidden />
            {newer}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {hasMore ? (
        <Button asChild variant="outline">
          <Link href={href(page + 1)}>
            {older}
            <ChevronRightIcon aria-hidden />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
