-- The local stack's own bookkeeping, in schema _local_stack (never granted
-- to the API roles, so nothing here is reachable through /rest/v1):
--  - mail: every email the stack received (its auth emails, and anything sent
--    to its SMTP server), one row per recipient, shown at /mailbox;
--  - meta: key/value flags (e.g. whether seed.sql still has to run);
--  - schema_version: bumped by an event trigger on every DDL statement, so
--    the REST API reloads its catalog cache only when the schema changed.
-- Applied on every start: everything here is idempotent.

create schema if not exists _local_stack;
revoke all on schema _local_stack from public;

create table if not exists _local_stack.mail (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  html text not null,
  text text not null,
  links text[] not null default '{}',
  created_at timestamptz not null default clock_timestamp()
);
-- Attachments as a JSON array of {filename, contentType, size, content (base64)}.
alter table _local_stack.mail add column if not exists attachments jsonb not null default '[]';
create index if not exists mail_to_address_idx on _local_stack.mail (lower(to_address));

create table if not exists _local_stack.meta (
  key text primary key,
  value text
);

create table if not exists _local_stack.schema_version (
  id boolean primary key default true check (id),
  version bigint not null default 0
);
insert into _local_stack.schema_version (id) values (true) on conflict do nothing;

create or replace function _local_stack.bump_schema_version() returns event_trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- DDL inside a read-only transaction can only touch temporary objects.
  if current_setting('transaction_read_only') = 'off' then
    update _local_stack.schema_version set version = version + 1;
  end if;
end
$$;
revoke all on function _local_stack.bump_schema_version() from public;

-- Event triggers need a superuser; without one the REST API simply reloads
-- its catalog on every request.
do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'local_stack_schema_version')
     and (select rolsuper from pg_roles where rolname = current_user) then
    create event trigger local_stack_schema_version on ddl_command_end
      execute function _local_stack.bump_schema_version();
  end if;
end
$$;
