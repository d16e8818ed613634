import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * `next build` with a custom NEXT_DIST_DIR adds that directory's types to
 * tsconfig.json and rewrites next-env.d.ts; builds made for tests and
 * benchmarks should leave the developer's files as they were.
 */
export async function keepingNextConfigFiles<T>(work: () => T | Promise<T>): Promise<T> {
  // next-env.d.ts is git-ignored, so a fresh clone has none until Next writes it.
  const saved = ["tsconfig.json", "next-env.d.ts"].filter((file) => existsSync(file)).map((file) => [file, readFileSync(file)] as const);
  try {
    return await work();
  } finally {
    for (const [file, content] of saved) writeFileSync(file, content);
  }
}
