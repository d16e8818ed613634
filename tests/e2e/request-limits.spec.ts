import { expect, test } from "@playwright/test";
import { MAX_BODY_BYTES } from "@/lib/proxy/body-limit";
import { e2eEnv } from "@/scripts/e2e-env";
import { actionHeaders } from "@/scripts/bench/booking-client";

// Oversized bodies are refused before anything reads them, and a server
// action answers bad input with its own error, never a server error.

const headers = (baseURL: string) => ({
  ...actionHeaders(e2eEnv.NEXT_DIST_DIR, "lib/actions/submit-review.ts", "submitReview"),
  origin: baseURL,
});

test("a server action refuses a body over 1 MB with 413, and the site still answers", async ({ baseURL }) => {
  const body = JSON.stringify([{ name: "x".repeat(MAX_BODY_BYTES) }]);
  const response = await fetch(`${baseURL}/contact`, { method: "POST", headers: headers(baseURL!), body });
  expect(response.status).toBe(413);
  expect(await response.text()).not.toMatch(/at .+\.(js|ts):\d+|node_modules|\/work\//);
  expect((await fetch(`${baseURL}/contact`)).status).toBe(200);
});

test("a server action given malformed input answers with its own error, not a 500", async ({ baseURL }) => {
  for (const body of ['[{"rating":"five","name":null}]', "[]", '["\\u0000"]', JSON.stringify([{ name: "a".repeat(10_000) }])]) {
    const response = await fetch(`${baseURL}/contact`, { method: "POST", headers: headers(baseURL!), body });
    expect(response.status, body.slice(0, 40)).toBeLessThan(500);
    expect(await response.text(), body.slice(0, 40)).not.toMatch(/node_modules|\/work\/|at .+\.(js|ts):\d+/);
  }
});
