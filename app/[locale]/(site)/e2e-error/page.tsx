import { notFound } from "next/navigation";
import { connection } from "next/server";

/**
 * Fails on purpose, so the end-to-end tests can see the error screen
 * (components/site/page-error.tsx). Only where E2E_ERROR_PAGE=on, which the
 * end-to-end build sets and a deployment never should; everywhere else, and
 * on Vercel always, it is the 404 page.
 */
export default async function FailingPage() {
  await connection();
  if (process.env.E2E_ERROR_PAGE !== "on" || process.env.VERCEL) notFound();
  throw new Error("The end-to-end tests' failing page failed, as it should.");
}
