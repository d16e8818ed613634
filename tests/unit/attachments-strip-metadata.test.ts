import exifr from "exifr";
import { describe, expect, it } from "vitest";
import { MalformedFileError, orientationOnlyTiff, readOrientation, stripMetadata } from "@/lib/rules/attachment-strip-metadata";
import {
  ascii,
  concat,
  exifTiff,
  heicWithExif,
  jpegParts,
  jpegWithExif,
  PDF,
  PNG_SIGNATURE,
  pngParts,
  pngWithExif,
  riff,
  webpChunk,
  webpParts,
  webpSimple,
  webpWithExif,
} from "../fixtures/attachments/build";

// Location and other metadata leave customers' photos before they are
// stored (lib/rules/attachment-strip-metadata.ts). Each file is built with an Exif
// block holding a GPS position (exifr, an independent reader, finds it), then
// stripped: exifr must find no position, and every other byte must be as it was.

const parse = (bytes: Uint8Array) => exifr.parse(Buffer.from(bytes), { gps: true, xmp: true, iptc: true, translateValues: false, mergeOutput: true });
const gps = async (bytes: Uint8Array) => (await exifr.gps(Buffer.from(bytes))) ?? null;

/** The Exif block stripping leaves in place of the original when the photo was rotated. */
const orientationSegment = (orientation: number) => {
  const tiff = orientationOnlyTiff(orientation);
  return concat(Uint8Array.of(0xff, 0xe1, 0, 2 + 6 + tiff.length), ascii("Exif\0\0"), tiff);
};

describe("Exif orientation", () => {
  it("is read from IFD0 in either byte order, with or without the Exif header; 1 or none is null", () => {
    expect(readOrientation(exifTiff({ orientation: 6 }))).toBe(6);
    expect(readOrientation(concat(ascii("Exif\0\0"), exifTiff({ orientation: 8 })))).toBe(8);
    expect(readOrientation(orientationOnlyTiff(3))).toBe(3);
    expect(readOrientation(exifTiff({ orientation: 1 }))).toBeNull();
    expect(readOrientation(exifTiff())).toBeNull();
    expect(readOrientation(ascii("garbage"))).toBeNull();
    expect(readOrientation(new Uint8Array(0))).toBeNull();
  });
});

describe("JPEG", () => {
  it("has a GPS position before (the test's own check)", async () => {
    expect(await gps(jpegWithExif())).toEqual({ latitude: 30.2672, longitude: -97.7431 });
  });

  it("loses Exif (with GPS), XMP, IPTC and what follows the image; the rest is byte for byte the same", async () => {
    const p = jpegParts();
    const stripped = stripMetadata(jpegWithExif(), "image/jpeg");
    expect(await gps(stripped)).toBeNull();
    expect(await parse(stripped)).toBeUndefined();
    expect(Buffer.from(stripped).equals(Buffer.from(concat(p.soi, p.app0, p.icc, p.dqt, p.sof, p.dht, p.sos, p.scan, p.eoi)))).toBe(true);
  });

  it("keeps only the Orientation of a rotated photo, where its Exif block was", async () => {
    const p = jpegParts({ orientation: 6 });
    const stripped = stripMetadata(jpegWithExif({ orientation: 6 }), "image/jpeg");
    expect(await parse(stripped)).toEqual({ Orientation: 6 });
    expect(Buffer.from(stripped).equals(Buffer.from(concat(p.soi, p.app0, orientationSegment(6), p.icc, p.dqt, p.sof, p.dht, p.sos, p.scan, p.eoi)))).toBe(true);
  });

  it("leaves a JPEG without metadata as it was, and does not touch the input", () => {
    const p = jpegParts();
    const clean = concat(p.soi, p.app0, p.dqt, p.sof, p.dht, p.sos, p.scan, p.eoi);
    const copy = clean.slice();
    expect(Buffer.from(stripMetadata(clean, "image/jpeg")).equals(Buffer.from(clean))).toBe(true);
    expect(clean).toEqual(copy);
  });

  it("keeps a scan cut short (no end marker) and refuses what is not a JPEG's structure", () => {
    const p = jpegParts();
    const cut = concat(p.soi, p.app0, p.exif, p.sos, p.scan);
    expect(Buffer.from(stripMetadata(cut, "image/jpeg")).equals(Buffer.from(concat(p.soi, p.app0, p.sos, p.scan)))).toBe(true);
    expect(() => stripMetadata(ascii("not a jpeg"), "image/jpeg")).toThrow(MalformedFileError);
    expect(() => stripMetadata(concat(p.soi, Uint8Array.of(0xff, 0xe1, 0x40, 0x00), ascii("Exif")), "image/jpeg")).toThrow(MalformedFileError);
    expect(() => stripMetadata(concat(p.soi, p.app0, ascii("junk")), "image/jpeg")).toThrow(MalformedFileError);
  });
});

