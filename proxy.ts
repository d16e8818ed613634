import type { NextRequest } from "next/server";
import { handleRequest } from "@/lib/proxy/handle-request";

export const proxy = (request: NextRequest) => handleRequest(request);

// Pages only: not API routes, Next's assets (/_next), Vercel's internal paths (/_vercel), or files with an extension.
export const config = { matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"] };
