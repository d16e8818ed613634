import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import type { TestStack } from "@/tests/helpers/stack";

let counter = 0;
/** A fresh address per call, so tests never share an account. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

export const PASSWORD = "Passw0rd!";

/** A valid service request as the app inserts it. */
export const SAMPLE_REQUEST = {
  title: "Laptop will not boot",
  description: "It shows a black screen after the logo appears.",
  service_type: "computerRepair",
};

export interface SignedIn {
  id: string;
  email: string;
  client: SupabaseClient;
}

/** A confirmed account made with the admin API, signed in through supabase-js. */
export async function signedInCustomer(stack: TestStack, fullName = "Test Customer"): Promise<SignedIn> {
  const email = uniqueEmail("customer");
  const { data, error } = await stack.serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { id: data.user.id, email, client: await signIn(stack, email, PASSWORD) };
}

export async function signIn(stack: TestStack, email: string, password: string): Promise<SupabaseClient> {
  const client = stack.anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

/** A client with `key` that sends the review action's client-address header. */
const withIp = (stack: TestStack, key: string, ip: string): SupabaseClient =>
  createClient(stack.url, key, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { "x-client-ip": ip } },
  });

/** An anon client that claims a client address, as a visitor calling the REST API could. */
export const anonWithIp = (stack: TestStack, ip: string) => withIp(stack, stack.anonKey, ip);

/** The review server action's client: the service role, with the visitor's address. */
export const serverWithIp = (stack: TestStack, ip: string) => withIp(stack, stack.serviceRoleKey, ip);
