import type { AttachmentType } from "@/lib/rules/business-rules";

// Removes what a photo says about where and when it was taken (Exif, with its
// GPS block, XMP, IPTC, PNG text) before a customer's upload is stored: pure
// TypeScript over the file's own structure, so it runs on Vercel without a
// native image library, and never decodes or re-encodes pixels.
//
// - JPEG: drops APP1 Exif and XMP segments, APP13 Photoshop/IPTC, APP2 MPF and
//   whatever follows the end-of-image marker (phones append secondary images
//   there, each with Exif of its own).
// - PNG: drops eXIf, tEXt, zTXt and iTXt chunks, and anything after IEND.
// - WebP: drops EXIF and XMP chunks and clears their VP8X flags.
// - HEIC: overwrites the payload of Exif and XMP items with zero bytes in
//   place (found through meta/iinf/iloc), so every offset in the file stays valid.
// - PDF: unchanged.
//
// The one tag kept is Orientation (in a new, minimal Exif block, for JPEG,
// PNG and WebP): without it a phone photo would show sideways.

/** The file's structure is not what its type says; the upload is refused. */
export class MalformedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MalformedFileError";
  }
}

/** The bytes with location and other metadata removed (a new array; `bytes` is untouched). Throws MalformedFileError. */
export function stripMetadata(bytes: Uint8Array, type: AttachmentType): Uint8Array {
  switch (type) {
    case "image/jpeg":
      return stripJpeg(bytes);
    case "image/png":
      return stripPng(bytes);
    case "image/webp":
      return stripWebp(bytes);
    case "image/heic":
      return stripHeic(bytes);
    case "application/pdf":
      return bytes.slice();
  }
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: Uint8Array) => bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
const fourcc = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// Exif (TIFF) ---------------------------------------------------------------

const EXIF_HEADER = ascii("Exif\0\0");

/** The Orientation tag (1..8) of IFD0 in a TIFF structure, or null (absent, unreadable, or 1: nothing to keep). */
export function readOrientation(tiff: Uint8Array): number | null {
  if (startsWith(tiff, EXIF_HEADER)) tiff = tiff.subarray(EXIF_HEADER.length);
  if (tiff.length < 8) return null;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return null;
  const view = viewOf(tiff);
  if (view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) !== 0x0112) continue;
    if (view.getUint16(entry + 2, little) !== 3 || view.getUint32(entry + 4, little) < 1) return null;
    const value = view.getUint16(entry + 8, little);
    return value >= 2 && value <= 8 ? value : null;
  }
  return null;
}

/** A big-endian TIFF structure whose IFD0 holds only Orientation. */
export function orientationOnlyTiff(orientation: number): Uint8Array {
  const tiff = new Uint8Array(26);
  const view = viewOf(tiff);
  tiff.set(ascii("MM"), 0);
  view.setUint16(2, 42);
  view.setUint32(4, 8);
  view.setUint16(8, 1);
  view.setUint16(10, 0x0112);
  view.setUint16(12, 3);
  view.setUint32(14, 1);
  view.setUint16(18, orientation);
  view.setUint32(22, 0);
  return tiff;
}

// JPEG ----------------------------------------------------------------------

const XMP_HEADERS = [ascii("http://ns.adobe.com/xap/1.0/\0"), ascii("http://ns.adobe.com/xmp/extension/\0")];
const PHOTOSHOP_HEADER = ascii("Photoshop 3.0\0");
const MPF_HEADER = ascii("MPF\0");

