// @module-tag local-stack
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../helpers/stack";
import { emptySupabaseDir } from "./support/empty-project";
import { clientWithToken, signTestJwt } from "./support/tokens";

/** Resource embedding through foreign keys, with PostgREST's answers and errors. */
const ALICE = "00000000-0000-4000-8000-0000000000a1";
const BOB = "00000000-0000-4000-8000-0000000000b2";

let stack: TestStack;
let service: SupabaseClient;
let alice: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ supabaseDir: emptySupabaseDir() });
  await stack.db.exec(`
    create table public.owners (id uuid primary key, name text not null);
    create table public.cards (id uuid primary key references public.owners (id), nickname text);
    create table public.tickets (
      id integer primary key,
      title text not null,
      owner_id uuid not null references public.owners (id),
      reviewer_id uuid references public.owners (id)
    );
    create table public.notes (id integer primary key, ticket_id integer not null references public.tickets (id), body text);
    create table public.tags (id integer primary key, label text not null);
    create table public.ticket_tags (
      ticket_id integer references public.tickets (id), tag_id integer references public.tags (id),
      primary key (ticket_id, tag_id)
    );
    create function public.shout(public.tickets) returns text language sql stable as $$ select upper($1.title) $$;
    alter table public.tickets enable row level security;
    alter table public.notes enable row level security;
    create policy own_tickets on public.tickets for select to authenticated using (owner_id = (select auth.uid()));
    create policy own_notes on public.notes for select to authenticated
      using (exists (select 1 from public.tickets t where t.id = ticket_id and t.owner_id = (select auth.uid())));
    grant select on all tables in schema public to authenticated, service_role;
    grant execute on all functions in schema public to authenticated, service_role;
    insert into public.owners values ('${ALICE}', 'Alice'), ('${BOB}', 'Bob');
    insert into public.cards values ('${ALICE}', 'ali');
    insert into public.tickets values (1, 'printer', '${ALICE}', '${BOB}'), (2, 'wifi', '${ALICE}', null), (3, 'laptop', '${BOB}', null);
    insert into public.notes values (10, 1, 'first'), (11, 1, 'second'), (12, 3, 'bob''s');
    insert into public.tags values (1, 'urgent'), (2, 'hardware');
    insert into public.ticket_tags values (1, 1), (1, 2), (3, 2);
  `);
  service = stack.serviceClient();
  alice = clientWithToken(stack.url, stack.anonKey, await signTestJwt({ sub: ALICE }));
});
afterAll(() => stack?.stop());

