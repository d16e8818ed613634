import { describe, expect, it } from "vitest";
import { bodyTooLarge, MAX_BODY_BYTES } from "@/lib/proxy/body-limit";

const request = (method: string, length?: number | string) => ({
  method,
  headers: new Headers(length === undefined ? {} : { "content-length": String(length) }),
});

describe("the proxy's body limit", () => {
  it("refuses a declared body over 1 MB on any method that carries one", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(bodyTooLarge(request(method, MAX_BODY_BYTES + 1)), method).toBe(true);
  });

  it("lets through a body at the limit, an undeclared one (Next's own limit then applies), and reads", () => {
    expect(bodyTooLarge(request("POST", MAX_BODY_BYTES))).toBe(false);
    expect(bodyTooLarge(request("POST"))).toBe(false);
    expect(bodyTooLarge(request("POST", "not a number"))).toBe(false);
    expect(bodyTooLarge(request("GET", MAX_BODY_BYTES * 10))).toBe(false);
  });
});
