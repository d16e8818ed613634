import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// revalidatePath(route, "page") names a route by its file-system path, route
// groups included ("/[locale]/(site)/reviews"). A path that names no page
// revalidates nothing and fails silently: a changed price or an approved
// review would stay stale on the cached pages until their next rebuild.
const ROOT = path.resolve(__dirname, "../..");
const ACTIONS = path.join(ROOT, "lib/actions");

const calls = readdirSync(ACTIONS).flatMap((file) =>
  [...readFileSync(path.join(ACTIONS, file), "utf8").matchAll(/revalidatePath\(\s*"([^"]+)",\s*"page"\s*\)/g)].map((m) => ({ file, route: m[1]! })),
);

describe("revalidatePath in the server actions", () => {
  it("is called somewhere (the check below reads real calls)", () => {
    expect(calls.length).toBeGreaterThan(0);
  });

  it.each(calls)("$file names a page that exists: $route", ({ route }) => {
    expect(existsSync(path.join(ROOT, "app", route, "page.tsx")), `app${route}/page.tsx`).toBe(true);
  });
});
