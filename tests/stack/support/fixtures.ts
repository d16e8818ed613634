/** Owners of the private items in the REST fixture. */
export const OWNER_A = "00000000-0000-4000-8000-00000000000a";
export const OWNER_B = "00000000-0000-4000-8000-00000000000b";

/**
 * A table with RLS, policies and column grants like the app's: anon reads public rows,
 * authenticated users also their own, service_role everything; `secret` is not
 * granted to the API roles at all. Created through `stack.db.exec`.
 */
export const ITEMS_SQL = `
create table public.items (
  id integer primary key,
  name text not null,
  category text,
  price numeric(8,2) check (price is null or price >= 0),
  in_stock boolean,
  created_at timestamptz not null default '2026-01-01T00:00:00Z',
  owner_id uuid,
  secret text
);
alter table public.items enable row level security;
grant select (id, name, category, price, in_stock, created_at, owner_id) on public.items to anon, authenticated;
grant insert (id, name, category, price, in_stock, owner_id),
      update (name, category, price, in_stock), delete on public.items to authenticated;
grant all on public.items to service_role;
create policy items_read_public on public.items for select to anon using (owner_id is null);
create policy items_read_own on public.items for select to authenticated
  using (owner_id is null or owner_id = (select auth.uid()));
create policy items_insert_own on public.items for insert to authenticated
  with check (owner_id = (select auth.uid()));
create policy items_update_own on public.items for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy items_delete_own on public.items for delete to authenticated
  using (owner_id = (select auth.uid()));

insert into public.items (id, name, category, price, in_stock, created_at, owner_id, secret) values
  (1, 'Alpha',   'tools', 10.00, true,  '2026-01-01T10:00:00Z', null, 's1'),
  (2, 'beta',    'tools', 25.50, false, '2026-01-02T10:00:00Z', null, 's2'),
  (3, 'Gamma',   'toys',  5.25,  true,  '2026-01-03T10:00:00Z', null, 's3'),
  (4, 'delta',   null,    null,  null,  '2026-01-04T10:00:00Z', null, 's4'),
  (5, 'Epsilon', 'books', 99.99, true,  '2026-01-05T10:00:00Z', null, 's5'),
  (6, 'zeta, the "last"', 'books', 0, false, '2026-01-06T10:00:00Z', null, 's6'),
  (7, 'A private', 'tools', 1, true, '2026-01-07T10:00:00Z', '${OWNER_A}', 's7'),
  (8, 'B private', 'tools', 2, true, '2026-01-08T10:00:00Z', '${OWNER_B}', 's8');
`;

/** Functions for the RPC tests: set-returning, table, scalar, void, raising, composite. */
export const FUNCTIONS_SQL = `
create function public.items_from(min_id integer) returns setof public.items
language sql stable as $$ select * from public.items where id >= min_id order by id $$;

create function public.item_names(max_price numeric default 1000)
returns table (id integer, name text) language sql stable
as $$ select id, name from public.items where price <= max_price order by id $$;

create function public.add_numbers(a integer, b integer default 1) returns integer
language sql immutable as $$ select a + b $$;

create function public.whoami() returns text language sql stable
as $$ select coalesce((select auth.uid())::text, current_user::text) $$;

create function public.touch(item_id integer) returns void
language sql as $$ update public.items set name = name where id = item_id $$;

create function public.fail_with(message text) returns void language plpgsql
as $$ begin raise exception '%', message; end $$;

create function public.first_item() returns public.items language sql stable
as $$ select * from public.items order by id limit 1 $$;

create function public.tags() returns setof text language sql immutable
as $$ select unnest(array['red', 'green', 'blue']) $$;

revoke execute on function public.fail_with(text) from public;
grant execute on function public.fail_with(text) to authenticated, service_role;
`;
