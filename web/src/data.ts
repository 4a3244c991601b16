import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReportKind, SavedReport, UsageEvent, UsageSummary } from './types';

/** A data-interface call's result: rows, or the error message in plain words. */
export type DataResult<T> = { ok: true; value: T } | { ok: false; message: string };

function failed(
  error: { message?: string; status?: number } | null,
  fallback: string,
): { ok: false; message: string } {
  const message = error?.message?.trim();
  if (error?.status === 401 || /jwt|token/i.test(message ?? '')) {
    return { ok: false, message: 'Your session has ended. Please sign in again.' };
  }
  return { ok: false, message: message ? `${fallback}: ${message}` : fallback };
}

/** The caller's saved reports, newest first (without their payloads). */
export async function listReports(client: SupabaseClient): Promise<DataResult<SavedReport[]>> {
  const { data, error } = await client
    .from('saved_reports')
    .select('id,kind,target,title,created_at')
    .order('created_at', { ascending: false });
  return error
    ? failed(error, 'Could not load your saved reports')
    : { ok: true, value: data as SavedReport[] };
}

/** One saved report with its payload, or null when it does not exist (or is not yours). */
export async function getReport(
  client: SupabaseClient,
  id: string,
): Promise<DataResult<SavedReport | null>> {
  const { data, error } = await client.from('saved_reports').select('*').eq('id', id).maybeSingle();
  return error
    ? failed(error, 'Could not load the report')
    : { ok: true, value: data as SavedReport | null };
}

/** Saves a result; resolves to the new row. */
export async function saveReport(
  client: SupabaseClient,
  report: { kind: ReportKind; target: string; title: string; payload: unknown },
): Promise<DataResult<SavedReport>> {
  const { data, error } = await client
    .from('saved_reports')
    .insert(report)
    .select('id,kind,target,title,created_at')
    .single();
  return error
    ? failed(error, 'Could not save the report')
    : { ok: true, value: data as SavedReport };
}

export async function renameReport(
  client: SupabaseClient,
  id: string,
  title: string,
): Promise<DataResult<null>> {
  const { error } = await client.from('saved_reports').update({ title }).eq('id', id);
  return error ? failed(error, 'Could not rename the report') : { ok: true, value: null };
}

export async function deleteReport(client: SupabaseClient, id: string): Promise<DataResult<null>> {
  const { error } = await client.from('saved_reports').delete().eq('id', id);
  return error ? failed(error, 'Could not delete the report') : { ok: true, value: null };
}

/** The caller's analyses, newest first. */
export async function listHistory(
  client: SupabaseClient,
  limit = 100,
): Promise<DataResult<UsageEvent[]>> {
  const { data, error } = await client
    .from('usage_events')
    .select('*')
    .order('created_at', { ascending: false })
    .limit(limit);
  return error
    ? failed(error, 'Could not load your history')
    : { ok: true, value: data as UsageEvent[] };
}

/** Plan, daily limit and today's (UTC) use. */
export async function usageSummary(client: SupabaseClient): Promise<DataResult<UsageSummary>> {
  const { data, error } = await client.rpc('usage_summary', {});
  return error
    ? failed(error, 'Could not load your usage')
    : { ok: true, value: data as UsageSummary };
}
