import { describe, expect, it } from "vitest";
import { sniffAttachmentType } from "@/lib/rules/attachment-sniff";
import { ascii, concat, EXE, heicWithExif, jpegWithExif, PDF, pngWithExif, webpSimple, webpWithExif } from "../fixtures/attachments/build";

// The server decides a file's type from its bytes (file-type's signatures),
// never from its name or the type the browser claimed.

describe("sniffAttachmentType", () => {
  it.each([
    ["JPEG", jpegWithExif(), "image/jpeg"],
    ["PNG", pngWithExif(), "image/png"],
    ["WebP (extended)", webpWithExif(), "image/webp"],
    ["WebP (simple)", webpSimple(), "image/webp"],
    ["HEIC (iPhone: major brand heic)", heicWithExif().file, "image/heic"],
    ["HEIC (Android: mif1, compatible heic)", heicWithExif({ majorBrand: "mif1", compatible: ["mif1", "heic"] }).file, "image/heic"],
    ["PDF", PDF, "application/pdf"],
  ])("%s is recognised", async (_, bytes, type) => {
    expect(await sniffAttachmentType(bytes)).toBe(type);
  });

  it.each([
    ["a Windows executable (renamed photo.jpg or not)", EXE],
    ["a GIF", concat(ascii("GIF89a"), new Uint8Array(20))],
    ["an SVG", ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["HTML", ascii("<!doctype html><html><body>hi</body></html>")],
    ["a ZIP", concat(Uint8Array.of(0x50, 0x4b, 0x03, 0x04), new Uint8Array(40))],
    ["an AVIF (HEIF, but not HEVC)", heicWithExif({ majorBrand: "avif", compatible: ["mif1", "avif"] }).file],
    ["a HEIF without an HEVC brand", heicWithExif({ majorBrand: "mif1", compatible: ["mif1", "miaf"] }).file],
    ["a HEIC image sequence", heicWithExif({ majorBrand: "hevc", compatible: ["msf1", "hevc"] }).file],
    ["plain text", ascii("just some text, no magic number")],
    ["nothing", new Uint8Array(0)],
  ])("%s is refused", async (_, bytes) => {
    expect(await sniffAttachmentType(bytes)).toBeNull();
  });
});
