import { describe, expect, it } from "vitest";
import { parseNotice, parseTab } from "@/lib/rules/dashboard-tabs";

describe("dashboard ?tab=", () => {
  it("selects a known tab and defaults to requests", () => {
    expect(parseTab("appointments")).toBe("appointments");
    expect(parseTab("history")).toBe("history");
    expect(parseTab(["profile", "history"])).toBe("profile");
    expect(parseTab(undefined)).toBe("requests");
    expect(parseTab("Appointments")).toBe("requests");
    expect(parseTab("constructor")).toBe("requests");
  });
});

describe("dashboard ?notice=", () => {
  it("accepts only the request-detail notices", () => {
    expect(parseNotice("access-denied")).toBe("access-denied");
    expect(parseNotice("not-found")).toBe("not-found");
    expect(parseNotice("<script>")).toBeNull();
    expect(parseNotice(undefined)).toBeNull();
  });
});
