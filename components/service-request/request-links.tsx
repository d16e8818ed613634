import { getTranslations } from "next-intl/server";
import { DetailItem } from "@/components/ui/detail-item";
import { StatusBadge } from "@/components/shared/status-badge";
import { Link } from "@/i18n/navigation";
import type { LinkedRequest, RequestLinks } from "@/lib/data/request-links";
import { formatRequestReference } from "@/lib/rules/request-reference";

/**
 * A request's warranty links as detail items, for the owner's page and the
 * console's: the request it is a warranty request for, and the warranty
 * requests opened on it, each a link to that request's own page there.
 */
export async function RequestLinkItems({ links, viewer }: { links: RequestLinks; viewer: "customer" | "staff" }) {
  const t = await getTranslations(viewer === "staff" ? "Admin.requestDetail" : "RequestDetail");
  const href = (request: LinkedRequest) => (viewer === "staff" ? `/admin/requests/${request.id}` : `/service-request/${request.id}`);
  const linkTo = (request: LinkedRequest) => (
    <Link href={href(request)} className="font-mono font-semibold text-primary underline underline-offset-4">
      {formatRequestReference(request.reference)}
    </Link>
  );
  return (
    <>
      {links.warrantyOf ? (
        <DetailItem label={t("warrantyOf")}>
          <span data-testid="warranty-of">{linkTo(links.warrantyOf)}</span>
        </DetailItem>
      ) : null}
      {links.warrantyRequests.length > 0 ? (
        <DetailItem label={t("warrantyRequests")}>
          <ul data-testid="warranty-requests" className="flex flex-col gap-1">
            {links.warrantyRequests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center gap-2">
                {linkTo(request)}
                <StatusBadge kind="request" status={request.status} />
              </li>
            ))}
          </ul>
        </DetailItem>
      ) : null}
    </>
  );
}
