// `npm test`: everything a reviewer needs, in two phases, stopping after the
// first that fails. First, three lanes side by side: the type check, the
// production build wired to a test stack, then the fault tests on it; Vitest
// (unit + database/API against its own local stacks); lint. Then the
// Playwright end-to-end tests, which need the whole machine. The type check
// comes before the build because the build rewrites next-env.d.ts, which tsc
// reads; lint reads neither, so it runs on its own, and the fault tests, which
// spend much of their time waiting for timeouts and restarts, start sooner
// (docs/testing.md). The output of the lanes beside the first is held back and
// printed whole when each ends, so lanes do not interleave.
import { spawn } from "node:child_process";
import { findChromium } from "./find-chromium";
import { e2eEnv } from "./e2e-env";
import { keepingNextConfigFiles } from "./keep-files";

type Step = [title: string, command: string, args: string[], env?: Record<string, string>];

const chromium = findChromium({ install: true, shell: true });

const checkBuildAndFaults: Step[] = [
  ["Type check", "npm", ["run", "--silent", "typecheck"]],
  // TEST_BUILD: the type check above stands for Next's own (next.config.ts).
  ["Production build for the end-to-end tests", "npm", ["run", "--silent", "build"], { ...e2eEnv, TEST_BUILD: "1" }],
  // The stack and the site restarted, killed or frozen under a signed-in customer (docs/faults.md),
  // on the end-to-end ports (scripts/e2e-env.ts), which nothing else holds before the end-to-end run.
  ["Fault tests", "npx", ["playwright", "test", "-c", "playwright.faults.config.ts"], { ...e2eEnv, CHROME_PATH: chromium }],
];
const lint: Step = ["Lint", "npx", ["eslint", ".", "--max-warnings=0"]];
const vitest: Step = ["Unit and database tests", "npx", ["vitest", "run"]];
const endToEnd: Step = ["End-to-end tests", "npx", ["playwright", "test"], { ...e2eEnv, CHROME_PATH: chromium }];

/** Runs one step; resolves to whether it passed. `quiet` holds its output until it ends. */
function runStep([title, command, args, env = {}]: Step, quiet = false): Promise<boolean> {
  if (!quiet) console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  const held: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (quiet) {
        console.log(`\n▶ ${title}: ${command} ${args.join(" ")} (ran beside the steps above)`);
        process.stdout.write(Buffer.concat(held));
      }
      if (code === 0) console.log(`✔ ${title} (${seconds}s)`);
      else console.error(`\n✖ ${title} failed (${seconds}s).`);
      resolve(code === 0);
    });
  });
}

async function inOrder(steps: Step[]) {
  for (const step of steps) if (!(await runStep(step))) return false;
  return true;
}

// `next build` edits tsconfig.json and next-env.d.ts; they are restored once
// the first phase has ended (Vitest and ESLint read neither).
const passed = await keepingNextConfigFiles(() => Promise.all([inOrder(checkBuildAndFaults), runStep(vitest, true), runStep(lint, true)]));
if (passed.includes(false)) process.exit(1);
if (!(await keepingNextConfigFiles(() => runStep(endToEnd)))) process.exit(1);
