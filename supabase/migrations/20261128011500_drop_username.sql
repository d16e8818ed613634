-- The profile's username had no use: customers sign in with their email, and
-- staff find them by name, email, phone or request reference. The column,
-- its unique index and its column grant go; the profile keeps the name, the
-- phone and the language of the emails.

drop index if exists public.profiles_username_lower_key;
alter table public.profiles drop column username;
