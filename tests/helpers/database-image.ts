import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { imageFromBytes, openDb } from "@/supabase/local/db";
import { applyMigrations, applyPlatformSql, applySeedIfPending } from "@/supabase/local/migrations";

/**
 * A migrated PGlite costs about 15 s (initdb, the stack's SQL, every
 * migration), a copy of one about 2 s. So the test files start from images:
 * the database migrated once (and once more seeded), dumped to
 * node_modules/.cache and loaded by each file. Files that bring their own
 * project (the stack's REST, Storage and restart tests) start from the
 * `platform` image: initdb and the stack's SQL only, 5 s in memory and more on
 * disk. An image is named by
 * a hash of everything it is built from, so a changed migration builds a new
 * one; `vitest.global-setup.ts` builds all three before the first file runs.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PLATFORM_SQL_DIR = path.join(ROOT, "supabase/local/sql");
export const MIGRATIONS_DIR = path.join(ROOT, "supabase/migrations");
const SEED_FILE = path.join(ROOT, "supabase/seed.sql");
const CACHE_DIR = path.join(ROOT, "node_modules/.cache/bytewise-database-images");

export type ImageKind = "platform" | "migrated" | "seeded";

function sourcesHash(): string {
  const hash = createHash("sha256");
  const files = [
    ...[PLATFORM_SQL_DIR, MIGRATIONS_DIR].flatMap((dir) => readdirSync(dir).sort().map((name) => path.join(dir, name))),
    SEED_FILE,
    path.join(ROOT, "supabase/local/migrations.ts"),
    path.join(ROOT, "supabase/local/db.ts"),
    path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

async function buildImage(kind: ImageKind): Promise<Blob> {
  const db = await openDb({ dataDir: null });
  try {
    await applyPlatformSql(db, PLATFORM_SQL_DIR);
    if (kind === "platform") return await db.dumpImage!();
    await applyMigrations(db, MIGRATIONS_DIR);
    if (kind === "seeded") await applySeedIfPending(db, SEED_FILE);
    return await db.dumpImage!();
  } finally {
    await db.close();
  }
}

const imageFile = (kind: ImageKind) => path.join(CACHE_DIR, `${sourcesHash()}-${kind}.tar`);

/** The file of an image already built for the current sources, or undefined (nothing is built here). */
export function builtImageFile(kind: ImageKind): string | undefined {
  const file = imageFile(kind);
  return existsSync(file) ? file : undefined;
}

/** The image of a database with the stack's SQL (and every migration, and the seed when "seeded"); built when missing. */
export async function databaseImage(kind: ImageKind): Promise<Blob> {
  const file = imageFile(kind);
  if (existsSync(file)) return imageFromBytes(readFileSync(file));
  const image = await buildImage(kind);
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed: a reader never sees half an image.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
  return image;
}
