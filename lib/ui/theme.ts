import { themeStorageKey } from "@/lib/site/business-profile";

/**
 * next-themes settings. Its own no-flash script is rendered inert
 * (`type="text/plain"`): its text is a function's source, which the production
 * build minifies differently from the package, so no hash pinned in the
 * Content-Security-Policy can match it on the pages that carry a nonce. The
 * layout runs `themeScript` instead.
 */
export const themeProviderProps = {
  attribute: "class",
  storageKey: themeStorageKey,
  defaultTheme: "system",
  enableSystem: true,
  scriptProps: { type: "text/plain" },
} as const;

/**
 * The no-flash theme script (next-themes' behaviour for the settings above):
 * before first paint, the stored choice, or the system's, becomes the class
 * and the color-scheme of <html>. A fixed string, so its hash in the
 * Content-Security-Policy (lib/proxy/security-headers.ts themeScriptHash) holds in
 * every build; tests/unit/security-headers.test.ts recomputes it.
 */
export const themeScript = `(function(){var e=document.documentElement;try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)})||"system";if(t==="system")t=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";if(t!=="light"&&t!=="dark")return;e.classList.remove("light","dark");e.classList.add(t);e.style.colorScheme=t}catch(_){}})()`;

export const themes = ["light", "dark", "system"] as const;
