import { CALCULATOR_ERROR_STATUS, CALCULATORS, workedExample, type CalculatorName } from '@secgate/calculators';
import { Hono } from 'hono';
import type { AppDeps } from '../../app/app-deps.js';
import { errorResponse } from '../../http/error-response.js';
import { readJsonBody } from '../../http/read-json-body.js';
import { bodyLimitsFor } from '../../http/body-limits.js';
import { openToEveryone } from './open-to-everyone.js';

/** Path segment -> calculator: govern is GRC, respond is IR, recover is DR. */
export const CALCULATOR_PATHS: Readonly<Record<CalculatorName, string>> = {
  govern: '/v1/security/govern',
  respond: '/v1/security/respond',
  recover: '/v1/security/recover',
};

export type CalculatorRouteDeps = Pick<AppDeps, 'config' | 'clients'>;

/**
 * The three stateless calculators (public, CORS-open, no auth, nothing stored):
 * - `GET` answers `{example: {input, response}}`, the response computed now from the input by
 *   the same code a POST runs, so the example cannot drift from the calculator;
 * - `POST` reads the JSON body (415/413/400 as read-json-body says) and answers the result (200)
 *   or the calculator's own error object (`invalid-input` or `dependency-cycle`) with 400.
 */
export function calculatorRoutes(deps: CalculatorRouteDeps): Hono {
  const app = new Hono();
  openToEveryone(app, deps, Object.values(CALCULATOR_PATHS), ['GET', 'POST']);
  for (const name of Object.keys(CALCULATOR_PATHS) as CalculatorName[]) {
    const path = CALCULATOR_PATHS[name];
    app.get(path, (c) => c.json({ example: workedExample(name) }));
    app.post(path, async (c) => {
      const body = await readJsonBody(c, bodyLimitsFor('public', deps.config));
      if (!body.ok) return errorResponse(c, body.error);
      const result = CALCULATORS[name].run(body.value.json);
      if (!result.ok) return errorResponse(c, { status: CALCULATOR_ERROR_STATUS, body: { error: result.error } });
      return c.json(result.value);
    });
  }
  return app;
}
