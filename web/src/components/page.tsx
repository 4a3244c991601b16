import { type ReactNode, useEffect, useRef } from 'react';
import { hasNavigated } from '../router';

interface PageProps {
  /** The page's `<h1>`. */
  heading: string;
  /** The document title; `Sitelens` is appended. */
  title?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/**
 * One page: sets the document title and, after a navigation, moves the focus to the
 * heading so keyboard and screen-reader users land at the start of the new page.
 */
export function Page({ heading, title, lead, children }: PageProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const documentTitle = `${title ?? heading} · Sitelens`;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(() => {
    if (hasNavigated()) {
      ref.current?.focus();
      window.scrollTo(0, 0);
    }
  }, []);
  return (
    <>
      <h1 ref={ref} tabIndex={-1}>
        {heading}
      </h1>
      {lead === undefined ? null : <p className="lead">{lead}</p>}
      {children}
    </>
  );
}
