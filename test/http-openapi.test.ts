import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type RunningApp, startApp } from './helpers/start-app.ts';

describe('OpenAPI document and reference page', () => {
  let server: RunningApp;
  // biome-ignore lint/suspicious/noExplicitAny: a parsed OpenAPI document, inspected loosely.
  let doc: any;
  beforeAll(async () => {
    server = await startApp();
    const res = await server.request('/openapi.json');
    expect(res.status).toBe(200);
    doc = await json(res);
  });
  afterAll(() => server.close());

  it('is a valid OpenAPI 3 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('documents the three public endpoints', () => {
    const publicPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/public/'));
    expect(publicPaths.sort()).toEqual([
      '/api/public/domain',
      '/api/public/health',
      '/api/public/seo-audit',
    ]);
    const audit = doc.paths['/api/public/seo-audit'].get;
    expect(audit.parameters).toContainEqual(
      expect.objectContaining({ name: 'url', in: 'query', required: true }),
    );
    expect(Object.keys(audit.responses)).toEqual(
      expect.arrayContaining(['200', '400', '422', '429', '502']),
    );
    expect(doc.components.schemas.SeoAudit.properties.checks.items.properties.id.enum).toHaveLength(
      14,
    );
    const domain = doc.paths['/api/public/domain'].get;
    expect(domain.parameters).toContainEqual(
      expect.objectContaining({ name: 'domain', in: 'query', required: true }),
    );
    expect(Object.keys(domain.responses)).toEqual(
      expect.arrayContaining(['200', '304', '400', '429']),
    );
    expect(domain.responses['200'].headers).toHaveProperty('X-Cache');
    expect(doc.paths['/api/public/health'].get.responses).toHaveProperty('200');
  });

  it('documents the error shape and the domain analysis fields', () => {
    const schemas = doc.components.schemas;
    expect(schemas.ErrorResponse.properties.error.properties).toHaveProperty('code');
    expect(schemas.ErrorResponse.properties.error.properties).toHaveProperty('message');
    expect(schemas.DomainAnalysis.properties).toHaveProperty('valuation');
    expect(schemas.DomainAnalysis.properties).toHaveProperty('words');
    const error400 = doc.paths['/api/public/domain'].get.responses['400'];
    expect(JSON.stringify(error400)).toContain('#/components/schemas/ErrorResponse');
  });

  it('renders a reference page at /docs', async () => {
    const res = await server.request('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/swagger-ui/i);
  });
});
