import { MessageSquareQuoteIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminSection } from "@/components/admin/admin-section";
import { ReviewQueueItem } from "@/components/admin/review-queue-item";
import { EmptyState } from "@/components/shared/empty-state";
import { Unavailable } from "@/components/shared/panel";
import { pageLocale } from "@/i18n/page-locale";
import { requireStaff } from "@/lib/data/require-staff";
import { countPendingReviews, getPendingReviews } from "@/lib/data/admin-reviews";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/reviews">) {
  return adminMetadata(params, "reviews.metaTitle");
}

/** The approval queue: unapproved reviews, the longest waiting first. */
export default async function AdminReviewsPage({ params }: PageProps<"/[locale]/admin/reviews">) {
  await pageLocale(params);
  const { supabase } = await requireStaff();
  const [list, waiting] = await Promise.all([getPendingReviews(supabase), countPendingReviews(supabase)]);
  const t = await getTranslations("Admin.reviews");
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t("title")} description={t("description")} />
      <AdminSection id="review-queue" title={list.ok ? t("count", { count: waiting ?? list.reviews.length }) : t("title")}>
        {!list.ok ? (
          <Unavailable message={t("unavailable")} />
        ) : list.reviews.length === 0 ? (
          <EmptyState icon={MessageSquareQuoteIcon} message={t("empty")} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {list.reviews.map((review) => (
              <ReviewQueueItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}
