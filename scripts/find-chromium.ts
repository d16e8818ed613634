import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const SHELL = "/usr/bin/chromium-headless-shell";
const canInstall = () => process.platform === "linux" && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");

function aptInstall(packages: string) {
  console.log(`Installing Debian's ${packages} (a few minutes, once)…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages} fonts-noto-core`, { stdio: "inherit" });
}

/**
 * Finds a Chromium: CHROME_PATH, else Debian's /usr/bin/chromium. With
 * `shell`, Debian's chromium-headless-shell comes first: the same Chromium
 * build without the full browser around it, which is what Playwright itself
 * runs headless tests in, and it spends less than half the CPU of the full
 * browser's headless mode (docs/testing.md, "Which Chromium"). Screenshots
 * and Lighthouse keep the full browser. With `install`, what is missing is
 * installed the platform's way (Debian's packages, when run as root).
 */
export function findChromium({ install = false, shell = false } = {}) {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (shell && !existsSync(SHELL) && install && canInstall()) aptInstall("chromium-headless-shell");
  if (shell && existsSync(SHELL)) return SHELL;
  const found = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
  if (found) return found;
  if (install && canInstall()) {
    aptInstall("chromium");
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    "No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell`) " +
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

/**
 * The browser tests' flags: V8 without its compilers (`--jitless`, the
 * interpreter alone). A test's page lives for seconds and runs the site's
 * scripts once, too short to repay compiling them to machine code; on two
 * samples of the end-to-end tests the renderers used 9 to 16 % less CPU
 * (docs/testing.md, "Which Chromium"). No page of the site uses WebAssembly,
 * which jitless V8 lacks.
 */
export const testChromiumArgs = [...chromiumArgs, "--js-flags=--jitless"];
