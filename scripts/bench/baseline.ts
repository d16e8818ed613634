import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { freePort, run, startProcess, waitFor } from "./processes";

/**
 * Builds `ref` in a temporary git worktree inside the repository
 * (.next-baseline, ignored like every build folder; hard links to
 * node_modules need the same file system) with `npm run <script>`, and serves
 * it with `next start` against the same stack, for a before/after from one
 * run: both builds answer on the same machine at the same moment, so a
 * change is read as a ratio, not against another day's figure. `remove`
 * deletes the worktree; call it once the servers have stopped.
 */
export async function serveBaseline(ref: string, script: string, env: Record<string, string>) {
  const repo = process.cwd();
  const dir = path.join(repo, ".next-baseline");
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    execFileSync("git", ["worktree", "prune"]);
  };
  remove();
  execFileSync("git", ["worktree", "add", "--detach", dir, ref], { stdio: "inherit" });
  // Hard links, not a symlink: Turbopack refuses a node_modules outside its root.
  execFileSync("cp", ["-al", path.join(repo, "node_modules"), path.join(dir, "node_modules")]);
  console.log(`▶ Building the baseline (${ref})`);
  await run("npm", ["run", "--silent", script], { env, cwd: dir });
  const port = await freePort();
  const server = startProcess("baseline", "node", [path.join(repo, "node_modules", "next", "dist", "bin", "next"), "start", "--port", String(port)], {
    env,
    cwd: dir,
  });
  const url = `http://localhost:${port}`;
  await waitFor(url);
  return { url, pid: server.pid!, remove };
}