describe("PNG", () => {
  it("has a GPS position before", async () => {
    expect(await gps(pngWithExif())).toEqual({ latitude: 30.2672, longitude: -97.7431 });
  });

  it("loses eXIf, tEXt, zTXt, iTXt and what follows IEND; the other chunks are unchanged", async () => {
    const p = pngParts();
    const stripped = stripMetadata(pngWithExif(), "image/png");
    expect(await gps(stripped)).toBeNull();
    expect(Buffer.from(stripped).equals(Buffer.from(concat(PNG_SIGNATURE, p.ihdr, p.idat, p.iend)))).toBe(true);
  });

  it("keeps a rotated image's Orientation in a new eXIf chunk with a valid CRC", async () => {
    const p = pngParts({ orientation: 8 });
    const stripped = stripMetadata(pngWithExif({ orientation: 8 }), "image/png");
    const { pngChunk } = await import("../fixtures/attachments/build");
    expect(Buffer.from(stripped).equals(Buffer.from(concat(PNG_SIGNATURE, p.ihdr, pngChunk("eXIf", orientationOnlyTiff(8)), p.idat, p.iend)))).toBe(true);
    const tags = await parse(stripped);
    expect(tags.Orientation).toBe(8);
    expect(tags).not.toHaveProperty("Make");
    expect(await gps(stripped)).toBeNull();
  });

  it("refuses a broken chunk list", () => {
    const p = pngParts();
    expect(() => stripMetadata(concat(PNG_SIGNATURE, p.ihdr), "image/png")).toThrow(MalformedFileError);
    expect(() => stripMetadata(concat(PNG_SIGNATURE, p.ihdr.subarray(0, 10)), "image/png")).toThrow(MalformedFileError);
    expect(() => stripMetadata(ascii("GIF89a"), "image/png")).toThrow(MalformedFileError);
  });
});

describe("WebP", () => {
  const chunks = (bytes: Uint8Array) => {
    const found: { type: string; data: Uint8Array }[] = [];
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    for (let at = 12; at < bytes.length; ) {
      const size = view.getUint32(at + 4, true);
      found.push({ type: String.fromCharCode(...bytes.subarray(at, at + 4)), data: bytes.subarray(at + 8, at + 8 + size) });
      at += 8 + size + (size & 1);
    }
    return found;
  };

  it("has a GPS position before (in its EXIF chunk)", async () => {
    const exif = chunks(webpWithExif()).find((c) => c.type === "EXIF")!;
    expect(await gps(exif.data)).toEqual({ latitude: 30.2672, longitude: -97.7431 });
  });

  it("loses the EXIF and XMP chunks and their VP8X flags; the image chunk is unchanged", () => {
    const p = webpParts();
    const stripped = stripMetadata(webpWithExif(), "image/webp");
    expect(chunks(stripped).map((c) => c.type)).toEqual(["VP8X", "VP8L"]);
    expect(chunks(stripped)[0]!.data[0]).toBe(0);
    expect(Buffer.from(stripped).equals(Buffer.from(riff(p.vp8x(0), p.image)))).toBe(true);
  });

  it("keeps a rotated image's Orientation (EXIF flag set again), other VP8X flags untouched", async () => {
    const p = webpParts({ orientation: 6 });
    const source = riff(p.vp8x(0x08 | 0x04 | 0x10), p.image, p.exif, p.xmp);
    const stripped = stripMetadata(source, "image/webp");
    const found = chunks(stripped);
    expect(found.map((c) => c.type)).toEqual(["VP8X", "VP8L", "EXIF"]);
    expect(found[0]!.data[0]).toBe(0x08 | 0x10);
    expect(await gps(found[2]!.data)).toBeNull();
    expect(await exifr.parse(Buffer.from(found[2]!.data), { translateValues: false })).toEqual({ Orientation: 6 });
    expect(Buffer.from(stripped).equals(Buffer.from(riff(p.vp8x(0x18), p.image, webpChunk("EXIF", orientationOnlyTiff(6)))))).toBe(true);
  });

  it("leaves a simple WebP as it was and refuses a RIFF that runs past the file", () => {
    expect(Buffer.from(stripMetadata(webpSimple(), "image/webp")).equals(Buffer.from(webpSimple()))).toBe(true);
    const cut = webpWithExif().subarray(0, 40);
    expect(() => stripMetadata(cut, "image/webp")).toThrow(MalformedFileError);
  });
});

describe("HEIC", () => {
  it("has a GPS position before", async () => {
    expect(await gps(heicWithExif().file)).toEqual({ latitude: 30.2672, longitude: -97.7431 });
  });

  it("has its Exif item's payload overwritten with zeros in place: same length, every other byte the same", async () => {
    const { file, exif, hevc } = heicWithExif();
    const stripped = stripMetadata(file, "image/heic");
    expect(stripped.length).toBe(file.length);
    expect(stripped.subarray(exif.start, exif.start + exif.length).every((b) => b === 0)).toBe(true);
    const outside = (bytes: Uint8Array) => concat(bytes.subarray(0, exif.start), bytes.subarray(exif.start + exif.length));
    expect(Buffer.from(outside(stripped)).equals(Buffer.from(outside(file)))).toBe(true);
    expect(Buffer.from(stripped.subarray(hevc.start, hevc.start + hevc.length)).equals(Buffer.from(file.subarray(hevc.start, hevc.start + hevc.length)))).toBe(true);
    expect(await gps(stripped)).toBeNull();
  });

  it("refuses a file without a meta box", () => {
    const { file } = heicWithExif();
    const ftypOnly = file.subarray(0, new DataView(file.buffer, file.byteOffset).getUint32(0));
    expect(() => stripMetadata(ftypOnly, "image/heic")).toThrow(MalformedFileError);
  });
});

describe("PDF", () => {
  it("is left as it is (a copy)", () => {
    const stripped = stripMetadata(PDF, "application/pdf");
    expect(Buffer.from(stripped).equals(Buffer.from(PDF))).toBe(true);
    expect(stripped).not.toBe(PDF);
  });
});
