import { useEffect, useState } from 'react';
import { useAccount } from './account';
import type { DataResult } from './data';

type Client = NonNullable<ReturnType<typeof useAccount>['client']>;

/**
 * Loads one piece of the signed-in user's data once the client is ready: `data` is null
 * while loading, `error` the plain-words message when the call failed.
 */
export function useAccountData<T>(load: (client: Client) => Promise<DataResult<T>>): {
  data: T | null;
  error: string | null;
} {
  const { client } = useAccount();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (client === null) return;
    load(client).then((result) => {
      if (result.ok) setData(result.value);
      else setError(result.message);
    });
  }, [client, load]);
  return { data, error };
}
