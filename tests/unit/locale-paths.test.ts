import { describe, expect, it } from "vitest";
import { localizePath, splitLocale } from "@/i18n/locale-from-path";
import { isDynamicPath, isProtectedPath, isStaffPath } from "@/lib/proxy/protected-routes";

describe("locale paths", () => {
  it("splits and rebuilds prefixed paths", () => {
    expect(splitLocale("/es/dashboard")).toEqual({ locale: "es", path: "/dashboard" });
    expect(splitLocale("/es")).toEqual({ locale: "es", path: "/" });
    expect(splitLocale("/estimates")).toEqual({ locale: "en", path: "/estimates" });
    expect(splitLocale("/services")).toEqual({ locale: "en", path: "/services" });
    expect(localizePath("es", "/")).toBe("/es");
    expect(localizePath("es", "/auth")).toBe("/es/auth");
    expect(localizePath("en", "/auth")).toBe("/auth");
  });

  it("protects the dashboard and service-request routes only", () => {
    for (const path of ["/dashboard", "/dashboard/requests/1", "/service-request", "/service-request/abc"]) {
      expect(isProtectedPath(path), path).toBe(true);
    }
    for (const path of ["/", "/dashboards", "/services", "/book-appointment", "/auth"]) {
      expect(isProtectedPath(path), path).toBe(false);
    }
    expect(isDynamicPath("/book-appointment")).toBe(true);
    expect(isDynamicPath("/services/data-recovery")).toBe(false);
  });

  it("sends a signed-out visitor of the console to sign in, but does not hold it to a customer's rules", () => {
    for (const path of ["/admin", "/admin/requests", "/admin/requests/abc/ticket"]) {
      expect(isStaffPath(path), path).toBe(true);
      expect(isProtectedPath(path), path).toBe(false);
    }
    for (const path of ["/administrator", "/", "/auth"]) expect(isStaffPath(path) || isProtectedPath(path), path).toBe(false);
    expect(isProtectedPath("/dashboard")).toBe(true);
  });
});