function stripJpeg(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new MalformedFileError("JPEG without a start-of-image marker");
  const view = viewOf(bytes);
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientationAt = -1;
  let orientation: number | null = null;
  let pos = 2;
  for (;;) {
    if (pos + 2 > bytes.length || bytes[pos] !== 0xff) throw new MalformedFileError(`JPEG marker expected at ${pos}`);
    let marker = bytes[pos + 1]!;
    while (marker === 0xff && pos + 2 < bytes.length) marker = bytes[++pos + 1]!;
    if (marker === 0xd9) {
      parts.push(bytes.subarray(pos, pos + 2));
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(pos, pos + 2));
      pos += 2;
      continue;
    }
    if (pos + 4 > bytes.length) throw new MalformedFileError("JPEG segment cut short");
    const end = pos + 2 + view.getUint16(pos + 2);
    if (end < pos + 4 || end > bytes.length) throw new MalformedFileError(`JPEG segment at ${pos} runs past the file`);
    const payload = bytes.subarray(pos + 4, end);
    let drop = false;
    if (marker === 0xe1 && startsWith(payload, ascii("Exif"))) {
      drop = true;
      orientation ??= readOrientation(payload.subarray(Math.min(6, payload.length)));
      if (orientationAt < 0) orientationAt = parts.length;
    } else if (marker === 0xe1 && XMP_HEADERS.some((header) => startsWith(payload, header))) drop = true;
    else if (marker === 0xed && startsWith(payload, PHOTOSHOP_HEADER)) drop = true;
    else if (marker === 0xe2 && startsWith(payload, MPF_HEADER)) drop = true;
    if (!drop) parts.push(bytes.subarray(pos, end));
    pos = end;
    if (marker === 0xda) {
      // Entropy-coded data: runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      let scan = pos;
      while (scan + 1 < bytes.length && !(bytes[scan] === 0xff && bytes[scan + 1] !== 0x00 && !(bytes[scan + 1]! >= 0xd0 && bytes[scan + 1]! <= 0xd7))) scan++;
      if (scan + 1 >= bytes.length) {
        // Cut short without an end-of-image marker: viewers show what is there, and so may we.
        parts.push(bytes.subarray(pos));
        break;
      }
      parts.push(bytes.subarray(pos, scan));
      pos = scan;
    }
  }
  if (orientation !== null) {
    const tiff = orientationOnlyTiff(orientation);
    const segment = new Uint8Array(4 + EXIF_HEADER.length + tiff.length);
    segment.set([0xff, 0xe1], 0);
    viewOf(segment).setUint16(2, segment.length - 2);
    segment.set(EXIF_HEADER, 4);
    segment.set(tiff, 4 + EXIF_HEADER.length);
    parts.splice(orientationAt, 0, segment);
  }
  return concat(parts);
}

// PNG -----------------------------------------------------------------------

const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const PNG_METADATA_CHUNKS = new Set(["eXIf", "tEXt", "zTXt", "iTXt"]);

