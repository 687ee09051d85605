import type { SqlExecutor } from './sql-executor.js';

/*
 * Identities of an OpenID provider linked to principals (docs/console.md#sign-in): the pair
 * (issuer, subject) names one person at one provider and signs in one principal.
 */

/**
 * Links the identity to the principal. `linked` also when it already was (the email is updated);
 * `taken` when it signs in another principal, which changes nothing.
 */
export async function linkIdentity(
  db: SqlExecutor,
  input: { issuer: string; subject: string; principalId: string; email: string | null; now: number },
): Promise<'linked' | 'taken'> {
  const { rows } = await db.query<{ principal_id: string }>(
    `INSERT INTO oidc_identities (issuer, subject, principal_id, email, linked_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (issuer, subject) DO UPDATE SET email = EXCLUDED.email WHERE oidc_identities.principal_id = EXCLUDED.principal_id
     RETURNING principal_id`,
    [input.issuer, input.subject, input.principalId, input.email, input.now],
  );
  return rows.length === 1 ? 'linked' : 'taken';
}

/** The principal an identity signs in, or null when it is linked to none. */
export async function principalIdByIdentity(db: SqlExecutor, issuer: string, subject: string): Promise<string | null> {
  const { rows } = await db.query<{ principal_id: string }>('SELECT principal_id FROM oidc_identities WHERE issuer = $1 AND subject = $2', [issuer, subject]);
  return rows[0]?.principal_id ?? null;
}
