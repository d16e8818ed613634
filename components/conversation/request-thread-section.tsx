import { getLocale, getTranslations } from "next-intl/server";
import { Unavailable } from "@/components/shared/panel";
import { Card, CardContent } from "@/components/ui/card";
import type { ThreadLoad, ThreadTiming } from "@/lib/data/request-thread";
import { businessToday } from "@/lib/rules/booking-time";
import { formatShopDate } from "@/lib/rules/date-time";
import { replyWindow } from "@/lib/rules/warranty";
import type { ThreadViewer } from "./reply-form";
import { Thread } from "./thread";

/** A request's thread as both request pages show it (the customer's and the console's), or a card saying it could not be loaded. */
export async function RequestThreadSection({
  requestId,
  status,
  viewer,
  thread,
  timing,
  warrantyEndsOn = null,
}: {
  requestId: string;
  status: string;
  /** The last day of the warranty of its receipt ("YYYY-MM-DD"), when it has one: a completed request takes replies through it. */
  warrantyEndsOn?: string | null;
  viewer: ThreadViewer;
  thread: ThreadLoad;
  timing: ThreadTiming;
}) {
  if (thread.ok) {
    const locale = await getLocale();
    return (
      <Thread
        requestId={requestId}
        viewer={viewer}
        initialMessages={thread.messages}
        replies={replyWindow(status, warrantyEndsOn, businessToday())}
        warrantyEnds={status === "completed" && warrantyEndsOn ? formatShopDate(warrantyEndsOn, locale) : null}
        pollMs={timing.pollMs}
        resignMs={timing.resignMs}
      />
    );
  }
  return (
    <Card>
      <CardContent>
        <Unavailable message={(await getTranslations("Conversation"))("unavailable")} />
      </CardContent>
    </Card>
  );
}