function stripPng(bytes: Uint8Array): Uint8Array {
  if (!startsWith(bytes, PNG_SIGNATURE)) throw new MalformedFileError("PNG without its signature");
  const view = viewOf(bytes);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let pos = 8;
  for (;;) {
    if (pos + 12 > bytes.length) throw new MalformedFileError("PNG without an IEND chunk");
    const end = pos + 12 + view.getUint32(pos);
    if (end > bytes.length) throw new MalformedFileError(`PNG chunk at ${pos} runs past the file`);
    const type = fourcc(bytes, pos + 4);
    if (!PNG_METADATA_CHUNKS.has(type)) parts.push(bytes.subarray(pos, end));
    else if (type === "eXIf") {
      const orientation = readOrientation(bytes.subarray(pos + 8, end - 4));
      if (orientation !== null) parts.push(pngChunk("eXIf", orientationOnlyTiff(orientation)));
    }
    pos = end;
    if (type === "IEND") break;
  }
  return concat(parts);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = viewOf(chunk);
  view.setUint32(0, data.length);
  chunk.set(ascii(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

let crcTable: Uint32Array | undefined;
/** CRC-32 (ISO 3309) as PNG chunks use it. */
export function crc32(data: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// WebP ----------------------------------------------------------------------

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 12 || fourcc(bytes, 0) !== "RIFF" || fourcc(bytes, 8) !== "WEBP") throw new MalformedFileError("WebP without its RIFF header");
  const view = viewOf(bytes);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.length || riffEnd < 12) throw new MalformedFileError("WebP whose RIFF size runs past the file");
  const parts: Uint8Array[] = [];
  let vp8x: Uint8Array | null = null;
  let exifAt = -1;
  let orientation: number | null = null;
  for (let pos = 12; pos < riffEnd; ) {
    if (pos + 8 > riffEnd) throw new MalformedFileError("WebP chunk cut short");
    const type = fourcc(bytes, pos);
    const size = view.getUint32(pos + 4, true);
    const end = pos + 8 + size + (size & 1);
    if (pos + 8 + size > riffEnd) throw new MalformedFileError(`WebP chunk at ${pos} runs past the file`);
    if (type === "EXIF") {
      orientation ??= readOrientation(bytes.subarray(pos + 8, pos + 8 + size));
      if (exifAt < 0) exifAt = parts.length;
    } else if (type !== "XMP ") {
      const chunk = bytes.slice(pos, Math.min(end, riffEnd));
      if (type === "VP8X" && vp8x === null && size >= 1) vp8x = chunk;
      parts.push(chunk);
    }
    pos = end;
  }
  if (vp8x) {
    vp8x[8] = vp8x[8]! & ~(VP8X_EXIF | VP8X_XMP);
    if (orientation !== null) {
      vp8x[8] = vp8x[8]! | VP8X_EXIF;
      const tiff = orientationOnlyTiff(orientation);
      const chunk = new Uint8Array(8 + tiff.length);
      chunk.set(ascii("EXIF"), 0);
      viewOf(chunk).setUint32(4, tiff.length, true);
      chunk.set(tiff, 8);
      parts.splice(exifAt, 0, chunk);
    }
  }
  const body = concat(parts);
  const out = new Uint8Array(12 + body.length);
  out.set(bytes.subarray(0, 12), 0);
  viewOf(out).setUint32(4, 4 + body.length, true);
  out.set(body, 12);
  return out;
}

// HEIC (ISO BMFF / HEIF) ----------------------------------------------------

interface Box {
  type: string;
  /** Where the box starts, and where its content (after the header) starts and ends. */
  start: number;
  content: number;
  end: number;
}

/** The boxes between `from` and `to`. */
function boxes(bytes: Uint8Array, from: number, to: number): Box[] {
  const view = viewOf(bytes);
  const found: Box[] = [];
  for (let pos = from; pos < to; ) {
    if (pos + 8 > to) throw new MalformedFileError(`HEIF box header cut short at ${pos}`);
    let size = view.getUint32(pos);
    let content = pos + 8;
    if (size === 1) {
      if (pos + 16 > to) throw new MalformedFileError("HEIF large box header cut short");
      const large = view.getBigUint64(pos + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new MalformedFileError("HEIF box too large");
      size = Number(large);
      content = pos + 16;
    } else if (size === 0) size = to - pos;
    const end = pos + size;
    if (end > to || end < content) throw new MalformedFileError(`HEIF box at ${pos} runs past its parent`);
    found.push({ type: fourcc(bytes, pos + 4), start: pos, content, end });
    pos = end;
  }
  return found;
}

interface Extent {
  method: number;
  offset: number;
  /** 0: to the end of the file (method 0) or of the idat box (method 1). */
  length: number;
}

function stripHeic(bytes: Uint8Array): Uint8Array {
  const top = boxes(bytes, 0, bytes.length);
  const meta = top.find((box) => box.type === "meta");
  if (!meta) throw new MalformedFileError("HEIF without a meta box");
  const children = boxes(bytes, meta.content + 4, meta.end);
  const iinf = children.find((box) => box.type === "iinf");
  const iloc = children.find((box) => box.type === "iloc");
  const idat = children.find((box) => box.type === "idat");
  if (!iinf || !iloc) throw new MalformedFileError("HEIF without iinf or iloc");
  const targets = metadataItems(bytes, iinf);
  if (targets.size === 0) return bytes.slice();
  const locations = itemLocations(bytes, iloc);
  const out = bytes.slice();
  for (const id of targets) {
    for (const extent of locations.get(id) ?? []) {
      let start: number;
      let limit: number;
      if (extent.method === 0) {
        start = extent.offset;
        limit = bytes.length;
      } else if (extent.method === 1 && idat) {
        start = idat.content + extent.offset;
        limit = idat.end;
      } else throw new MalformedFileError(`HEIF item ${id} stored in a way this cannot clear (construction method ${extent.method})`);
      const end = extent.length === 0 ? limit : start + extent.length;
      if (start < 0 || end > limit || end < start) throw new MalformedFileError(`HEIF item ${id} lies outside the file`);
      out.fill(0, start, end);
    }
  }
  return out;
}

/** Ids of the Exif items, and of XMP items (MIME items of type application/rdf+xml), listed in iinf. */
function metadataItems(bytes: Uint8Array, iinf: Box): Set<number> {
  const view = viewOf(bytes);
  const version = bytes[iinf.content]!;
  const first = iinf.content + 4 + (version === 0 ? 2 : 4);
  const ids = new Set<number>();
  for (const infe of boxes(bytes, first, iinf.end)) {
    if (infe.type !== "infe") continue;
    const infeVersion = bytes[infe.content]!;
    let pos = infe.content + 4;
    const need = (n: number) => {
      if (pos + n > infe.end) throw new MalformedFileError("HEIF item info cut short");
    };
    const cString = () => {
      const zero = bytes.indexOf(0, pos);
      const end = zero < 0 || zero >= infe.end ? infe.end : zero;
      const text = String.fromCharCode(...bytes.subarray(pos, end));
      pos = Math.min(end + 1, infe.end);
      return text;
    };
    let id: number;
    let itemType = "";
    if (infeVersion >= 2) {
      need(infeVersion === 2 ? 8 : 10);
      id = infeVersion === 2 ? view.getUint16(pos) : view.getUint32(pos);
      pos += (infeVersion === 2 ? 2 : 4) + 2;
      itemType = fourcc(bytes, pos);
      pos += 4;
      cString();
    } else {
      need(4);
      id = view.getUint16(pos);
      pos += 4;
      cString();
      itemType = "mime";
    }
    const contentType = itemType === "mime" ? cString() : "";
    if (itemType === "Exif" || (itemType === "mime" && contentType.trim().toLowerCase() === "application/rdf+xml")) ids.add(id);
  }
  return ids;
}

/** Each item's extents from iloc (versions 0, 1 and 2). */
function itemLocations(bytes: Uint8Array, iloc: Box): Map<number, Extent[]> {
  const view = viewOf(bytes);
  const version = bytes[iloc.content]!;
  if (version > 2) throw new MalformedFileError(`HEIF iloc version ${version}`);
  let pos = iloc.content + 4;
  const read = (size: number) => {
    if (pos + size > iloc.end) throw new MalformedFileError("HEIF iloc cut short");
    let value: number;
    if (size === 0) value = 0;
    else if (size === 2) value = view.getUint16(pos);
    else if (size === 4) value = view.getUint32(pos);
    else if (size === 8) {
      const big = view.getBigUint64(pos);
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) throw new MalformedFileError("HEIF offset too large");
      value = Number(big);
    } else throw new MalformedFileError(`HEIF iloc field of ${size} bytes`);
    pos += size;
    return value;
  };
  const sizes = read(2);
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseOffsetSize = (sizes >> 4) & 0xf;
  const indexSize = version === 0 ? 0 : sizes & 0xf;
  const itemCount = read(version < 2 ? 2 : 4);
  const locations = new Map<number, Extent[]>();
  for (let i = 0; i < itemCount; i++) {
    const id = read(version < 2 ? 2 : 4);
    const method = version === 0 ? 0 : read(2) & 0xf;
    read(2); // data_reference_index: 0 means this file
    const base = read(baseOffsetSize);
    const extentCount = read(2);
    const extents: Extent[] = [];
    for (let e = 0; e < extentCount; e++) {
      if (indexSize > 0) read(indexSize);
      const offset = read(offsetSize);
      const length = read(lengthSize);
      extents.push({ method, offset: base + offset, length });
    }
    locations.set(id, extents);
  }
  return locations;
}
