import { notImplemented, RestError } from "./errors";

export interface Preferences {
  return: "minimal" | "representation" | "headers-only" | null;
  count: boolean;
  resolution: "merge-duplicates" | "ignore-duplicates" | null;
  missingDefault: boolean;
  maxAffected: number | null;
  strict: boolean;
}

const VALID: Record<string, RegExp> = {
  return: /^(minimal|representation|headers-only)$/,
  count: /^(exact|planned|estimated)$/,
  resolution: /^(merge-duplicates|ignore-duplicates)$/,
  missing: /^(default|null)$/,
  handling: /^(strict|lenient)$/,
  tx: /^(commit|rollback)$/,
  "max-affected": /^\d+$/,
};

/**
 * `Prefer` as PostgREST reads it. Invalid entries are ignored unless `handling=strict`.
 * `count=planned|estimated` are answered with the exact count (an estimate may be exact);
 * `tx=rollback` is ignored, as by PostgREST's default configuration.
 */
export function parsePrefer(header: string | null): Preferences {
  const prefs = new Map<string, string>();
  const invalid: string[] = [];
  for (const raw of (header ?? "").split(",")) {
    const item = raw.trim();
    if (!item) continue;
    const [key = "", value = ""] = item.split("=", 2).map((s) => s.trim());
    if (key === "timezone" || key === "params") throw notImplemented(`The Prefer: ${key} preference`);
    if (VALID[key]?.test(value)) prefs.set(key, value);
    else invalid.push(item);
  }
  const strict = prefs.get("handling") === "strict";
  if (strict && invalid.length > 0) {
    throw new RestError(400, "PGRST122", "Invalid preferences given with handling=strict",
      `Invalid preferences: ${invalid.join(", ")}`);
  }
  const maxAffected = prefs.get("max-affected");
  return {
    return: (prefs.get("return") as Preferences["return"]) ?? null,
    count: prefs.has("count"),
    resolution: (prefs.get("resolution") as Preferences["resolution"]) ?? null,
    missingDefault: prefs.get("missing") === "default",
    maxAffected: strict && maxAffected !== undefined ? Number(maxAffected) : null,
    strict,
  };
}

export interface Media {
  /** `object`: `Accept: application/vnd.pgrst.object+json`, exactly one row. */
  shape: "array" | "object";
  stripNulls: boolean;
}

const OBJECT = "application/vnd.pgrst.object+json";
const ARRAY_TYPES = new Set(["application/json", "application/vnd.pgrst.array+json", "application/*", "*/*"]);

/** The response media type from `Accept`; only JSON arrays and single objects are served. */
export function negotiateMedia(accept: string | null): Media {
  if (!accept || !accept.trim()) return { shape: "array", stripNulls: false };
  const offered: string[] = [];
  for (const raw of accept.split(",")) {
    const [type = "", ...params] = raw.split(";").map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes("nulls=stripped");
    if (type === OBJECT) return { shape: "object", stripNulls };
    if (ARRAY_TYPES.has(type)) return { shape: "array", stripNulls };
    offered.push(type);
  }
  throw new RestError(406, "PGRST107", `None of these media types are available: ${offered.join(", ")}`, null,
    "The local stack serves application/json and application/vnd.pgrst.object+json only");
}

export function contentType(media: Media): string {
  const type = media.shape === "object" ? OBJECT : "application/json";
  return `${type}; charset=utf-8`;
}

/** 406 PGRST116 when an object was asked for and `rows` is not 1. */
export function singularityError(rows: number): RestError {
  return new RestError(406, "PGRST116", "Cannot coerce the result to a single JSON object",
    `The result contains ${rows} rows`);
}
