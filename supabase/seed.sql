-- Local demo data, applied after the migrations on a new local database (never
-- on hosted Supabase). The services catalogue is in the migrations.
-- Accounts (also in README.md):
--   customer@bytewise.test / Customer123!   (Demo Customer)
--   staff@bytewise.test    / Staff123!      (Sam Rivera, app_metadata.role = staff)
-- Password hashes are bcrypt, cost 10, as Supabase Auth stores them.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values
  ('00000000-0000-0000-0000-000000000000', 'd3a10000-0000-4000-8000-000000000001', 'authenticated', 'authenticated',
   'customer@bytewise.test', '$2b$10$Tu3kpcDn3zHRA7cA5fX3tOgLEkDkNb0sCzsxoSppqlGBMAHI4YClS', now(),
   '', '', '', '',
   '{"provider": "email", "providers": ["email"]}',
   '{"full_name": "Demo Customer", "locale": "en", "email_verified": true}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', 'd3a10000-0000-4000-8000-000000000002', 'authenticated', 'authenticated',
   'staff@bytewise.test', '$2b$10$SFHZeAVW506mbeoIz7aGBu9bUldrabHM6aIIxbxgctld1jQUx6msS', now(),
   '', '', '', '',
   '{"provider": "email", "providers": ["email"], "role": "staff"}',
   '{"full_name": "Sam Rivera", "locale": "en", "email_verified": true}', now(), now());

-- Supabase Auth lists an email identity for each account (the local stack creates the table).
do $$
begin
  if to_regclass('auth.identities') is not null then
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    select u.id::text, u.id,
           jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
           'email', now(), now(), now()
    from auth.users u
    where u.email in ('customer@bytewise.test', 'staff@bytewise.test');
  end if;
end
$$;

-- The demo customer's requests. New requests are always pending; the updates
-- walk them through the allowed moves as staff would.
insert into public.service_requests (id, user_id, title, description, service_type) values
  ('5e5e0000-0000-4000-8000-000000000001', 'd3a10000-0000-4000-8000-000000000001',
   'Laptop overheats and shuts down',
   'My Dell laptop gets very hot and turns itself off after about 20 minutes, mostly during video calls. The fan is loud before it happens.',
   'computerRepair'),
  ('5e5e0000-0000-4000-8000-000000000002', 'd3a10000-0000-4000-8000-000000000001',
   'Wi-Fi does not reach the back office',
   'We have a small office with four desks. The two desks in the back room keep dropping the Wi-Fi connection several times a day.',
   'networkSetup'),
  ('5e5e0000-0000-4000-8000-000000000003', 'd3a10000-0000-4000-8000-000000000001',
   'Recover photos from a failed SD card',
   'The SD card from our camera stopped being recognised. It holds the photos from a family trip and we have no other copy of them.',
   'dataRecovery'),
  ('5e5e0000-0000-4000-8000-000000000004', 'd3a10000-0000-4000-8000-000000000001',
   'Install Microsoft Office on two PCs',
   'We bought two Microsoft 365 licences and need them installed and activated on both family computers, with OneDrive set up.',
   'computerRepair');

update public.service_requests set status = 'approved'
where id in ('5e5e0000-0000-4000-8000-000000000002', '5e5e0000-0000-4000-8000-000000000003');
-- The staff account is a technician (docs/scheduling.md, "Technicians").
insert into public.staff_profiles (user_id, display_name, colour) values
  ('d3a10000-0000-4000-8000-000000000002', 'Sam Rivera', 'blue');
update public.service_requests set status = 'in_progress', technician_id = 'd3a10000-0000-4000-8000-000000000002'
where id = '5e5e0000-0000-4000-8000-000000000003';
update public.service_requests set status = 'completed'
where id = '5e5e0000-0000-4000-8000-000000000003';

-- Reviews: every insert is stored unapproved (trigger); the update approves some.
insert into public.reviews (name, email, service, rating, review_text) values
  ('Maria Gonzalez', 'maria.gonzalez@example.com', 'computer-repair', 5,
   'My laptop was running painfully slow. They cleaned it up, replaced the old hard drive with an SSD and it now starts in seconds. Fair price and done the same day.'),
  ('James Carter', 'james.carter@example.com', 'network-setup', 5,
   'Set up mesh Wi-Fi across our whole house and the detached studio. No more dead spots, and they explained everything without the jargon.'),
  ('Lucía Hernández', 'lucia.hernandez@example.com', 'data-recovery', 5,
   'Recuperaron todas las fotos de mi boda de un disco duro que ya no encendía. Muy profesionales y me mantuvieron informada en todo momento.'),
  ('Priya Shah', 'priya.shah@example.com', 'remote-support', 4,
   'Fixed my email and printer problems over a remote session in under half an hour. Would have liked an evening slot, but the help was excellent.'),
  ('Carlos Ramírez', 'carlos.ramirez@example.com', 'security-solutions', 5,
   'Eliminaron un virus que mostraba anuncios por todas partes y configuraron un antivirus para toda la familia. Servicio rápido y honesto.'),
  ('Tom Becker', 'tom.becker@example.com', 'hardware-upgrades', 4,
   'Added RAM and a new SSD to my desktop. Much faster now. Took a day longer than quoted because a part was back-ordered, but they called to tell me.'),
  ('Ana Torres', 'ana.torres@example.com', 'tech-consultation', 5,
   'Me ayudaron a elegir una computadora para mi pequeño negocio sin venderme nada que no necesitaba. Muy recomendable.'),
  ('Kevin Nguyen', 'kevin.nguyen@example.com', 'mobile-support', 3,
   'They moved everything from my old phone to the new one, but a couple of apps needed to be set up again by me.');

update public.reviews set approved = true
where email in (
  'maria.gonzalez@example.com', 'james.carter@example.com', 'lucia.hernandez@example.com',
  'priya.shah@example.com', 'carlos.ramirez@example.com', 'tom.becker@example.com'
);
