import { fileTypeFromBuffer } from "file-type/core";
import { ATTACHMENT_TYPES, type AttachmentType } from "@/lib/rules/business-rules";

/** HEIF brands of HEVC-coded still images (ISO/IEC 23008-12): what "image/heic" means. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis"]);

/**
 * The attachment type of a file by its bytes (file-type's signatures, never
 * the name or the type the browser claimed), or null when it is none of
 * ATTACHMENT_TYPES: a renamed executable, a GIF, an SVG, an AVIF... A HEIF
 * whose major brand is the generic "mif1" counts as HEIC when its
 * compatible brands say the image is HEVC-coded (some Android phones write
 * these); an image sequence does not.
 */
export async function sniffAttachmentType(bytes: Uint8Array): Promise<AttachmentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (found.mime === "image/heif") return heifBrands(bytes).some((brand) => HEIC_BRANDS.has(brand)) ? "image/heic" : null;
  return (ATTACHMENT_TYPES as readonly string[]).includes(found.mime) ? (found.mime as AttachmentType) : null;
}

/** The major and compatible brands of an ISO BMFF file's leading ftyp box. */
function heifBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = Math.min(view.getUint32(0), bytes.length);
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (text(4) !== "ftyp" || size < 16) return [];
  const brands = [text(8)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(text(at));
  return brands;
}
