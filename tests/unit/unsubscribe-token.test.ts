import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/server/notification-unsubscribe-token";

// Unsubscribe links carry `<outbox id>.<expiry, unix seconds>.<HMAC>`, signed
// with a key derived from the service-role secret (read at every call, so the
// secret can be set here). Only a token made by the app, unaltered and not
// expired, names a row.

const NOW = new Date("2026-03-10T15:00:00Z");
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

beforeEach(() => {
  vi.stubEnv("VERCEL", "");
  vi.stubEnv("SUPABASE_SERVICE_ROLE_KEY", "unit-test-service-role-secret");
});
afterEach(() => vi.unstubAllEnvs());

const parts = (token: string) => {
  const [id, expires, signature] = token.split(".");
  return { id: id!, expires: expires!, signature: signature! };
};

describe("unsubscribe tokens", () => {
  it("round trip: a fresh token names its outbox row, and keeps working for 60 days", () => {
    const token = createUnsubscribeToken(4321, NOW);
    expect(token).toMatch(/^4321\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(token, NOW)).toBe(4321);
    expect(verifyUnsubscribeToken(token, at(59 * DAY))).toBe(4321);
    expect(Number(parts(token).expires)).toBe(NOW.getTime() / 1000 + 60 * 86_400);
    expect(verifyUnsubscribeToken(createUnsubscribeToken(1, NOW), NOW)).toBe(1);
  });

  it("is refused once expired", () => {
    const token = createUnsubscribeToken(7, NOW);
    expect(verifyUnsubscribeToken(token, at(60 * DAY))).toBe(7);
    expect(verifyUnsubscribeToken(token, at(60 * DAY + 1000))).toBeNull();
    expect(verifyUnsubscribeToken(token, at(365 * DAY))).toBeNull();
  });

  it("is refused when the id is changed", () => {
    const { expires, signature } = parts(createUnsubscribeToken(7, NOW));
    for (const id of ["8", "70", "07", "1"]) expect(verifyUnsubscribeToken(`${id}.${expires}.${signature}`, NOW), id).toBeNull();
  });

  it("is refused when the expiry is pushed back", () => {
    const { id, expires, signature } = parts(createUnsubscribeToken(7, NOW));
    for (const later of [Number(expires) + 1, Number(expires) + 365 * 86_400]) {
      expect(verifyUnsubscribeToken(`${id}.${later}.${signature}`, NOW)).toBeNull();
    }
  });

  it("is refused when the signature is altered, borrowed from another token, or made with another key", () => {
    const token = createUnsubscribeToken(7, NOW);
    const { id, expires, signature } = parts(token);
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(verifyUnsubscribeToken(`${id}.${expires}.${flipped}`, NOW)).toBeNull();
    expect(verifyUnsubscribeToken(`${id}.${expires}.${parts(createUnsubscribeToken(8, NOW)).signature}`, NOW)).toBeNull();

    vi.stubEnv("SUPABASE_SERVICE_ROLE_KEY", "another-project-secret");
    const forged = createUnsubscribeToken(7, NOW);
    expect(verifyUnsubscribeToken(forged, NOW)).toBe(7);
    vi.stubEnv("SUPABASE_SERVICE_ROLE_KEY", "unit-test-service-role-secret");
    expect(verifyUnsubscribeToken(forged, NOW)).toBeNull();
    expect(verifyUnsubscribeToken(token, NOW)).toBe(7);
  });

  it("refuses malformed tokens without throwing", () => {
    const { id, expires, signature } = parts(createUnsubscribeToken(7, NOW));
    const malformed = [
      "",
      "garbage",
      `${id}.${expires}`,
      `${id}.${expires}.`,
      `${id}.${expires}.${signature}.extra`,
      `${id}.${expires}.${signature.slice(1)}`,
      `${id}.${expires}.${signature}A`,
      `${id}.${expires}.${signature.slice(1)}=`,
      `${id}.${expires}.${signature.slice(1)}+`,
      ` ${id}.${expires}.${signature}`,
      `${id}.${expires}.${signature}\n`,
      `-${id}.${expires}.${signature}`,
      `${id}.-${expires}.${signature}`,
      `x${id}.${expires}.${signature}`,
      `${"9".repeat(16)}.${expires}.${signature}`,
      `${id}.${expires}.${"A".repeat(10_000)}`,
    ];
    for (const token of malformed) expect(verifyUnsubscribeToken(token, NOW), JSON.stringify(token.slice(0, 80))).toBeNull();
  });
});
