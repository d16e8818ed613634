import type { FieldValues, Resolver } from "react-hook-form";
import { loadOnce } from "@/lib/ui/load-once";

/**
 * A react-hook-form resolver whose schema (and zod with it, about 20-45 KB
 * gzip as Turbopack bundles it) is fetched on first use instead of with the
 * page. Call `preload` when the form first gets focus or a pointer, so the
 * first submit does not wait; the server action validates again either way.
 */
export function lazyResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>) {
  // A failed fetch (a flaky network) is forgotten so the next attempt retries.
  const preload = loadOnce(load);
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
