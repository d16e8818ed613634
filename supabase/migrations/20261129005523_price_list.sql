-- The shop's price list: the labour, parts and fees staff put on estimates
-- and receipts, each with an English and a Spanish name and a default price.
-- Picking one in the estimate editor fills a line in the customer's language
-- (docs/estimates.md#the-price-list); a line stays free text, so an item
-- changed or retired later never rewrites an estimate that used it.
-- Staff alone read and keep it; customers never see it.

create table public.price_list_items (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('labour', 'part', 'fee')),
  name_en text not null check (char_length(name_en) between 1 and 200 and name_en = pg_catalog.btrim(name_en)),
  name_es text not null check (char_length(name_es) between 1 and 200 and name_es = pg_catalog.btrim(name_es)),
  unit_price_cents integer not null check (unit_price_cents between 0 and 10000000),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger price_list_items_set_updated_at
  before update on public.price_list_items
  for each row execute function private.set_updated_at();

alter table public.price_list_items enable row level security;
revoke all on public.price_list_items from anon, authenticated;
grant select, insert (kind, name_en, name_es, unit_price_cents, active),
  update (kind, name_en, name_es, unit_price_cents, active) on public.price_list_items to authenticated;
grant usage on sequence public.price_list_items_id_seq to authenticated;
grant all on public.price_list_items to service_role;

create policy price_list_items_select_staff on public.price_list_items
  for select to authenticated using ((select public.is_staff()));
create policy price_list_items_insert_staff on public.price_list_items
  for insert to authenticated with check ((select public.is_staff()));
create policy price_list_items_update_staff on public.price_list_items
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

-- A starting list the shop edits on the console (/admin/services).
insert into public.price_list_items (kind, name_en, name_es, unit_price_cents) values
  ('labour', 'Diagnosis', 'Diagnóstico', 4500),
  ('labour', 'Operating system reinstall', 'Reinstalación del sistema operativo', 9500),
  ('labour', 'Virus and malware removal', 'Eliminación de virus y malware', 8900),
  ('labour', 'Data transfer to a new device', 'Traspaso de datos a un equipo nuevo', 6500),
  ('labour', 'Labor, per hour', 'Mano de obra, por hora', 7500),
  ('part', 'SSD 500 GB', 'SSD de 500 GB', 6900),
  ('part', 'RAM 8 GB', 'Memoria RAM de 8 GB', 3900),
  ('part', 'Laptop battery', 'Batería de portátil', 8900),
  ('fee', 'Rush service', 'Servicio urgente', 4000),
  ('fee', 'Disposal of old equipment', 'Desecho de equipo viejo', 1500);
