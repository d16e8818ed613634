import { describe, expect, it } from "vitest";
import { oncePerToken } from "@/components/auth/once-per-token";

describe("oncePerToken", () => {
  it("spends each token once and hands every caller the same answer", async () => {
    const spent: string[] = [];
    const verify = oncePerToken(async (token: string) => {
      spent.push(token);
      return spent.filter((t) => t === token).length === 1;
    });
    const [first, second] = await Promise.all([verify("a"), verify("a")]);
    expect([first, second, await verify("a")]).toEqual([true, true, true]);
    expect(await verify("b")).toBe(true);
    expect(spent).toEqual(["a", "b"]);
  });
});
