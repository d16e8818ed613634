import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_TEST_FILES } from "../helpers/isolated-test-files";

const testFiles = ["tests/unit", "tests/db", "tests/stack"].flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => join(dir, name)),
);

// A file that points the app's modules at its stack or replaces a module
// would read another file's stack, or leave its mocks to the next files, in
// a worker whose modules are shared.
const needsOwnModules = (source: string) => /\bpointAppAt\(|\bvi\.(mock|doMock)\(/.test(source);

describe("Vitest files that need modules of their own", () => {
  it("run isolated, and the list names only files that do", () => {
    const needing = testFiles.filter((file) => needsOwnModules(readFileSync(file, "utf8"))).sort();
    expect(needing).toEqual([...ISOLATED_TEST_FILES].sort());
  });
});
