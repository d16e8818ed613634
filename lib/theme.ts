import { themeStorageKey } from "./site";

/**
 * next-themes settings, shared by the layout and by the test that pins the
 * hash of the inline theme script in the Content-Security-Policy
 * (lib/security-headers.ts): change one and that test tells you the new hash.
 */
export const themeProviderProps = {
  attribute: "class",
  storageKey: themeStorageKey,
  defaultTheme: "system",
  enableSystem: true,
} as const;

export const themes = ["light", "dark", "system"] as const;
