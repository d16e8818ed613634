import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CUSTOMER_ACTIONS, STAFF_ACTIONS, UNSUBSCRIBE, VISITOR_ACTIONS } from "../e2e/helpers/fuzz-targets";

// tests/e2e/fuzz-actions.spec.ts fuzzes the actions its lists name, and only
// those: an action added to lib/actions and forgotten there would go
// unfuzzed (the estimate actions once did). This reads every action each
// file in lib/actions exports and fails on one the lists miss, or on a list
// entry that names an action no file exports.

const DIR = join(process.cwd(), "lib/actions");
const exported = readdirSync(DIR)
  .filter((name) => name.endsWith(".ts") && name !== "define-action.ts")
  .flatMap((name) =>
    [...readFileSync(join(DIR, name), "utf8").matchAll(/^export const (\w+): ServerAction</gm)].map((m) => `lib/actions/${name} ${m[1]}`),
  )
  .sort();
const key = ({ file, name }: { file: string; name: string }) => `${file} ${name}`;
const fuzzed = new Set([...CUSTOMER_ACTIONS, ...VISITOR_ACTIONS, UNSUBSCRIBE, ...STAFF_ACTIONS].map(key));

describe("the server actions the fuzz spec posts to", () => {
  it("finds the actions", () => {
    expect(exported.length).toBeGreaterThan(30);
  });

  it.each(exported)("%s is fuzzed", (action) => {
    expect([...fuzzed]).toContain(action);
  });

  it("names only actions that exist", () => {
    for (const action of fuzzed) expect(exported).toContain(action);
  });

  it("lists each action once per list", () => {
    for (const list of [CUSTOMER_ACTIONS, VISITOR_ACTIONS, STAFF_ACTIONS]) expect(new Set(list.map(key)).size).toBe(list.length);
  });

  it("has customers post the staff actions too (they must be refused)", () => {
    for (const action of STAFF_ACTIONS.map(key)) expect(CUSTOMER_ACTIONS.map(key)).toContain(action);
  });
});
