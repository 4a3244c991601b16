/** Formatting helpers shared by the pages. */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** `$12,000`. */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** `$12k`, `$1.2M`: short labels for axes. */
export function formatUsdShort(value: number): string {
  if (value >= 1_000_000) return `$${trim(value / 1_000_000)}M`;
  if (value >= 1_000) return `$${trim(value / 1_000)}k`;
  return `$${Math.round(value)}`;
}

function trim(value: number): string {
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

/** Date and time in the reader's locale: `21 Nov 2026, 14:05`. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Time only, with seconds: `14:05:09`. */
export function formatTime(value: Date): string {
  return value.toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** A reset moment: `Mon 00:00 UTC` in the reader's own clock and zone. */
export function formatReset(value: Date): string {
  return value.toLocaleString(undefined, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** `in 3 h 12 min`, `in 45 s`. */
export function formatIn(target: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((target.getTime() - now.getTime()) / 1000));
  if (seconds < 60) return `in ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
}

/** The start of the next UTC day: when the daily quota resets. */
export function nextUtcMidnight(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** `1.2 kB`, `340 B`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Colour band of a 0–100 score (Lighthouse's bands by default: 90+ good, 50+ average). */
export function tone(score: number, good = 90, average = 50): 'good' | 'warn' | 'bad' {
  if (score >= good) return 'good';
  if (score >= average) return 'warn';
  return 'bad';
}
