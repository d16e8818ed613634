-- The files of request conversations, in Supabase Storage
-- (docs/conversations.md, "Attachments and storage").
--
-- One private bucket, request-attachments:
--   incoming/<request id>/<upload id>        a browser's upload, through a signed
--                                            upload URL the server made; read only
--                                            by the server (service role) and staff
--   <request id>/<message id>/<n>-<name>     a posted message's file, cleaned and
--                                            written by the server (service role);
--                                            its row is public.request_attachments
--
-- The bucket's limits check what the browser claims when it uploads: at most
-- fileMaxBytes (CONVERSATION_RULES, 10 MiB), and a Content-Type among
-- ATTACHMENT_TYPES. The upload form sends one of those five for every file
-- it accepts (a HEIC photo the browser calls image/heif, application/
-- octet-stream or nothing goes up as image/heic, by its name), so neither
-- image/heif nor application/octet-stream is listed: a generic type would let
-- any file in. The claim decides nothing else: the server reads the bytes
-- before a file becomes an attachment (lib/attachments/prepare.ts).
--
-- Reading: staff read every object; a signed-in customer reads an object
-- only when it is the file of a request_attachments row of their own request
-- whose message is not an internal note (checked again through the rows' and
-- messages' own RLS, as the policy runs as the caller). Visitors read
-- nothing. Signed download URLs are made with the viewer's client, so these
-- policies decide who gets one. Writing: no policy for insert, update or
-- delete, so only the service role writes (signed upload URLs are made by it,
-- and hosted Storage writes through them as itself).
--
-- Removal: deleting a request or a message cascades to its rows, never to
-- Storage (hosted Supabase refuses SQL deletes on storage.objects,
-- storage.protect_delete). attachment_orphans lists objects without a row and
-- uploads abandoned in incoming/; the cron sweeper removes them through the
-- Storage API (lib/attachments/sweep.ts).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'request-attachments', 'request-attachments', false, 10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy request_attachments_read on storage.objects
  for select to authenticated
  using (
    bucket_id = 'request-attachments'
    and (
      (select public.is_staff())
      or exists (
        select 1
        from public.request_attachments a
        join public.request_messages m on m.id = a.message_id and m.request_id = a.request_id
        where a.object_path = objects.name
          and not m.internal
          and private.owns_request(a.request_id)
      )
    )
  );

-- Objects of the bucket the sweeper may remove, oldest first: uploads in
-- incoming/ made before p_incoming_before, and any other object made before
-- p_unlinked_before that no request_attachments row names (its request or
-- message was deleted, or storing a message's files failed half way). The
-- second cut-off is a grace period for a message whose files are stored but
-- whose rows are not inserted yet. Service role only.
create or replace function public.attachment_orphans(
  p_incoming_before timestamptz,
  p_unlinked_before timestamptz,
  p_limit integer default 500
)
returns setof text
language sql
stable
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'request-attachments'
    and case
      when pg_catalog.starts_with(o.name, 'incoming/') then o.created_at < p_incoming_before
      else o.created_at < p_unlinked_before
        and not exists (select 1 from public.request_attachments a where a.object_path = o.name)
    end
  order by o.created_at, o.name
  limit greatest(p_limit, 0)
$$;

revoke all on function public.attachment_orphans(timestamptz, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.attachment_orphans(timestamptz, timestamptz, integer) to service_role;
