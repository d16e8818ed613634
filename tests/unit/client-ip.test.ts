import { describe, expect, it } from "vitest";
import { clientIp } from "@/lib/proxy/client-ip";

const request = (headers: Record<string, string>) => new Headers(headers);

describe("clientIp: only a header the platform writes", () => {
  it("ignores x-forwarded-for and x-real-ip unless an operator names one", () => {
    const headers = request({ "x-forwarded-for": "203.0.113.9, 198.51.100.7", "x-real-ip": "198.51.100.7" });
    expect(clientIp(headers, {})).toBeNull();
  });

  it("on Vercel reads x-vercel-forwarded-for, not the spoofable x-forwarded-for", () => {
    const headers = request({ "x-forwarded-for": "203.0.113.9, 198.51.100.7", "x-vercel-forwarded-for": "198.51.100.7" });
    expect(clientIp(headers, { VERCEL: "1" })).toBe("198.51.100.7");
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.9" }), { VERCEL: "1" })).toBeNull();
  });

  it("on Vercel, TRUSTED_CLIENT_IP_HEADER does not switch to a header the visitor could write", () => {
    const headers = request({ "x-real-ip": "203.0.113.9", "x-vercel-forwarded-for": "2001:db8::1" });
    expect(clientIp(headers, { VERCEL: "1", TRUSTED_CLIENT_IP_HEADER: "x-real-ip" })).toBe("2001:db8::1");
  });

  it("elsewhere reads the named header's last entry: the one the operator's proxy added", () => {
    const spoofed = request({ "x-forwarded-for": "203.0.113.9, 198.51.100.7" });
    expect(clientIp(spoofed, { TRUSTED_CLIENT_IP_HEADER: "X-Forwarded-For" })).toBe("198.51.100.7");
    expect(clientIp(request({ "x-real-ip": " 198.51.100.8 " }), { TRUSTED_CLIENT_IP_HEADER: "x-real-ip" })).toBe("198.51.100.8");
  });

  it("a missing header or one that holds no address gives null", () => {
    expect(clientIp(request({}), { TRUSTED_CLIENT_IP_HEADER: "x-real-ip" })).toBeNull();
    expect(clientIp(request({ "x-real-ip": "unknown" }), { TRUSTED_CLIENT_IP_HEADER: "x-real-ip" })).toBeNull();
    expect(clientIp(request({ "x-vercel-forwarded-for": "" }), { VERCEL: "1" })).toBeNull();
    expect(clientIp(request({ "x-real-ip": "198.51.100.8" }), { TRUSTED_CLIENT_IP_HEADER: "  " })).toBeNull();
  });
});
