import { check as canonical } from './canonical.ts';
import type { Check } from './check.ts';
import { check as crawlableLinks } from './crawlable-links.ts';
import { check as headings } from './headings.ts';
import { check as hreflang } from './hreflang.ts';
import { check as httpStatus } from './http-status.ts';
import { check as https } from './https.ts';
import { check as imageAlt } from './image-alt.ts';
import { check as indexable } from './indexable.ts';
import { check as linkText } from './link-text.ts';
import { check as metaDescription } from './meta-description.ts';
import { check as mobileViewport } from './mobile-viewport.ts';
import { check as robotsTxt } from './robots-txt.ts';
import { check as structuredData } from './structured-data.ts';
import { check as title } from './title.ts';

/** The 14 checks of the audit, in the fixed order of AUDIT.md. */
export const CHECKS: readonly Check[] = [
  httpStatus,
  indexable,
  robotsTxt,
  title,
  metaDescription,
  headings,
  canonical,
  hreflang,
  linkText,
  crawlableLinks,
  imageAlt,
  mobileViewport,
  structuredData,
  https,
];