describe("embedding", () => {
  it("embeds to-many as an array and to-one as an object (or null), aliased, with a hint", async () => {
    const { data, error } = await service
      .from("tickets")
      .select("id, notes(id, body), owner:owners!tickets_owner_id_fkey(name), reviewer:owners!reviewer_id(name)")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, notes: [{ id: 10, body: "first" }, { id: 11, body: "second" }], owner: { name: "Alice" }, reviewer: { name: "Bob" } },
      { id: 2, notes: [], owner: { name: "Alice" }, reviewer: null },
      { id: 3, notes: [{ id: 12, body: "bob's" }], owner: { name: "Bob" }, reviewer: null },
    ]);
  });

  it("embeds one-to-one as an object, many-to-many through the junction table, and spreads a to-one", async () => {
    const owners = await service.from("owners").select("name, cards(nickname)").order("name");
    expect(owners.data).toEqual([
      { name: "Alice", cards: { nickname: "ali" } },
      { name: "Bob", cards: null },
    ]);
    const tags = await service.from("tickets").select("id, tags(label)").order("id").limit(1);
    expect(tags.data).toEqual([{ id: 1, tags: [{ label: "urgent" }, { label: "hardware" }] }]);
    const spread = await service.from("tickets").select("id, ...owners!owner_id(owner_name:name)").eq("id", 3);
    expect(spread.data).toEqual([{ id: 3, owner_name: "Bob" }]);
  });

  it("filters, orders and limits the embedded rows; !inner and not.is.null drop parents without any", async () => {
    const filtered = await service
      .from("tickets")
      .select("id, notes(id)")
      .eq("notes.body", "second")
      .order("id");
    expect(filtered.data).toEqual([
      { id: 1, notes: [{ id: 11 }] },
      { id: 2, notes: [] },
      { id: 3, notes: [] },
    ]);
    const inner = await service.from("tickets").select("id, notes!inner(id)").eq("notes.body", "second");
    expect(inner.data).toEqual([{ id: 1, notes: [{ id: 11 }] }]);
    const notNull = await service.from("tickets").select("id, reviewer:owners!reviewer_id(name)").not("reviewer", "is", null);
    expect(notNull.data).toEqual([{ id: 1, reviewer: { name: "Bob" } }]);
    const ordered = await service
      .from("tickets")
      .select("id, notes(id)")
      .eq("id", 1)
      .order("id", { referencedTable: "notes", ascending: false })
      .limit(1, { referencedTable: "notes" });
    expect(ordered.data).toEqual([{ id: 1, notes: [{ id: 11 }] }]);
  });

  it("applies each embedded table's row level security as the caller", async () => {
    const { data } = await alice.from("owners").select("name, tickets!owner_id(id, notes(id))").order("name");
    expect(data).toEqual([
      { name: "Alice", tickets: [{ id: 1, notes: [{ id: 10 }, { id: 11 }] }, { id: 2, notes: [] }] },
      { name: "Bob", tickets: [] },
    ]);
  });

  it("selects and filters a computed field (a function taking the row)", async () => {
    const { data } = await service.from("tickets").select("id, shout").eq("shout", "WIFI");
    expect(data).toEqual([{ id: 2, shout: "WIFI" }]);
  });

  it("answers PGRST201 for an ambiguous relationship and PGRST200 for an unknown one", async () => {
    const ambiguous = await service.from("tickets").select("id, owners(name)");
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toEqual({
      code: "PGRST201",
      details: [
        {
          cardinality: "many-to-one",
          embedding: "tickets with owners",
          relationship: "tickets_owner_id_fkey using tickets(owner_id) and owners(id)",
        },
        {
          cardinality: "many-to-one",
          embedding: "tickets with owners",
          relationship: "tickets_reviewer_id_fkey using tickets(reviewer_id) and owners(id)",
        },
      ],
      hint: "Try changing 'owners' to one of the following: 'owners!tickets_owner_id_fkey', 'owners!tickets_reviewer_id_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'tickets' and 'owners'",
    });
    const unknown = await service.from("tickets").select("id, note(id)");
    expect([unknown.status, unknown.error]).toEqual([
      400,
      {
        code: "PGRST200",
        details: "Searched for a foreign key relationship between 'tickets' and 'note' in the schema 'public', but no matches were found.",
        hint: "Perhaps you meant 'notes' instead of 'note'.",
        message: "Could not find a relationship between 'tickets' and 'note' in the schema cache",
      },
    ]);
  });

  it("answers PGRST127 for what the local stack does not implement, never PGRST100 or 42703", async () => {
    const aggregate = await service.from("tickets").select("id, notes(count)");
    expect([aggregate.status, aggregate.error?.code]).toEqual([400, "PGRST127"]);
    const counted = await service.from("tickets").select("count()");
    expect([counted.status, counted.error?.code]).toEqual([400, "PGRST127"]);
    const orderByEmbed = await fetch(`${stack.url}/rest/v1/tickets?select=id,notes(id)&order=notes(id)`, {
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect([orderByEmbed.status, (await orderByEmbed.json()).code]).toEqual([400, "PGRST127"]);
    const spreadMany = await service.from("tickets").select("id, ...notes(body)");
    expect([spreadMany.status, spreadMany.error?.code]).toEqual([400, "PGRST127"]);
  });
});
