// The local Supabase stack from the command line:
//   npm run stack               serve (data kept in .data/stack, or DATABASE_URL)
//   tsx supabase/local/main.ts --reset       wipe, rebuild from migrations + seed, serve
//   npm run db:reset            wipe, rebuild from migrations + seed, exit
import { readFileSync } from "node:fs";
import { configFromEnv } from "./config";
import { imageFromBytes } from "./db";
import { describeFiles, describeStorage, prepareDatabase, type RunningStack, startStack } from "./index";

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => !["--reset", "--reset-only"].includes(a));
if (unknown.length > 0) {
  console.error(`Unknown option(s): ${unknown.join(", ")}. Use --reset or --reset-only.`);
  process.exit(2);
}

function banner(stack: RunningStack): string {
  const { url, config } = stack;
  return [
    "",
    "Local Supabase stack is running (development only).",
    "",
    `  API URL          ${url}`,
    `  REST             ${url}/rest/v1`,
    `  Auth             ${url}/auth/v1`,
    `  Storage          ${url}/storage/v1 (files ${describeFiles(config)})`,
    `  Mailbox          ${url}/mailbox`,
    `  SMTP             smtp://127.0.0.1:${stack.smtpPort} (no auth, no TLS; mail lands in the mailbox)`,
    `  Database         ${describeStorage(config)}`,
    `  JWT signing      ${config.jwtAlg === "HS256" ? "HS256, shared secret, empty JWKS (legacy project)" : "ES256, key in /auth/v1/.well-known/jwks.json"}`,
    `  Publishable key  ${stack.publishableKey}`,
    `  Secret key       ${stack.secretKey}`,
    `  anon key         ${stack.anonKey} (legacy JWT form)`,
    `  service_role key ${stack.serviceRoleKey} (legacy JWT form)`,
    "",
    "  These keys are public development keys: never use them in production.",
    "  Press Ctrl+C to stop.",
    "",
  ].join("\n");
}

/** PGlite must never have two processes on one data directory: refuse while a stack answers. */
async function assertNotRunning(host: string, port: number): Promise<void> {
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
  const running = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then(
    (res) => res.ok,
    () => false,
  );
  if (running) throw new Error(`A local stack is already running at ${url}: stop it first.`);
}

async function main(): Promise<void> {
  const config = configFromEnv();
  await assertNotRunning(config.host, config.port);
  if (args.has("--reset-only")) {
    const db = await prepareDatabase(config, { fresh: true });
    await db.close();
    console.log(`Database rebuilt from migrations and seed: ${describeStorage(config)}`);
    return;
  }
  // LOCAL_STACK_IMAGE (tests only): a PGlite stack with no database yet (in
  // memory, or an empty or reset data directory) starts from a database image
  // the test run has already migrated and seeded (tests/helpers/database-image.ts).
  const imageFile = process.env.LOCAL_STACK_IMAGE;
  const image = imageFile ? imageFromBytes(readFileSync(imageFile)) : undefined;
  const stack = await startStack({ ...config, fresh: args.has("--reset"), image });
  console.log(banner(stack));
  let stopping = false;
  // Ctrl+C reaches both this process and its parent (scripts/with-stack.mjs forwards
  // signals too), so repeated signals while stopping are expected and ignored.
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received: stopping the local stack...`);
    setTimeout(() => {
      console.error("The local stack did not stop within 10 s: exiting anyway.");
      process.exit(1);
    }, 10_000).unref();
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(`\nThe local Supabase stack could not start:\n  ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
