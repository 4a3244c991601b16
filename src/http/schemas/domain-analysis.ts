/**
 * JSON Schemas of `GET /api/public/domain` `data`, mirroring `DomainAnalysis` in
 * `src/core/domain/types.ts`. Used for the OpenAPI document only: the route sends
 * pre-serialised JSON, so a field the engine adds is never dropped by serialisation.
 */

const score = { type: 'number', minimum: 0, maximum: 100 } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;

const scorePart = {
  type: 'object',
  description: 'One ingredient of a score.',
  required: ['key', 'score', 'value', 'weight'],
  properties: {
    key: { type: 'string', description: 'Stable key (`length`, `pronounceability`, …).' },
    score: { ...score, description: '0–100 for this part.' },
    value: {
      description: 'What was measured (`10 characters`, a count, a flag, a list of words).',
      anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, strings],
    },
    weight: { type: 'number', description: 'Weight of the part in the total.' },
  },
} as const;

const linguistic = {
  type: 'object',
  description: 'How easy the name is to say, spell, hear and remember.',
  required: ['score', 'length', 'syllables', 'wordCount', 'dictionaryCoverage', 'pronounceability'],
  properties: {
    score: { ...score, description: 'Linguistic score, 0–100.' },
    length: { type: 'integer', description: 'Characters in the name part.' },
    syllables: { type: 'integer' },
    wordCount: { type: 'integer' },
    dictionaryCoverage: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description: 'Share of letters covered by dictionary words, 0–1.',
    },
    pronounceability: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description: 'Pronounceability 0–1 from a letter n-gram model.',
    },
    negativeWords: { ...strings, description: 'Words flagged as profane or negative.' },
    ambiguity: { ...strings, description: 'Reasons the name fails the "radio test".' },
    parts: { type: 'array', items: scorePart },
  },
} as const;

const seo = {
  type: 'object',
  description: 'How much the name helps search visibility.',
  required: ['score', 'keywords', 'exactMatch', 'tldType', 'tldTrust'],
  properties: {
    score: { ...score, description: 'SEO score, 0–100.' },
    keywords: {
      type: 'array',
      items: {
        type: 'object',
        required: ['word', 'intent'],
        properties: {
          word: { type: 'string' },
          intent: { type: 'string', enum: ['high', 'medium', 'low'] },
        },
      },
    },
    exactMatch: { type: 'boolean', description: 'The name is exactly a searched phrase.' },
    tldType: { type: 'string', enum: ['generic', 'legacy-gtld', 'cctld', 'new-gtld', 'private'] },
    tldTrust: { type: 'string', enum: ['high', 'medium', 'low'] },
    country: {
      type: ['string', 'null'],
      description: 'Country of a ccTLD (ISO 3166 alpha-2), or null.',
    },
    parts: { type: 'array', items: scorePart },
  },
} as const;

const valuation = {
  type: 'object',
  description: 'Estimated resale value, with the factors that moved it.',
  required: ['estimate', 'low', 'high', 'currency', 'confidence', 'factors'],
  properties: {
    estimate: { type: 'number', description: 'Point estimate, USD.' },
    low: { type: 'number', description: 'Low end of the likely range, USD.' },
    high: { type: 'number', description: 'High end of the likely range, USD.' },
    currency: { type: 'string', enum: ['USD'] },
    confidence: { type: 'number', minimum: 0, maximum: 1, description: 'Trust in the estimate.' },
    factors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'label', 'effect'],
        properties: {
          key: { type: 'string', description: 'Stable key (`tld`, `length`, …).' },
          label: { type: 'string', description: 'What this factor is for this name.' },
          effect: { type: 'number', description: 'Multiplier applied (1.8 = +80 %, 0.5 = −50 %).' },
        },
      },
    },
  },
} as const;

/** Shared schema (`$ref: 'DomainAnalysis#'`) of the domain analysis `data`. */
export const domainAnalysisSchema = {
  $id: 'DomainAnalysis',
  title: 'DomainAnalysis',
  type: 'object',
  required: [
    'domain',
    'unicode',
    'registrable',
    'sld',
    'tld',
    'publicSuffix',
    'subdomain',
    'words',
    'linguistic',
    'seo',
    'valuation',
    'notes',
  ],
  properties: {
    domain: { type: 'string', description: 'Normalised host, lower-case ASCII (punycode).' },
    unicode: { type: 'string', description: 'The same host in Unicode.' },
    registrable: { type: 'string', description: 'Registrable domain (name + public suffix).' },
    sld: { type: 'string', description: 'The name part (`bestcoffee`).' },
    tld: { type: 'string', description: 'Top-level label (`uk` for `co.uk`).' },
    publicSuffix: { type: 'string', description: 'Public suffix (`com`, `co.uk`).' },
    subdomain: { type: ['string', 'null'], description: 'Labels left of the registrable domain.' },
    words: { ...strings, description: 'Best segmentation of the name (`["best","coffee"]`).' },
    linguistic,
    seo,
    valuation,
    notes: { ...strings, description: 'Plain-language findings a domain buyer can act on.' },
  },
} as const;
