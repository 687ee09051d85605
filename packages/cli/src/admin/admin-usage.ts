/** Help texts of `secgate admin`: the operator's console (docs/operations.md#operator-commands). */
export const ADMIN_USAGE = `secgate admin <command> [--db URL] ...

Principals:
  principal create [--label L] [--free-per-day N]   create a principal; prints its id
  principal show <id>                                the principal and its research status (JSON)
  principal verify <id> [--at ISO]                   record a card verification (365 days), rung at least card
  principal consent <id> [--version V]               record AUP consent (default: the current AUP version)
  principal clear <id> [--days 365]                  record an AML/CTF clearance
  principal trust <id> <route> [--days 365]          record a trust route
  principal scope <id> <scopeId> --tasks a,b [--status approved|pending] [--days 365]
                                                     add or replace a research scope
  principal rung <id> none|card|identity|business|contracted
  principal suspend <id> [--lift]                    suspend (or, with --lift, reinstate) a principal
  principal sign-in-link <id> [--url ORIGIN]         a one-time console sign-in link, valid 15 minutes; prints the URL
  principal link <id> --issuer URL --subject S [--email E]
                                                     let an OpenID identity sign in to this principal

Tokens:
  token create <principalId> [--expires-on YYYY-MM-DD]
                                                     issue a personal access token; printed once, only its hash is kept;
                                                     with --expires-on it stops working after that UTC day
  token revoke <tokenId>                             revoke a token

Money:
  grant <principalId> <sku> [--quantity N]           record an operator-issued paid invoice (plan-pro, credits-50,
                                                     deposit-40, ...): the same path as the payment webhook
  meter [--day YYYY-MM-DD]                           sample this hour's storage, then charge every principal's
                                                     storage and egress for the day (default yesterday), once

Exit codes: 0 done, 1 refused (the reason is printed on standard error), 2 a usage error.
`;

export const PRINCIPAL_USAGE = ADMIN_USAGE.slice(ADMIN_USAGE.indexOf('Principals:'), ADMIN_USAGE.indexOf('Tokens:'));
export const TOKEN_USAGE = ADMIN_USAGE.slice(ADMIN_USAGE.indexOf('Tokens:'), ADMIN_USAGE.indexOf('Money:'));
export const GRANT_USAGE = ADMIN_USAGE.slice(ADMIN_USAGE.indexOf('Money:'), ADMIN_USAGE.indexOf('Exit codes:'));
