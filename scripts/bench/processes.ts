import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** Binds `port` (0: any free one) for a moment; resolves to the port bound. */
function bindBriefly(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** A TCP port nobody listens on right now. */
export const freePort = () => bindBriefly(0);

/** Throws when something already listens on `port`, rather than measuring whatever that is. */
export async function assertPortFree(port: number) {
  await bindBriefly(port).catch(() => {
    throw new Error(`Port ${port} is in use; stop what listens there and run again.`);
  });
}

const started: ChildProcess[] = [];

/** Starts a long-running command in its own process group; `stopAll` ends exactly these. */
export function startProcess(name: string, command: string, args: string[], opts: { env?: Record<string, string>; cwd?: string } = {}) {
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.on("exit", (code) => {
    if (code && !stopping) console.error(`${name} exited with ${code}:\n${log}`);
  });
  started.push(child);
  return child;
}

let stopping = false;

export function stopAll() {
  stopping = true;
  for (const child of started) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  }
}

/** Runs a command to completion with inherited output; throws when it fails. */
export function run(command: string, args: string[], opts: { env?: Record<string, string>; cwd?: string } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Polls a URL until it answers (any status below 500). */
export async function waitFor(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** What runBench does once the servers have stopped (removing a baseline's worktree, say), whether the run passed or not. */
export const afterStop: (() => void)[] = [];

/** Runs a benchmark's main: an error fails the process, and the servers it started are stopped either way, then `afterStop` runs. */
export function runBench(main: () => Promise<void>) {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      stopAll();
      for (const cleanUp of afterStop) cleanUp();
    });
}
