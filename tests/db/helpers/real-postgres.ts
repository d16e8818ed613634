import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A throwaway PostgreSQL server (initdb + pg_ctl from PATH), trust auth, unix socket only. */
export interface TempPostgres {
  /** Connection string for database `name` over the server's unix socket. */
  url(name: string): string;
  stop(): void;
}

/** Why no server can be started here, or null when one can. */
export function realPostgresUnavailable(): string | null {
  if (spawnSync("initdb", ["--version"]).error) return "initdb was not found on PATH";
  if (spawnSync("pg_ctl", ["--version"]).error) return "pg_ctl was not found on PATH";
  if (process.getuid?.() === 0 && !postgresUid()) return "running as root and there is no 'postgres' user to run the server as";
  return null;
}

/** initdb refuses to run as root: then the server runs as the `postgres` user. */
function postgresUid(): { uid: number; gid: number } | null {
  const res = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  if (res.status !== 0) return null;
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  return { uid: Number(res.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "bytewise-pg-"));
  const owner = process.getuid?.() === 0 ? postgresUid() : null;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (cmd: string, args: string[]) =>
    owner
      ? execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" })
      : execFileSync(cmd, args, { stdio: "pipe" });
  const data = path.join(dir, "data");
  const port = await freePort();
  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=''`, "start"]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: (name) => `postgresql://postgres@localhost/${name}?host=${encodeURIComponent(dir)}&port=${port}`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
