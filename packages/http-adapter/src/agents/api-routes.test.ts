import { describe, expect, it } from 'vitest';
import { publicTestApp } from '../routes/public/public-test-app.test-support.js';
import { allowedMethodsByPath } from '../http/method-guard.js';
import { pathTemplateOf } from '../http/path-template.js';
import { API_ROUTES, ROUTE_SECTIONS, apiRoute } from './api-routes.js';

describe('the documented route table', () => {
  it("is exactly the app's route table, both ways", () => {
    const app = publicTestApp();
    const served = new Set<string>();
    for (const [path, methods] of allowedMethodsByPath(app.routes)) {
      for (const method of methods) if (method === 'GET' || method === 'POST') served.add(`${method} ${pathTemplateOf(path)}`);
    }
    const documented = new Set(API_ROUTES.map((route) => `${route.method} ${route.path}`));
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('lists each method and path once, in a known section, with a summary', () => {
    const keys = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of API_ROUTES) {
      expect(ROUTE_SECTIONS).toContain(route.section);
      expect(route.summary).toMatch(/\S/);
    }
  });

  it('finds a route or throws', () => {
    expect(apiRoute('GET', '/v1/models').auth).toBe('bearer');
    expect(() => apiRoute('GET', '/nowhere')).toThrow(/No documented route/);
  });
});
