import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** pdfjs-dist's own metrics of the standard 14 fonts (Helvetica), which the documents use. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** The text of every page of a PDF (a file, or its bytes), items joined by spaces (pdfjs-dist, the parser browsers use). */
export async function pdfText(source: string | Uint8Array): Promise<string> {
  const data = typeof source === "string" ? new Uint8Array(await readFile(source)) : new Uint8Array(source);
  const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages.join("\n");
}
