import { getTranslations } from "next-intl/server";
import { Unavailable } from "@/components/shared/panel";
import { Card, CardContent } from "@/components/ui/card";
import { isClosedRequest, type ThreadLoad, type ThreadTiming } from "@/lib/data/request-thread";
import type { ThreadViewer } from "./reply-form";
import { Thread } from "./thread";

/** A request's thread as both request pages show it (the customer's and the console's), or a card saying it could not be loaded. */
export async function RequestThreadSection({
  requestId,
  status,
  viewer,
  thread,
  timing,
}: {
  requestId: string;
  status: string;
  viewer: ThreadViewer;
  thread: ThreadLoad;
  timing: ThreadTiming;
}) {
  if (thread.ok) {
    return (
      <Thread
        requestId={requestId}
        viewer={viewer}
        initialMessages={thread.messages}
        closed={isClosedRequest(status)}
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
