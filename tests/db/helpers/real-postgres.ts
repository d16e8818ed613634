import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A throwaway PostgreSQL server (initdb + pg_ctl), trust auth, on 127.0.0.1 and a unix socket. */
export interface TempPostgres {
  /** Connection string for database `name` over the server's unix socket. */
  url(name: string): string;
  /** The same database over TCP, as the Supabase CLI takes it (`--db-url`). */
  tcpUrl(name: string): string;
  stop(): void;
}

/** Debian installs the server's programs under /usr/lib/postgresql/<major>/bin, off PATH. */
const DEBIAN_SERVER_DIR = "/usr/lib/postgresql";

/** The path of a server program: on PATH, else in the newest Debian server folder; null when neither has it. */
export function postgresProgram(name: "initdb" | "pg_ctl"): string | null {
  if (!spawnSync(name, ["--version"]).error) return name;
  if (!existsSync(DEBIAN_SERVER_DIR)) return null;
  const majors = readdirSync(DEBIAN_SERVER_DIR).filter((d) => /^\d+$/.test(d)).sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const file = path.join(DEBIAN_SERVER_DIR, major, "bin", name);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Why no server can be started here, or null when one can. */
export function realPostgresUnavailable(): string | null {
  if (!postgresProgram("initdb")) return `initdb was found neither on PATH nor in ${DEBIAN_SERVER_DIR}/*/bin`;
  if (!postgresProgram("pg_ctl")) return `pg_ctl was found neither on PATH nor in ${DEBIAN_SERVER_DIR}/*/bin`;
  if (process.getuid?.() === 0 && !postgresUid()) return "running as root and there is no 'postgres' user to run the server as";
  return null;
}

/**
 * Whether a test file that needs a real server skips here. Only outside CI:
 * with CI=true the tests run and fail on the missing server (`.ci/run`
 * installs it), so CI never passes without proving what they prove.
 */
export function skipWithoutRealPostgres(): boolean {
  const unavailable = realPostgresUnavailable();
  if (!unavailable) return false;
  if (process.env.CI === "true") return false;
  console.log(`Skipping the real PostgreSQL tests: ${unavailable} (with CI=true they fail instead).`);
  return true;
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
  const unavailable = realPostgresUnavailable();
  if (unavailable) throw new Error(`A real PostgreSQL server is required here: ${unavailable}. Install Debian's postgresql (.ci/run does).`);
  const initdb = postgresProgram("initdb")!;
  const pgCtl = postgresProgram("pg_ctl")!;
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
    run(initdb, ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    run(pgCtl, ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "start"]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: (name) => `postgresql://postgres@localhost/${name}?host=${encodeURIComponent(dir)}&port=${port}`,
    tcpUrl: (name) => `postgres://postgres@127.0.0.1:${port}/${name}?sslmode=disable`,
    stop() {
      try {
        run(pgCtl, ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
