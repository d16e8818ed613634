import { ReviewsLoading } from "@/components/public/reviews-loading";
import { ClientMessages } from "@/i18n/client-messages";

/** Shown while a client-side navigation fetches the reviews page. */
export default function Loading() {
  return (
    <ClientMessages area="public">
      <ReviewsLoading />
    </ClientMessages>
  );
}
