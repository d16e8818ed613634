-- The catalogue belongs to the shop: one bookable service per service page
-- (eight), which staff edit on the console (/admin/services): names and
-- descriptions in English and Spanish, duration, visit price, active or not,
-- and order. The request types follow the same eight services, plus "other".
--
-- An appointment keeps the price it was booked at (price_cents, copied from
-- its service when it is inserted), as it already kept the service's name and
-- duration, so a new price never rewrites an existing appointment.

-- A duration fits the slots when at least one start time ends by the latest
-- end (lib/rules/service-catalogue.ts durationFitsASlot).
create or replace function public.service_duration_fits(p_minutes integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_minutes is not null and p_minutes >= 15 and exists (
    select 1 from pg_catalog.unnest(public.business_slots()) as s(slot)
    where extract(epoch from s.slot) / 60 + p_minutes <= extract(epoch from public.business_day_end()) / 60
  )
$$;

revoke all on function public.service_duration_fits(integer) from public, anon, authenticated;
grant execute on function public.service_duration_fits(integer) to anon, authenticated, service_role;

-- The catalogue's columns: Spanish texts, the price in cents, remote visits, order.

alter table public.services
  add column name_es text,
  add column description_es text not null default '' check (char_length(description_es) <= 1000),
  add column price_cents integer,
  add column remote boolean not null default false,
  add column sort_order smallint not null default 0 check (sort_order between 0 and 999);

update public.services
set price_cents = (pg_catalog.regexp_replace(price, '[^0-9.]', '', 'g')::numeric * 100)::integer
where price ~ '[0-9]';
update public.services set price_cents = 0 where price_cents is null;
alter table public.services drop column price;

-- Virus removal is what the security page sells: its row becomes that service.
update public.services
set slug = 'security-solutions', name = 'Security Solutions', translation_key = 'securitySolutions',
    description = 'Virus, malware and pop-up removal, then protection so your devices stay clean.'
where slug = 'virus-removal';

-- Software installation has no page: gone when nothing was booked for it, else retired.
delete from public.services s
where s.slug = 'software-installation'
  and not exists (select 1 from public.appointments a where a.service_id = s.id);
update public.services set active = false, translation_key = null, sort_order = 900
where slug = 'software-installation';

update public.services s
set name_es = v.name_es, description_es = v.description_es, sort_order = v.sort_order
from (values
  ('computer-repair', 'Reparación de computadoras',
   'Diagnóstico y reparación de computadoras de escritorio y portátiles: equipos lentos, bloqueos, piezas dañadas.', 10),
  ('security-solutions', 'Soluciones de seguridad',
   'Eliminación de virus, malware y ventanas emergentes, y protección para que sus equipos sigan limpios.', 40),
  ('data-recovery', 'Recuperación de datos',
   'Recuperación de archivos de discos y tarjetas de memoria dañados, borrados o con fallas.', 50),
  ('network-setup', 'Instalación de redes',
   'Configuración segura de router, wifi y equipos para hogares y oficinas pequeñas.', 30),
  ('software-installation', 'Instalación de software',
   'Instalación y configuración de sistemas operativos, paquetes de oficina y otros programas.', 900)
) as v(slug, name_es, description_es, sort_order)
where s.slug = v.slug;
update public.services set name_es = name where name_es is null;

insert into public.services
  (slug, name, name_es, description, description_es, price_cents, duration, translation_key, remote, sort_order)
values
  ('mobile-support', 'Mobile Support', 'Soporte para móviles',
   'Phone and tablet help: screens, batteries, charging ports, setup and moving your data.',
   'Ayuda con teléfonos y tabletas: pantallas, baterías, puertos de carga, configuración y traspaso de sus datos.',
   5000, 45, 'mobileSupport', false, 20),
  ('hardware-upgrades', 'Hardware Upgrades', 'Mejoras de hardware',
   'Memory, SSD and graphics upgrades fitted and tested, with your data moved to the new drive.',
   'Instalación y prueba de memoria, SSD y tarjetas gráficas, con sus datos pasados al disco nuevo.',
   6500, 60, 'hardwareUpgrades', false, 60),
  ('tech-consultation', 'Tech Consultation', 'Asesoría tecnológica',
   'Time with a technician to plan a purchase, a home office or your small business''s IT.',
   'Tiempo con un técnico para planificar una compra, una oficina en casa o la informática de su pequeña empresa.',
   6500, 60, 'techConsultation', false, 70),
  ('remote-support', 'Remote Support', 'Soporte remoto',
   'A technician connects to your computer over the internet and fixes software problems, with no trip to the shop.',
   'Un técnico se conecta a su computadora por internet y resuelve problemas de software, sin que tenga que venir al local.',
   4500, 30, 'remoteSupport', true, 80);

alter table public.services
  alter column name_es set not null,
  alter column price_cents set not null,
  add constraint services_name_not_blank check (pg_catalog.btrim(name) <> ''),
  add constraint services_name_es_length check (char_length(name_es) between 1 and 100 and pg_catalog.btrim(name_es) <> ''),
  add constraint services_price_cents_range check (price_cents between 0 and 100000),
  add constraint services_duration_fits check (public.service_duration_fits(duration));

-- Staff edit the catalogue through the API; nobody inserts or deletes there.
grant update (name, name_es, description, description_es, price_cents, duration, active, sort_order)
  on public.services to authenticated;

create policy services_update_staff on public.services
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

-- Appointments keep their own price.

alter table public.appointments add column price_cents integer;

update public.appointments a set price_cents = s.price_cents
from public.services s where s.id = a.service_id;

alter table public.appointments
  alter column price_cents set not null,
  add constraint appointments_price_cents_range check (price_cents >= 0);

-- Set from the service when the appointment is made, and never changed after.
create or replace function private.appointments_keep_price()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    select s.price_cents into new.price_cents from public.services s where s.id = new.service_id;
  else
    new.price_cents := old.price_cents;
  end if;
  return new;
end
$$;

revoke all on function private.appointments_keep_price() from public, anon, authenticated;

create trigger appointments_keep_price
  before insert or update on public.appointments
  for each row execute function private.appointments_keep_price();

-- Emails state the appointment's own price ("$75", "$62.50"), never today's.
create or replace function private.appointment_payload(p_row public.appointments)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'appointment_id', p_row.id,
    'service_name', p_row.service_name,
    'translation_key', s.translation_key,
    'price', case when p_row.price_cents % 100 = 0
      then '$' || (p_row.price_cents / 100)::text
      else '$' || pg_catalog.to_char(p_row.price_cents / 100.0, 'FM999990.00') end,
    'remote', coalesce(s.remote, false),
    'starts_at', p_row.appointment_date,
    'duration', p_row.duration,
    'late_cancellation', p_row.late_cancellation,
    'customer_name', p.full_name,
    'customer_email', u.email,
    'revised_at', pg_catalog.now()
  )
  from auth.users u
  left join public.profiles p on p.id = u.id
  left join public.services s on s.id = p_row.service_id
  where u.id = p_row.user_id
$$;

-- The request types are the catalogue's services plus "other"
-- (SERVICE_TYPES in lib/rules/business-rules.ts). Older types move to the
-- service that now covers them.
alter table public.service_requests drop constraint service_requests_service_type_check;

alter table public.service_requests disable trigger service_requests_before_update;
update public.service_requests
set service_type = case service_type
  when 'softwareInstallation' then 'computerRepair'
  when 'hardwareUpgrade' then 'hardwareUpgrades'
  when 'virusRemoval' then 'securitySolutions'
  else 'other' end
where service_type in ('softwareInstallation', 'hardwareUpgrade', 'virusRemoval', 'websiteDevelopment', 'cloudServices');
alter table public.service_requests enable trigger service_requests_before_update;

alter table public.service_requests add constraint service_requests_service_type_check check (service_type in (
  'computerRepair', 'mobileSupport', 'networkSetup', 'securitySolutions', 'dataRecovery',
  'hardwareUpgrades', 'techConsultation', 'remoteSupport', 'other'
));
