import { describe, expect, it } from "vitest";
import { priceListItemSchema } from "@/lib/validation/price-list-item";

const valid = { kind: "part", nameEn: " SSD 1 TB ", nameEs: "SSD de 1 TB", price: "$89.5", active: true };
const firstError = (input: unknown) => priceListItemSchema.safeParse(input).error?.issues[0]?.message;

describe("a price-list item", () => {
  it("trims the names and reads the price in dollars, with or without a dollar sign", () => {
    expect(priceListItemSchema.parse(valid)).toEqual({ kind: "part", nameEn: "SSD 1 TB", nameEs: "SSD de 1 TB", price: 8950, active: true });
    expect(priceListItemSchema.parse({ ...valid, id: 7, price: "0" })).toMatchObject({ id: 7, price: 0 });
  });

  it("names what is wrong, in the order of the form", () => {
    expect(firstError({ ...valid, kind: "discount" })).toBe("kindInvalid");
    expect(firstError({ ...valid, nameEn: "  " })).toBe("nameEnRequired");
    expect(firstError({ ...valid, nameEs: "" })).toBe("nameEsRequired");
    expect(firstError({ ...valid, nameEs: "x".repeat(201) })).toBe("nameTooLong");
    for (const price of ["-5", "4,50", "45.505", "", "abc"]) expect(firstError({ ...valid, price }), price).toBe("priceInvalid");
    expect(firstError({ ...valid, price: "100000.01" })).toBe("priceTooHigh");
    expect(firstError({ ...valid, id: -1 })).toBe("invalidId");
  });
});
