import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { signedInCustomer, signedInStaff, type SignedIn } from "../db/helpers/admin";

// A customer's record over HTTP with supabase-js, as the console reads and
// writes it (lib/data/admin-customers.ts, lib/actions/admin-add-customer-note.ts,
// lib/actions/admin-update-customer-contact.ts). RLS and the functions' staff
// check are the wall: a customer reads no record and no note, their own
// included, and can neither add a note nor change another's contact details.

let stack: TestStack;
let staff: SupabaseClient;
let ana: SignedIn;
let ben: SignedIn;

beforeAll(async () => {
  stack = await startTestStack();
  staff = await signedInStaff(stack);
  ana = await signedInCustomer(stack, "record-ana");
  ben = await signedInCustomer(stack, "record-ben");
  const note = await staff.from("customer_notes").insert({ customer_id: ana.id, body: "Pays by card; prefers mornings." });
  expect(note.error).toBeNull();
});
afterAll(() => stack?.stop());

describe("the record", () => {
  it("staff read it through the RPC, with the note", async () => {
    const { data, error } = await staff.rpc("admin_customer_record", { p_customer: ana.id });
    expect(error).toBeNull();
    const record = data as { customer: { email: string }; notes: { body: string }[]; totals: { visits_attended: number; spent_cents: number } };
    expect(record.customer.email).toBe(ana.email);
    expect(record.notes.map((n) => n.body)).toEqual(["Pays by card; prefers mornings."]);
    expect(record.totals).toEqual({ visits_attended: 0, spent_cents: 0 });
  });

  it("a customer is refused another's record and their own", async () => {
    for (const id of [ana.id, ben.id]) {
      const { data, error } = await ben.client.rpc("admin_customer_record", { p_customer: id });
      expect(data).toBeNull();
      expect(error?.code).toBe("42501");
    }
  });

  it("a customer reads no note, about themselves or anyone, and adds none", async () => {
    for (const user of [ana, ben]) {
      const read = await user.client.from("customer_notes").select("id, body");
      expect(read.error).toBeNull();
      expect(read.data).toEqual([]);
      const add = await user.client.from("customer_notes").insert({ customer_id: user.id, body: "I am a good customer." });
      expect(add.error?.code).toBe("42501");
    }
  });

  it("a customer cannot change another's phone or language, nor read the log of changes", async () => {
    const change = await ben.client.rpc("admin_update_customer_contact", { p_customer: ana.id, p_phone: "(512) 555-0100", p_locale: "es" });
    expect(change.error?.code).toBe("42501");
    expect((await ben.client.from("customer_changes").select("id")).data).toEqual([]);
    const { data } = await stack.serviceClient().from("profiles").select("phone, locale").eq("id", ana.id).single();
    expect(data).toEqual({ phone: null, locale: "en" });
  });

  it("staff correct the phone and the language; the change is logged, readable by staff only", async () => {
    const change = await staff.rpc("admin_update_customer_contact", { p_customer: ana.id, p_phone: "(512) 555-0142", p_locale: "es" });
    expect(change.error).toBeNull();
    const { data } = await staff.from("customer_changes").select("field, old_value, new_value").eq("customer_id", ana.id).order("field");
    expect(data).toEqual([
      { field: "locale", old_value: "en", new_value: "es" },
      { field: "phone", old_value: null, new_value: "(512) 555-0142" },
    ]);
    expect((await ana.client.from("customer_changes").select("id")).data).toEqual([]);
    expect((await ana.client.from("profiles").select("phone, locale").eq("id", ana.id).single()).data).toEqual({ phone: "(512) 555-0142", locale: "es" });
  });
});
