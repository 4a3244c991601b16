import type { Artifacts } from './artifact-types.ts';

/** Open Graph tags people look for; null when absent. */
export interface OpenGraphFacts {
  title: string | null;
  description: string | null;
  image: string | null;
  url: string | null;
  type: string | null;
  siteName: string | null;
}

/** The facts about a page people look for first, beside the checks. */
export interface PageFacts {
  title: string | null;
  description: string | null;
  /** Text of the first non-empty `<h1>`. */
  h1: string | null;
  /** `<html lang>`. */
  lang: string | null;
  wordCount: number;
  /** The canonical URL declared in `<head>` or a `Link` header (resolved), if any. */
  canonical: string | null;
  openGraph: OpenGraphFacts;
}

/** Picks the page facts out of the artifacts. */
export function pageFacts(a: Artifacts): PageFacts {
  const og = (key: string) => a.openGraph[`og:${key}`] ?? null;
  const description = a.metas.find((m) => m.name === 'description');
  const canonical = a.linkElements.find(
    (l) => l.rel === 'canonical' && l.source !== 'body' && l.href,
  );
  return {
    title: a.titles[0] ?? null,
    description: description?.content?.trim() ?? null,
    h1: a.headings.find((h) => h.level === 1 && h.text)?.text ?? null,
    lang: a.htmlLang,
    wordCount: a.wordCount,
    canonical: canonical?.href ?? null,
    openGraph: {
      title: og('title'),
      description: og('description'),
      image: og('image'),
      url: og('url'),
      type: og('type'),
      siteName: og('site_name'),
    },
  };
}
