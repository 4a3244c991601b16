/**
 * What the fetcher hands the audit: one fetched page and its site's robots.txt.
 * Plain data, so the audit stays pure and tests can build snapshots by hand.
 */
export interface PageSnapshot {
  /** URL as requested, normalised (scheme added). */
  url: string;
  /** URL of the page after redirects. */
  finalUrl: string;
  /** HTTP status of the final response. */
  statusCode: number;
  /** Response headers of the final response; lower-case names, repeated headers joined by ", ". */
  headers: Record<string, string>;
  /** Each redirect followed, in order. */
  redirects: { url: string; statusCode: number; location: string }[];
  /** Decoded body text (at most the size cap). */
  body: string;
  /** True when the body was cut at the size cap. */
  truncated: boolean;
  /** Bytes of body read, after decompression. */
  bytes: number;
  /** Content-Type of the final response, or null. */
  contentType: string | null;
  /** Milliseconds from the first request to the end of the body. */
  fetchMs: number;
  /** The site's /robots.txt: status null when it could not be fetched at all. */
  robotsTxt: { status: number | null; body: string | null; error?: string };
}

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'n/a' | 'error';

/** One of the 14 checks in the audit result (AUDIT.md). */
export interface CheckResult {
  id: string;
  title: string;
  status: CheckStatus;
  /** 0–1, or null for n/a and error. */
  score: number | null;
  weight: number;
  /** What was measured. */
  value: unknown;
  /** What is wrong and how to fix it (or why it passes). */
  explanation: string;
  /** The offending elements, one entry each, at most 100. */
  items?: unknown[];
}
