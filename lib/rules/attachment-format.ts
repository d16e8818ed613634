import type { NumberFormatOptions } from "next-intl";

/**
 * A byte count as a number and the unit to show it in, for Intl's (next-intl's)
 * unit formatting: "820 byte", "14 kB", "2.5 MB" ("2,5 MB" in Spanish). Counted
 * in 1024s, as Windows shows file sizes, so the 10 MiB limit reads "10 MB".
 */
export function fileSizeFormat(bytes: number): { value: number; options: NumberFormatOptions } {
  const unit = (name: "byte" | "kilobyte" | "megabyte", maximumFractionDigits: number) =>
    ({ style: "unit", unit: name, unitDisplay: "short", maximumFractionDigits }) satisfies NumberFormatOptions;
  if (bytes < 1024) return { value: bytes, options: unit("byte", 0) };
  if (bytes < 1024 * 1024) return { value: bytes / 1024, options: unit("kilobyte", bytes < 10 * 1024 ? 1 : 0) };
  return { value: bytes / (1024 * 1024), options: unit("megabyte", 1) };
}
