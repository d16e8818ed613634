-- Supabase Auth accepts a sign-up confirmation link as an invitation (both
-- are the account's confirmation token), so /reset-password asks before
-- spending a link of type "invite": true only when the token belongs to an
-- account staff invited (a sign-up's account has no invited_at). The token is the hash the
-- email carries, compared with the one Auth stores; a miss reveals nothing.
-- The server's reset action calls it with the service role; no API role may.
create or replace function private.is_invitation_link(p_token_hash text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
    where p_token_hash <> ''
      and u.confirmation_token = p_token_hash
      and u.invited_at is not null
  )
$$;

create or replace function public.is_invitation_link(p_token_hash text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.is_invitation_link(p_token_hash)
$$;

revoke all on function private.is_invitation_link(text), public.is_invitation_link(text) from public, anon, authenticated;
grant execute on function private.is_invitation_link(text), public.is_invitation_link(text) to service_role;
