import type { NextRequest } from "next/server";
import { handleRequest } from "@/lib/proxy/handle-request";

export const proxy = (request: NextRequest) => handleRequest(request);

// Pages only: not Next's assets, API routes, files with an extension, or the local mailbox.
export const config = { matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"] };
