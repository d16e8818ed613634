import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { unsubscribeWithToken } from "@/lib/server/notification-unsubscribe";

// The target of the List-Unsubscribe header in reminders and review
// invitations: https://<site>/api/unsubscribe?token=<signed outbox id>.
//
// POST is the one-click unsubscribe of RFC 8058: the mail provider (not the
// visitor's browser) posts `List-Unsubscribe=One-Click` here without cookies
// or an Origin of this site. The body says nothing the token does not, so it
// is not read. API routes sit outside the proxy (no locale prefix, no session,
// no origin check) and Next checks origins only for server actions, so such a
// POST is accepted on the token alone: it is signed and expires, and names one
// email, never an account.
//
// GET is what a mail client without one-click support does with the same URL
// (it opens it in a browser), and what link scanners do: it changes nothing and
// redirects (303) to the unsubscribe page, where the visitor confirms. The
// proxy then picks the page's language from the visitor's cookie or browser.
export const dynamic = "force-dynamic";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** 200 when the kind of email is off (again, if it already was); 400 for a bad or expired link; 500 to retry. */
export async function POST(request: NextRequest) {
  const outcome = await unsubscribeWithToken(request.nextUrl.searchParams.get("token"));
  if (outcome.ok) return plain(200, "Unsubscribed.");
  if (outcome.error === "invalidLink") return plain(400, "This unsubscribe link is invalid or has expired.");
  return plain(500, "Could not unsubscribe. Please try again later.");
}

export function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token");
  const page = new URL("/unsubscribe", request.nextUrl.origin);
  if (token) page.searchParams.set("token", token);
  const response = NextResponse.redirect(page, 303);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
