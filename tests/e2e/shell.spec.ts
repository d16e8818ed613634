import { expect, test, type Page } from "@playwright/test";
import { compileHint } from "../../scripts/add-compile-hints";
import { expectNoSeriousA11yViolations, applyTheme } from "./helpers/axe";
import { signInUnverified } from "./helpers/supabase";

/** Resolves after the page has rendered two more frames (a style update and the paint after it). */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

test.describe("language routing", () => {
  test("?lng=es lands on the Spanish page and remembers it", async ({ page }) => {
    await page.goto("/services?lng=es");
    await expect(page).toHaveURL(/\/es\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.goto("/about");
    await expect(page).toHaveURL(/\/es\/about$/);
  });

  test("Accept-Language: es lands on Spanish, English stays at the unprefixed paths", async ({ browser }) => {
    const spanish = await browser.newContext({ locale: "es-MX", extraHTTPHeaders: { "Accept-Language": "es-MX,es;q=0.9" } });
    const page = await spanish.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole("link", { name: "Inicio", exact: true }).first()).toBeVisible();
    await spanish.close();

    const english = await browser.newContext({ locale: "en-US" });
    const enPage = await english.newPage();
    await enPage.goto("/contact");
    await expect(enPage).toHaveURL(/\/contact$/);
    await expect(enPage.locator("html")).toHaveAttribute("lang", "en");
    await english.close();
  });

  test("the switch swaps language on the same page and the choice sticks", async ({ page }) => {
    await page.goto("/about?ref=test#story");
    await page.getByRole("button", { name: "EN, change language", exact: true }).click();
    await page.getByRole("menuitemradio", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/about\?ref=test#story$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("es");
    await page.goto("/about");
    await expect(page).toHaveURL(/\/es\/about$/);

    await page.getByRole("button", { name: "ES, cambiar idioma", exact: true }).click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("theme", () => {
  test("dark mode persists under bytewise-theme with no flash", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("bytewise-theme"))).toBe("dark");

    // The class must be on <html> before the page's scripts run, not after hydration.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { themeAtLoad: string }).themeAtLoad = document.documentElement.className;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtLoad: string }).themeAtLoad)).toContain("dark");
  });

  test("switching the theme recolours the page at once, without colour transitions", async ({ page }) => {
    await page.goto("/");
    // Transitions that start once the page is dark come from the switch itself,
    // not from the pointer leaving the menu button.
    await page.evaluate(() => {
      const w = window as unknown as { colourTransitions: string[] };
      w.colourTransitions = [];
      document.addEventListener("transitionrun", (event) => {
        if (event.propertyName.includes("color") && document.documentElement.classList.contains("dark")) {
          w.colourTransitions.push(`${event.propertyName} on ${(event.target as Element).outerHTML.slice(0, 80)}`);
        }
      });
    });
    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // Any transition the switch starts begins with the next style update: two frames later it has run or never will.
    await nextFrames(page);
    expect(await page.evaluate(() => (window as unknown as { colourTransitions: string[] }).colourTransitions)).toEqual([]);
  });
});

test.describe("navigation bar", () => {
  test("turns solid after scrolling past 50 px", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 40);
    // The page has scrolled and painted that position: the header has had its chance to change.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
    await nextFrames(page);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("dropdowns work with the keyboard", async ({ page }) => {
    await page.goto("/");
    const services = page.getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Data Recovery" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("the mobile menu opens and navigates at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("prefetching", () => {
  test("links fetch the next page's data on intent, not as the page loads", async ({ page }) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 1500);
    await page.waitForLoadState("networkidle");
    expect(prefetched).toEqual([]);

    await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).hover();
    await expect.poll(() => prefetched).toContain("/contact");
  });
});

test.describe("startup scripts", () => {
  for (const pagePath of ["/", "/es/contact"]) {
    test(`every script ${pagePath} loads at startup carries V8's compile hint`, async ({ page, request }) => {
      await page.goto(pagePath);
      // Module scripts only: browsers that run the no-module polyfills ignore the hint anyway.
      const scripts = await page.locator("script[src][async]").evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
      expect(scripts.length).toBeGreaterThan(5);
      for (const src of scripts) expect((await (await request.get(src)).text()).startsWith(compileHint), src).toBe(true);
    });
  }
});

test.describe("404", () => {
  for (const [prefix, title, home, documentTitle] of [
    ["", "Oops! Page not found", "Return to Home", "Page not found | ByteWise Tech Support"],
    ["/es", "¡Uy! Página no encontrada", "Volver al inicio", "Página no encontrada | ByteWise Tech Support"],
  ] as const) {
    test(`unknown paths give the 404 page with status 404 (${prefix || "/en"})`, async ({ page, request }) => {
      // What link previews and crawlers read: the served HTML, scripts not run.
      const served = await request.get(`${prefix}/no-such-page/at-all`);
      expect(served.status()).toBe(404);
      const titles = [...(await served.text()).matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
      expect(titles).toEqual([documentTitle]);

      const response = await page.goto(`${prefix}/no-such-page/at-all`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(documentTitle);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await page.getByRole("link", { name: home }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}$|${prefix}/$`));
    });
  }
});

test("a missing file outside the locale routes is a plain 404, not a server error", async ({ request }) => {
  expect((await request.get("/missing-file.ico")).status()).toBe(404);
});

test.describe("protected routes", () => {
  test("a signed-out visit to /dashboard lands on /auth?redirect=%2Fdashboard", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
    await page.goto("/es/service-request");
    await expect(page).toHaveURL(/\/es\/auth\?redirect=%2Fes%2Fservice-request$/);
  });

  test("a signed-in user without a verified email lands on /verification-pending", async ({ page, context, baseURL }) => {
    await signInUnverified(context, baseURL!);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/verification-pending$/);
    await page.goto("/es/service-request");
    await expect(page).toHaveURL(/\/es\/verification-pending$/);
  });
});

test.describe("accessibility of the shell", () => {
  // Each width in one theme: public-a11y checks every page in both.
  for (const [theme, width] of [["light", 1280], ["dark", 375]] as const) {
    test(`no serious axe violations, ${theme}, ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await applyTheme(page, theme);
      await expectNoSeriousA11yViolations(page);
      await page.goto("/es/no-such-page");
      await expectNoSeriousA11yViolations(page);
    });
  }
});
