import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { Credentials } from './api';

/** Where the signed-in part of the app stands. */
export type AccountStatus = 'loading' | 'unavailable' | 'signed-out' | 'signed-in';

export interface Account {
  status: AccountStatus;
  /** The supabase-js client on our own server (null while loading or when accounts are off). */
  client: SupabaseClient | null;
  session: Session | null;
  /** Token and key for `/api/analyze/*`, when signed in. */
  credentials: Credentials | null;
  /** Why accounts are unavailable, in plain words. */
  problem: string | null;
}

const AccountContext = createContext<Account>({
  status: 'loading',
  client: null,
  session: null,
  credentials: null,
  problem: null,
});

/** The account state: use it in any page. */
export function useAccount(): Account {
  return useContext(AccountContext);
}

interface AppConfig {
  supabaseUrl?: string;
  publishableKey?: string | null;
}

/**
 * Loads `/app-config.json` and supabase-js (in its own chunk, so the first paint does not
 * wait for it), restores the saved session, and follows sign-in, sign-out and token refresh.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<SupabaseClient | null>(null);
  const [publishableKey, setPublishableKey] = useState<string | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [status, setStatus] = useState<AccountStatus>('loading');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    (async () => {
      let config: AppConfig;
      try {
        const response = await fetch('/app-config.json', { cache: 'no-store' });
        config = response.ok ? ((await response.json()) as AppConfig) : {};
      } catch {
        config = {};
      }
      if (!config.publishableKey) {
        if (!cancelled) {
          setStatus('unavailable');
          setProblem(
            'Accounts are not enabled on this server, so signing in is not possible here.',
          );
        }
        return;
      }
      const { createClient } = await import('@supabase/supabase-js');
      if (cancelled) return;
      const supabase = createClient(
        config.supabaseUrl ?? window.location.origin,
        config.publishableKey,
        {
          auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
        },
      );
      const { data } = await supabase.auth.getSession();
      if (cancelled) return;
      setClient(supabase);
      setPublishableKey(config.publishableKey);
      setSession(data.session);
      setStatus(data.session ? 'signed-in' : 'signed-out');
      const { data: listener } = supabase.auth.onAuthStateChange((_event, next) => {
        setSession(next);
        setStatus(next ? 'signed-in' : 'signed-out');
      });
      unsubscribe = () => listener.subscription.unsubscribe();
    })();
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);

  const value = useMemo<Account>(
    () => ({
      status,
      client,
      session,
      problem,
      credentials:
        session && publishableKey ? { accessToken: session.access_token, publishableKey } : null,
    }),
    [status, client, session, problem, publishableKey],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}
