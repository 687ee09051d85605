import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { honoPattern, matchesPathTemplate, pathParameterNames, pathTemplateOf } from './path-template.js';

describe('path templates', () => {
  it("convert between the documented form and Hono's, both ways", () => {
    expect(honoPattern('/v1/security/findings/{id}/transition')).toBe('/v1/security/findings/:id/transition');
    expect(pathTemplateOf('/v1/security/findings/:id/transition')).toBe('/v1/security/findings/{id}/transition');
    expect(honoPattern('/v1/models')).toBe('/v1/models');
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.stringMatching(/^[a-z.-]{1,8}$/), fc.stringMatching(/^\{[a-z]{1,6}\}$/)), { maxLength: 6 }), (parts) => {
        const template = `/${parts.join('/')}`;
        expect(pathTemplateOf(honoPattern(template))).toBe(template);
      }),
    );
  });

  it('name the parameters and match concrete paths segment by segment', () => {
    expect(pathParameterNames('/a/{id}/b/{step}')).toEqual(['id', 'step']);
    expect(matchesPathTemplate('/v1/security/findings/{id}', '/v1/security/findings/fnd_1')).toBe(true);
    expect(matchesPathTemplate('/v1/security/findings/{id}', '/v1/security/findings/fnd_1/transition')).toBe(false);
    expect(matchesPathTemplate('/v1/security/findings/{id}', '/v1/security/findings/')).toBe(false);
    expect(matchesPathTemplate('/v1/models', '/v1/models')).toBe(true);
    expect(matchesPathTemplate('/v1/models', '/v1/modelsX')).toBe(false);
  });
});
