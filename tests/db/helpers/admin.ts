import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { BOOKING_SLOTS } from "@/lib/rules/business-rules";
import { businessToday, isBookableDate, slotInstant } from "@/lib/rules/booking-time";
import type { TestStack } from "../../helpers/stack";

export interface SignedIn {
  id: string;
  email: string;
  client: SupabaseClient;
}

/** A confirmed account signed in on its own client through the Auth API, as the browser would be. */
export async function signedInCustomer(stack: TestStack, tag: string): Promise<SignedIn> {
  const email = `${tag}.${randomUUID().slice(0, 8)}@example.com`;
  const password = "Passw0rd!";
  const { data, error } = await stack.serviceClient().auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: `Customer ${tag}` } });
  if (error || !data.user) throw new Error(error?.message);
  return { id: data.user.id, email, client: await signIn(stack, email, password) };
}

export async function signIn(stack: TestStack, email: string, password: string) {
  const client = stack.anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in ${email}: ${error.message}`);
  return client;
}

/** The seeded staff member (supabase/seed.sql), signed in. */
export const signedInStaff = (stack: TestStack) => signIn(stack, "staff@bytewise.test", "Staff123!");

/** The seeded staff account (supabase/seed.sql), a technician with a profile. */
export const SEEDED_STAFF_ID = "d3a10000-0000-4000-8000-000000000002";

let slotCursor = 0;
/** A distinct bookable slot (weekday, from 3 days ahead) per call. */
export function nextFreeSlot() {
  const day = new Date(`${businessToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 3);
  for (let seen = 0; ; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    if (!isBookableDate(date)) continue;
    for (const slot of BOOKING_SLOTS.filter((_, i) => i % 3 === 0)) {
      if (seen++ === slotCursor) {
        slotCursor++;
        return slotInstant(date, slot).toISOString();
      }
    }
  }
}
