import { absoluteUrl } from './agent-file-input.js';

export interface SetupStep {
  step: number;
  title: string;
  detail: string;
  example?: string;
}

/**
 * How an agent comes to hold and use a token (docs/api.md#authentication): the account holder
 * issues a personal access token and places it in the agent's environment; an agent cannot sign
 * in. Shared by /mcp.json's `sessionSetup` and the quickstart.
 */
export function sessionSetup(base: string): SetupStep[] {
  return [
    {
      step: 1,
      title: 'Get a token from the account holder',
      detail:
        'Tokens are personal access tokens: sgp_ followed by 38 letters and digits. The account holder issues one ' +
        '(`secgate admin token create <principal-id>` on the console) and places it in your environment, e.g. SECGATE_TOKEN. ' +
        'An agent cannot sign in or create a token itself. Public routes and the public MCP tools work without one.',
    },
    {
      step: 2,
      title: 'Send it as a bearer header',
      detail:
        'Authorization: Bearer <token> on every protected route, and on the MCP connection (the headers of the MCP client configuration). ' +
        'Never put it in a prompt, a URL or a log.',
      example: `curl -s ${absoluteUrl(base, '/v1/research/status')} -H "Authorization: Bearer $SECGATE_TOKEN"`,
    },
    {
      step: 3,
      title: 'Check what the token may do',
      detail:
        'GET /v1/research/status (MCP: svc_research_status) answers eligible or pending with the first missing Red-team requirement, ' +
        'and the free requests left today. Blue-team models need only the token and free quota or credit.',
    },
    {
      step: 4,
      title: 'Handle a refused credential',
      detail:
        '401 unauthorized with WWW-Authenticate: Bearer realm="secgate" means the token is missing, malformed, unknown, revoked or expired: ' +
        'ask the account holder for a new one. 403 forbidden means the principal is suspended. Over MCP these are HTTP answers of the endpoint itself.',
    },
  ];
}
