-- Up Migration
-- Accounts, sessions, saved reports and usage, with row-level security.
-- Tables are created in the current schema (search_path: `public`, or a test's own schema);
-- `auth.uid()` and the role `authenticated` are shared by every schema of the database/cluster.

create schema if not exists auth;

-- The caller's user id, from the claims the server sets per transaction with
-- set_config('request.jwt.claims', <json>, true). Null outside a signed-in request.
create or replace function auth.uid() returns uuid
  language sql stable
  as $$ select nullif(nullif(current_setting('request.jwt.claims', true), '')::json ->> 'sub', '')::uuid $$;

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
exception when duplicate_object or unique_violation then
  null; -- another database on the same cluster created it first
end
$$;

-- The connecting role must be able to SET ROLE authenticated (a superuser always can).
do $$
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant authenticated to %I', current_user);
  end if;
end
$$;

grant usage on schema auth to authenticated;
grant execute on function auth.uid() to authenticated;
do $$ begin execute format('grant usage on schema %I to authenticated', current_schema()); end $$;

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email) and length(email) between 3 and 320),
  password_hash text not null,
  plan text not null default 'free' check (plan in ('free', 'pro')),
  user_metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);
create unique index users_email_key on users (lower(email));

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz,
  revoked_at timestamptz
);
create index sessions_user_id_idx on sessions (user_id);

-- Opaque refresh tokens, stored as the sha256 hex of the token. `used_at` is set when a token
-- is rotated: presenting it again is reuse and revokes the whole session.
create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  parent text,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_session_id_idx on refresh_tokens (session_id);

create table saved_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references users (id) on delete cascade,
  kind text not null check (kind in ('domain', 'seo_audit', 'strategy', 'name_search')),
  target text not null default '' check (length(target) <= 2048),
  title text not null default '' check (length(title) <= 500),
  payload jsonb not null default '{}'::jsonb check (octet_length(payload::text) <= 1048576),
  created_at timestamptz not null default now()
);
create index saved_reports_user_created_idx on saved_reports (user_id, created_at desc, id);

-- One row per analysis run by a signed-in user. The daily quota counts the rows of the current
-- UTC day whose status is not 'failed' (an analysis whose target could not be fetched is refunded).
create table usage_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('domain', 'seo_audit', 'strategy', 'name_search')),
  target text not null default '' check (length(target) <= 2048),
  status text not null default 'ok' check (status in ('ok', 'failed')),
  created_at timestamptz not null default now()
);
create index usage_events_user_created_idx on usage_events (user_id, created_at desc, id);

-- Generated keys (publishable key, JWT secret) shared by every process on this database.
create table settings (
  key text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Row-level security, enabled and forced on every table. `authenticated` reaches its own saved
-- reports (read, insert, update title, delete) and its own usage events (read only), nothing
-- else. FORCE subjects the owner to policies as well, so the owner (the role that ran this
-- migration, used by the server outside signed-in requests) keeps access through a policy that
-- names it; a superuser bypasses RLS anyway.
alter table users enable row level security;
alter table users force row level security;
alter table sessions enable row level security;
alter table sessions force row level security;
alter table refresh_tokens enable row level security;
alter table refresh_tokens force row level security;
alter table settings enable row level security;
alter table settings force row level security;
alter table saved_reports enable row level security;
alter table saved_reports force row level security;
alter table usage_events enable row level security;
alter table usage_events force row level security;

do $$
declare
  t text;
begin
  foreach t in array array['users', 'sessions', 'refresh_tokens', 'settings', 'saved_reports', 'usage_events'] loop
    execute format(
      'create policy service_owner on %I as permissive for all to %I using (true) with check (true)',
      t, current_user);
  end loop;
end
$$;

create policy saved_reports_own on saved_reports
  for all to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

create policy usage_events_own on usage_events
  for select to authenticated
  using (user_id = auth.uid());

grant select, insert, delete on saved_reports to authenticated;
grant update (title) on saved_reports to authenticated;
grant select on usage_events to authenticated;
