-- Extensions a hosted Supabase project has installed, in schema `extensions`,
-- before any migration runs (migrations and seeds call e.g. extensions.crypt()).
-- Skipped where the server does not ship them (a Postgres without contrib).
do $$
declare
  ext text;
begin
  foreach ext in array array['pgcrypto', 'uuid-ossp'] loop
    if exists (select 1 from pg_available_extensions where name = ext) then
      execute format('create extension if not exists %I with schema extensions', ext);
    end if;
  end loop;
end
$$;
