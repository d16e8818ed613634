// `npm run docs:screenshots:console`: the week view's pictures in
// docs/product.md (docs/images/admin-week-{light,dark}.png). Serves the
// end-to-end build (`npm run build:e2e` first, with the same E2E_PORT_OFFSET)
// with a fresh in-memory stack, fills this week with fifteen appointments
// for seven customers (one needing a call), two technicians on duty and two
// part-day closures, and photographs /admin/appointments as the seeded staff
// account, English in light and Spanish in dark, 1280 x 1200.
import { chromium } from "@playwright/test";
import { createServerClient } from "@supabase/ssr";
import ws from "ws";
import { addDays, businessToday, isoWeekday, slotInstant } from "@/lib/rules/booking-time";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { createNodeClient } from "@/tests/helpers/stack";
import { setTechniciansOnDuty } from "./bench/booking-client";
import { serveEndToEndBuild } from "./bench/console-site";
import { stopAll } from "./bench/processes";
import { chromiumArgs, findChromium } from "./find-chromium";

async function main() {
  const { stackUrl, site } = await serveEndToEndBuild();
  const service = createNodeClient(stackUrl, LOCAL_SERVICE_ROLE_KEY);
  await setTechniciansOnDuty(stackUrl, 2);
  let monday = businessToday();
  while (isoWeekday(monday) !== 1) monday = addDays(monday, -1);
  if (isoWeekday(businessToday()) > 5) monday = addDays(monday, 7);
  const names = ["Maria Gonzalez", "James Carter", "Ana Ruiz", "Tom Becker", "Linh Nguyen", "Carlos Mendoza", "Priya Shah"];
  const ids: string[] = [];
  for (const [i, name] of names.entries()) {
    const { data } = await service.auth.admin.createUser({ email: `shot${i}@example.com`, password: "Passw0rd!", email_confirm: true, user_metadata: { full_name: name } });
    ids.push(data.user!.id);
    await service.from("profiles").update({ phone: `(512) 555-01${10 + i}` }).eq("id", data.user!.id);
  }
  const plan: [number, string, number, number, Record<string, unknown>?][] = [
    [0, "09:00", 1, 0], [0, "10:30", 3, 1, { needs_call: true }], [0, "13:00", 2, 2], [0, "14:00", 1, 3],
    [1, "09:30", 4, 4], [1, "09:30", 1, 5], [1, "11:00", 5, 6], [1, "15:00", 1, 0, { issue_description: "Printer offline" }],
    [2, "10:00", 3, 1], [2, "13:30", 1, 2], [3, "09:00", 2, 3], [3, "11:00", 1, 4], [3, "13:00", 4, 5],
    [4, "09:00", 1, 6], [4, "10:00", 1, 0],
  ];
  const { data: services } = await service.from("services").select("id, name, duration");
  for (const [day, hhmm, serviceIndex, who, extra] of plan) {
    const s = services![serviceIndex % services!.length]!;
    const { error } = await service.from("appointments").insert({
      user_id: ids[who]!, service_id: s.id, service_name: s.name, duration: s.duration, appointment_date: slotInstant(addDays(monday, day), hhmm).toISOString(), ...extra,
    });
    if (error) console.error(day, hhmm, error.message);
  }
  await service.from("closures").insert({ starts_on: addDays(monday, 2), ends_on: addDays(monday, 2), closed_from: "15:00", closed_until: "17:00", reason_en: "Staff training", reason_es: "Capacitación del personal" });
  await service.from("closures").insert({ starts_on: addDays(monday, 4), ends_on: addDays(monday, 4), closed_from: "13:00", closed_until: "17:00", reason_en: "Inventory", reason_es: "Inventario" });

  const jar = new Map<string, string>();
  const supabase = createServerClient(stackUrl, LOCAL_ANON_KEY, {
    cookies: { getAll: () => [...jar].map(([name, value]) => ({ name, value })), setAll: (set) => set.forEach((c) => jar.set(c.name, c.value)) },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  await supabase.auth.signInWithPassword({ email: "staff@bytewise.test", password: "Staff123!" });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const shots: [string, "light" | "dark", string][] = [
    ["docs/images/admin-week-light.png", "light", "/admin/appointments"],
    ["docs/images/admin-week-dark.png", "dark", "/es/admin/appointments"],
  ];
  for (const [file, theme, path] of shots) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1200 }, colorScheme: theme });
    await context.addCookies([...jar].map(([name, value]) => ({ name, value, domain: "localhost", path: "/", sameSite: "Lax" as const })));
    await context.addInitScript((value) => localStorage.setItem("bytewise-theme", value), theme);
    const page = await context.newPage();
    await page.goto(`${site}${path}`);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: file });
    await context.close();
    console.log(file);
  }
  await browser.close();
}
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
