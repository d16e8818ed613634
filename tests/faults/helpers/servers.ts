import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import { e2eEnv, e2ePorts, testStackCommand } from "@/scripts/e2e-env";
import { builtImageFile } from "../../helpers/database-image";

// The fault tests start, stop and kill the two servers themselves, as
// playwright.config.ts's webServer would start them: the local stack on
// :24331 (here on a disk data directory, so a restart keeps the data) and
// `next start` on :3100 from the test build (NEXT_DIST_DIR, default
// .next-test). Each runs in its own process group, so a signal reaches the
// whole group (npx or node, and the server) and nothing else.

export const SITE_URL = `http://localhost:${e2ePorts.site}`;
const distDir = process.env.NEXT_DIST_DIR || e2eEnv.NEXT_DIST_DIR;

/** True when nothing listens on `port` (binding it for a moment succeeds). */
function portFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** Waits until nothing listens on `ports` (another run may still hold them). */
export async function waitForFreePorts(ports: number[], timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = [];
    for (const port of ports) if (!(await portFree(port))) busy.push(port);
    if (busy.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Ports ${busy.join(", ")} are still in use after ${timeoutMs / 1000}s.`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Polls `url` until it answers below 500. */
async function waitForUrl(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status > 0 && status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Sends `signal` to process group `pid`; false when no process of it is left. */
const signalGroup = (pid: number, signal: NodeJS.Signals | 0) => {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
};

const running = new Set<number>();
// If the test run itself is ended, its servers go with it.
process.once("exit", () => {
  for (const pid of running) signalGroup(pid, "SIGKILL");
});

/** One long-running server: started in its own process group, stopped by a signal to that group. */
class Server {
  private child: ChildProcess | null = null;
  private log = "";

  constructor(
    readonly name: string,
    private readonly command: string[],
    private readonly env: Record<string, string>,
    private readonly readyUrl: string,
    readonly ports: number[],
  ) {}

  async start() {
    if (this.child) throw new Error(`${this.name} is already running`);
    await waitForFreePorts(this.ports);
    const [command, ...args] = this.command;
    const child = spawn(command!, args, { env: { ...process.env, ...this.env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
    this.log = "";
    const keep = (chunk: Buffer) => (this.log = (this.log + chunk.toString()).slice(-6000));
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    this.child = child;
    running.add(child.pid!);
    const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`${this.name} exited (${code}) while starting:\n${this.log}`))));
    await Promise.race([waitForUrl(this.readyUrl), exited]);
    exited.catch(() => undefined);
  }

  /**
   * Signals the process group and waits until every process of it is gone
   * and the ports are free: SIGTERM lets the server shut down as Ctrl+C
   * would, SIGKILL ends it mid-work.
   */
  async stop(signal: "SIGTERM" | "SIGKILL" = "SIGTERM") {
    const child = this.child;
    if (!child?.pid) return;
    this.child = null;
    signalGroup(child.pid, signal);
    // A server that ignores SIGTERM (or is frozen by SIGSTOP) is killed after 15 s.
    const deadline = Date.now() + 15_000;
    while (signalGroup(child.pid, 0)) {
      if (Date.now() > deadline) signalGroup(child.pid, "SIGKILL");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    running.delete(child.pid);
    await waitForFreePorts(this.ports, 15_000);
  }

  /** Sends `signal` to the whole group (SIGSTOP freezes the server: connections are accepted, nothing answers). */
  signal(signal: NodeJS.Signals) {
    if (this.child?.pid) signalGroup(this.child.pid, signal);
  }

  async restart(signal: "SIGTERM" | "SIGKILL" = "SIGTERM") {
    await this.stop(signal);
    await this.start();
  }

  /** What the server printed lately (for a failure's message). */
  output() {
    return this.log;
  }
}

export type { Server };

/**
 * The local stack on :24331 (or `port`) with its database in `dataDir`
 * (PGlite on disk): the first start on an empty folder copies the seeded
 * database image Vitest built (or, without one, applies the migrations and
 * the seed); later starts keep the data. Its SMTP server stays on :24335,
 * where the site sends email.
 */
export function stackServer(dataDir: string, port = e2ePorts.stack) {
  const seeded = builtImageFile("seeded");
  const env = {
    ...(seeded ? { LOCAL_STACK_IMAGE: seeded } : {}),
    LOCAL_STACK_PORT: String(port),
    LOCAL_STACK_SMTP_PORT: String(e2ePorts.stack + 4),
    LOCAL_STACK_DATA_DIR: dataDir,
    LOCAL_STACK_RATE_LIMITS: "off",
    LOCAL_STACK_PASSWORD_HASH_COST: "4",
    LOCAL_STACK_SITE_URL: SITE_URL,
    LOCAL_STACK_REDIRECT_URLS: `http://127.0.0.1:${e2ePorts.site}`,
  };
  return new Server("local stack", testStackCommand, env, `http://127.0.0.1:${port}/health`, [port, e2ePorts.stack + 4]);
}

/** `next start` on :3100 from the test build, with the end-to-end build's environment. */
export function siteServer() {
  const env = { ...e2eEnv, NEXT_DIST_DIR: distDir };
  return new Server("next start", ["npx", "next", "start", "--port", String(e2ePorts.site)], env, SITE_URL, [e2ePorts.site]);
}

export interface Servers {
  stack: Server;
  site: Server;
  /** The stack's PGlite folder. */
  dataDir: string;
}

/**
 * The two servers, started once per worker (one worker: once per run, and
 * again after a failed test) on a fresh data directory. A test that stops
 * one starts it again before it ends, in a `finally`.
 */
export const test = base.extend<object, { servers: Servers }>({
  servers: [
    async ({}, provide) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "bytewise-faults-"));
      const stack = stackServer(dataDir);
      const site = siteServer();
      try {
        await stack.start();
        await site.start();
        await provide({ stack, site, dataDir });
      } finally {
        await site.stop();
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

export { expect } from "@playwright/test";
