import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Finds a Chromium for Playwright and Lighthouse: CHROME_PATH, Debian's
 * /usr/bin/chromium, or one Playwright installed. With `install`, a missing
 * one is installed the platform's way (Debian's package, when run as root).
 */
export function findChromium({ install = false } = {}) {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter((p): p is string => !!p);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (install && process.platform === "linux" && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package (a few minutes, once)…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core", {
      stdio: "inherit",
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    "No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) " +
      "or set CHROME_PATH to a Chromium or Chrome binary.",
  );
}

/** Flags that let Chromium run headless as root on a machine without outside network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
