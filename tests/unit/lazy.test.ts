import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "@/lib/ui/load-once";

describe("loadOnce", () => {
  it("starts the load on the first call and shares it with every later call", async () => {
    const load = vi.fn(async () => "module");
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe("module");
    await expect(get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failure, so the next call retries, and keeps the success after that", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("module");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    await expect(get()).resolves.toBe("module");
    await expect(get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
