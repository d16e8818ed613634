import { describe, expect, it } from "vitest";
import { fileSizeFormat } from "@/lib/rules/attachment-format";
import { attachmentUploadSchema, uploadedFilesSchema } from "@/lib/validation/attachment-upload";
import {
  ATTACHMENT_ACCEPT,
  attachmentPath,
  claimedAttachmentType,
  clientFileProblem,
  incomingPath,
  sanitizeFileName,
  storageKeyName,
} from "@/lib/rules/attachment-rules";
import { ATTACHMENT_TYPES, CONVERSATION_RULES } from "@/lib/rules/business-rules";

const REQUEST = "6f1c1e52-7f1b-4a39-9a36-2b5f0c1d2e3f";
const MESSAGE = "0b7d4c2a-3e5f-4a6b-8c9d-0e1f2a3b4c5d";

describe("what a browser's file claims to be", () => {
  it.each([
    [{ name: "a.jpg", type: "image/jpeg" }, "image/jpeg"],
    [{ name: "scan", type: "application/pdf" }, "application/pdf"],
    [{ name: "IMG_0001.HEIC", type: "" }, "image/heic"],
    [{ name: "IMG_0001.heic", type: "application/octet-stream" }, "image/heic"],
    [{ name: "IMG_0001.heif", type: "image/heif" }, "image/heic"],
    [{ name: "photo", type: "image/heif" }, "image/heic"],
    [{ name: "shot.png", type: "" }, "image/png"],
    [{ name: "shot.PNG", type: "image/png; charset=binary" }, "image/png"],
  ])("%j → %s", (file, type) => {
    expect(claimedAttachmentType(file)).toBe(type);
  });

  it.each([
    { name: "virus.exe", type: "application/x-msdownload" },
    { name: "virus.exe", type: "" },
    { name: "image.gif", type: "image/gif" },
    { name: "image.svg", type: "image/svg+xml" },
    { name: "photo.jpg", type: "text/html" },
  ])("%j is refused", (file) => {
    expect(claimedAttachmentType(file)).toBeNull();
  });

  it("the input's accept lists the five types and their extensions, .heic included", () => {
    for (const type of ATTACHMENT_TYPES) expect(ATTACHMENT_ACCEPT.split(",")).toContain(type);
    expect(ATTACHMENT_ACCEPT.split(",")).toEqual(expect.arrayContaining([".jpg", ".jpeg", ".png", ".webp", ".heic", ".pdf"]));
  });

  it("the form refuses empty, oversize and other files before uploading", () => {
    expect(clientFileProblem({ name: "a.jpg", type: "image/jpeg", size: 0 })).toBe("empty");
    expect(clientFileProblem({ name: "a.jpg", type: "image/jpeg", size: CONVERSATION_RULES.fileMaxBytes + 1 })).toBe("tooLarge");
    expect(clientFileProblem({ name: "a.exe", type: "", size: 10 })).toBe("type");
    expect(clientFileProblem({ name: "a.jpg", type: "image/jpeg", size: CONVERSATION_RULES.fileMaxBytes })).toBeNull();
  });
});

describe("file names", () => {
  it.each([
    ["photo.jpg", "photo.jpg"],
    ["  spaced name.pdf  ", "spaced name.pdf"],
    ["C:\\Users\\me\\Desktop\\scan.pdf", "scan.pdf"],
    ["../../etc/passwd", "passwd"],
    ["evil\u0000name\u0007.png", "evilname.png"],
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["", "file"],
    ["..", "file"],
    ["a/b/", "file"],
    [42, "file"],
    ["café.jpg", "café.jpg"],
  ])("%j → %j", (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it("are cut to 255 characters, keeping the extension", () => {
    const long = `${"x".repeat(300)}.jpeg`;
    const clean = sanitizeFileName(long);
    expect([...clean].length).toBe(255);
    expect(clean.endsWith(".jpeg")).toBe(true);
    expect([...sanitizeFileName("🙂".repeat(300))].length).toBe(255);
  });

  it("become one safe Storage key segment; the paths follow the layout", () => {
    expect(storageKeyName("Factura de reparación (1).pdf")).toBe("Factura_de_reparaci_n_(1).pdf");
    expect(storageKeyName(".hidden")).toBe("hidden");
    expect(storageKeyName("../x/../y?.png")).toBe("y_.png");
    expect(storageKeyName(`${"a".repeat(200)}.heic`)).toBe(`${"a".repeat(95)}.heic`);
    expect(storageKeyName("日本.jpg")).toBe("__.jpg");
    expect(attachmentPath(REQUEST, MESSAGE, 2, "my photo.jpg")).toBe(`${REQUEST}/${MESSAGE}/2-my_photo.jpg`);
    expect(incomingPath(REQUEST, MESSAGE)).toBe(`incoming/${REQUEST}/${MESSAGE}`);
  });
});

describe("the upload slot's input", () => {
  const valid = { requestId: REQUEST, fileName: "a.jpg", size: 1000, type: "image/jpeg" };
  const error = (input: unknown) => {
    const result = attachmentUploadSchema.safeParse(input);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it("takes a claim within the rules", () => {
    expect(error(valid)).toBeNull();
    expect(error({ ...valid, type: "", fileName: "IMG_1.HEIC" })).toBeNull();
  });

  it("names what it refuses", () => {
    expect(error({ ...valid, requestId: "nope" })).toBe("invalid");
    expect(error({ ...valid, size: 0 })).toBe("empty");
    expect(error({ ...valid, size: CONVERSATION_RULES.fileMaxBytes + 1 })).toBe("tooLarge");
    expect(error({ ...valid, size: 1.5 })).toBe("invalid");
    expect(error({ ...valid, type: "application/x-msdownload", fileName: "a.exe" })).toBe("type");
    expect(error({ ...valid, fileName: "x".repeat(1001) })).toBe("invalid");
    expect(error(null)).toBe("invalid");
  });

  it("a message takes at most filesPerMessage uploads", () => {
    const file = { uploadId: MESSAGE, fileName: "a.jpg", size: 1 };
    expect(uploadedFilesSchema.safeParse(new Array(CONVERSATION_RULES.filesPerMessage).fill(file)).success).toBe(true);
    const tooMany = uploadedFilesSchema.safeParse(new Array(CONVERSATION_RULES.filesPerMessage + 1).fill(file));
    expect(tooMany.success ? null : tooMany.error.issues[0]!.message).toBe("tooMany");
  });
});

describe("file sizes", () => {
  const show = (bytes: number, locale: string) => {
    const { value, options } = fileSizeFormat(bytes);
    return new Intl.NumberFormat(locale, options).format(value);
  };

  it("read naturally in each language; the limit reads 10 MB", () => {
    expect(show(14 * 1024, "en")).toBe("14 kB");
    expect(show(2.5 * 1024 * 1024, "en")).toBe("2.5 MB");
    expect(show(2.5 * 1024 * 1024, "es")).toBe("2,5 MB");
    expect(show(CONVERSATION_RULES.fileMaxBytes, "en")).toBe("10 MB");
    expect(show(1536, "en")).toBe("1.5 kB");
  });
});
