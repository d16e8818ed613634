import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_STACK_FILES } from "../helpers/isolated-stack-files";

const stackTestFiles = ["tests/db", "tests/stack"].flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => join(dir, name)),
);

// A file that points the app's modules at its stack or replaces a module
// would read another file's stack, or mocks, in a worker whose modules are shared.
const needsOwnModules = (source: string) => /\bpointAppAt\(|\bvi\.(mock|doMock)\(/.test(source);

describe("database and stack files that need modules of their own", () => {
  it("run isolated, and the list names only files that do", () => {
    const needing = stackTestFiles.filter((file) => needsOwnModules(readFileSync(file, "utf8"))).sort();
    expect(needing).toEqual([...ISOLATED_STACK_FILES].sort());
  });
});
