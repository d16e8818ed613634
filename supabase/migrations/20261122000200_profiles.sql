-- profiles: one row per auth user, created by a trigger on sign-up.
-- A user reads and edits only their own row (never its id); staff read all
-- (customer names in the console).

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 100),
  -- 3-30 letters, digits or underscores; unique ignoring case (index below).
  username text check (username ~ '^[A-Za-z0-9_]{3,30}$'),
  avatar_url text check (char_length(avatar_url) <= 2048 and avatar_url ~ '^https?://'),
  locale text not null default 'en' check (locale in ('en', 'es')),
  updated_at timestamptz not null default now()
);

create unique index profiles_username_lower_key on public.profiles (lower(username));

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

-- Creates the profile from the sign-up metadata (`data.full_name`, `data.locale`).
-- Never fails a sign-up over metadata: bad values are trimmed or dropped.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, full_name, locale)
  values (
    new.id,
    pg_catalog.left(nullif(pg_catalog.btrim(meta ->> 'full_name'), ''), 100),
    case when meta ->> 'locale' in ('en', 'es') then meta ->> 'locale' else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end
$$;

revoke all on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Accounts that existed before this migration (a hosted project) get their profile too.
insert into public.profiles (id, full_name)
select u.id, pg_catalog.left(nullif(pg_catalog.btrim(u.raw_user_meta_data ->> 'full_name'), ''), 100)
from auth.users u
on conflict (id) do nothing;

alter table public.profiles enable row level security;

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (full_name, username, avatar_url, locale, updated_at) on public.profiles to authenticated;
grant all on public.profiles to service_role;

create policy profiles_select_own_or_staff on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_staff()));

create policy profiles_update_own on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
