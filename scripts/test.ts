// `npm test`: everything a reviewer needs, in order, stopping at the first failure:
// type check, lint, Vitest (unit + database/API against its own local stacks),
// a production build wired to a test stack, and Playwright end-to-end tests.
import { spawnSync } from "node:child_process";
import { findChromium } from "./find-chromium";
import { e2eEnv } from "./e2e-env";
import { keepingNextConfigFiles } from "./keep-files";

const chromium = findChromium({ install: true });

const steps = [
  ["Type check", "npm", ["run", "--silent", "typecheck"]],
  ["Lint", "npx", ["eslint", ".", "--max-warnings=0"]],
  ["Unit and database tests", "npx", ["vitest", "run"]],
  ["Production build for the end-to-end tests", "npx", ["next", "build"], e2eEnv],
  ["End-to-end tests", "npx", ["playwright", "test"], { ...e2eEnv, CHROME_PATH: chromium }],
];

for (const [title, cmd, args, env = {}] of steps as [string, string, string[], Record<string, string>?][]) {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const result = await keepingNextConfigFiles(() => spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (${seconds}s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}
