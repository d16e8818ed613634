-- The local Storage API keeps file bytes outside the database, under the id
-- of their storage.objects row. Whenever such a row is deleted (through the
-- API, or by SQL with storage.allow_delete_query set) this trigger notes its
-- bucket and id in _local_stack.storage_trash, in the same transaction; the
-- Storage API then deletes those bytes (supabase/local/storage/bytes.ts).
-- Bytes are only ever served through a live row, so a row gone means a file
-- gone even before its bytes are swept. Local bookkeeping: hosted Supabase
-- has no such table or trigger. Applied on every start: idempotent.

create table if not exists _local_stack.storage_trash (
  bucket_id text not null,
  object_id uuid not null,
  primary key (bucket_id, object_id)
);

create or replace function _local_stack.trash_storage_object() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into _local_stack.storage_trash (bucket_id, object_id)
    values (coalesce(old.bucket_id, ''), old.id) on conflict do nothing;
  return null;
end
$$;
revoke all on function _local_stack.trash_storage_object() from public;

do $$
begin
  if not exists (select 1 from pg_trigger where tgname = 'local_stack_trash_bytes' and tgrelid = 'storage.objects'::regclass) then
    create trigger local_stack_trash_bytes after delete on storage.objects
      for each row execute function _local_stack.trash_storage_object();
  end if;
end
$$;
