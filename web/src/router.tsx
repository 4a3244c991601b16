import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

/**
 * A small client-side router over the History API: the whole app has a dozen flat routes,
 * which does not need a routing library's weight.
 */
const listeners = new Set<() => void>();
let navigated = false;

function notify(): void {
  navigated = true;
  for (const listener of listeners) listener();
}

window.addEventListener('popstate', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): string => window.location.pathname + window.location.search;

/** Goes to `to` (a path with an optional query) without reloading the page. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === snapshot()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
}

/** True once the user has moved between pages (so a new page takes the focus). */
export function hasNavigated(): boolean {
  return navigated;
}

/** The current path and query; re-renders on every navigation. */
export function useLocation(): { pathname: string; query: URLSearchParams } {
  const current = useSyncExternalStore(subscribe, snapshot);
  const url = new URL(current, window.location.origin);
  return { pathname: url.pathname, query: url.searchParams };
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** An anchor that navigates in the app (a real `href`, so it also opens in a new tab). */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handle} {...rest} />;
}
