// node scripts/with-stack.mjs <command...>
// Runs <command> (e.g. `next dev`) with the local Supabase stack available: reuses a
// stack that already answers on /health, otherwise starts `tsx supabase/local/main.ts`
// as a child, waits until it is healthy, then runs the command. Signals go to both;
// when either exits, the other is stopped. For `next`, it also runs the email
// sweeper every 30 s, as Vercel Cron does on a deployment (docs/notifications.md),
// unless NOTIFICATIONS_TEST_CLOCK=on says tests drive it.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BIN = path.join(ROOT, "node_modules", ".bin");
const HOST = process.env.LOCAL_STACK_HOST ?? "127.0.0.1";
const PORT = process.env.LOCAL_STACK_PORT ?? "54321";
const HEALTH_URL = `http://${HOST === "0.0.0.0" ? "127.0.0.1" : HOST}:${PORT}/health`;
const START_TIMEOUT_MS = Number(process.env.LOCAL_STACK_START_TIMEOUT_MS ?? 90_000);

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: node scripts/with-stack.mjs <command> [args...]");
  process.exit(2);
}
const env = {
  ...process.env,
  PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ""}`,
  // The sweeper route refuses calls without it; a run without one configured gets its own.
  CRON_SECRET: process.env.CRON_SECRET || randomUUID(),
};
const SWEEP_EVERY_MS = 30_000;

async function healthy() {
  try {
    const res = await fetch(HEALTH_URL, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Waits for /health; rejects if the stack process exits first or the timeout passes. */
function waitUntilHealthy(stack) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    const onExit = (code, signal) =>
      reject(new Error(`the local Supabase stack exited (${signal ?? `code ${code}`}) before it became healthy`));
    stack.once("exit", onExit);
    const poll = async () => {
      if (await healthy()) {
        stack.off("exit", onExit);
        resolve();
      } else if (Date.now() > deadline) {
        stack.off("exit", onExit);
        reject(new Error(`the local Supabase stack did not answer ${HEALTH_URL} within ${START_TIMEOUT_MS / 1000} s`));
      } else setTimeout(poll, 250);
    };
    void poll();
  });
}

const children = new Set();
let exiting = false;

function stopAll(signal = "SIGTERM") {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

/** Stops every child, waits for them (10 s at most), then exits with `code`. */
function finish(code) {
  if (exiting) return;
  exiting = true;
  stopAll();
  const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
  Promise.all(running.map((c) => new Promise((r) => c.once("exit", r)))).then(() => process.exit(code));
  setTimeout(() => process.exit(code), 10_000).unref();
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stopAll(signal);
    finish(signal === "SIGINT" ? 130 : 143);
  });
}

async function main() {
  if (await healthy()) {
    console.log(`[with-stack] reusing the local Supabase stack at ${HEALTH_URL.replace("/health", "")}`);
  } else {
    console.log("[with-stack] starting the local Supabase stack (npm run stack)...");
    const stack = spawn(path.join(BIN, "tsx"), ["supabase/local/main.ts"], { cwd: ROOT, env, stdio: "inherit" });
    children.add(stack);
    try {
      await waitUntilHealthy(stack);
    } catch (error) {
      console.error(`[with-stack] ${error.message}`);
      finish(1);
      return;
    }
    stack.on("exit", (code) => {
      if (!exiting) console.error(`[with-stack] the local Supabase stack stopped (code ${code}); stopping ${command[0]}`);
      finish(code ?? 1);
    });
  }
  if (exiting) return;
  const app = spawn(command[0], command.slice(1), { cwd: ROOT, env, stdio: "inherit" });
  children.add(app);
  app.on("exit", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  app.on("error", (error) => {
    console.error(`[with-stack] could not run ${command[0]}: ${error.message}`);
    finish(1);
  });
  // With the test clock on, end-to-end tests drive the sweeper themselves.
  if (command[0] === "next" && env.NOTIFICATIONS_TEST_CLOCK !== "on") sweepEmails();
}

/** Calls the app's sweeper route on a timer; a call while the app is still starting just fails quietly. */
function sweepEmails() {
  const portFlag = command.indexOf("--port");
  const url = `http://127.0.0.1:${portFlag > 0 ? command[portFlag + 1] : "3000"}/api/cron/notifications`;
  const sweep = () =>
    fetch(url, { headers: { authorization: `Bearer ${env.CRON_SECRET}` }, signal: AbortSignal.timeout(25_000) })
      .then(async (res) => {
        if (!res.ok) console.error(`[with-stack] email sweep answered ${res.status}`);
        else {
          const { sent, failed } = await res.json();
          if (sent || failed) console.log(`[with-stack] email sweep: ${sent} sent, ${failed} failed`);
        }
      })
      .catch(() => undefined);
  setInterval(sweep, SWEEP_EVERY_MS).unref();
}

await main();
