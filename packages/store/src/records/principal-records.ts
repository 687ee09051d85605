import type { Principal } from '@secgate/core';

/* What the store keeps of principals, their tokens and browser sessions, as the service reads it. */

/** A personal access token as its holder sees it in the console. */
export interface TokenRecord {
  id: string;
  label: string | null;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
  /** The first instant it no longer works (core's TokenExpiry); null for never. */
  expiresAt: number | null;
}

/** An unrevoked token as a credential check reads it: its id, its expiry, and its principal. */
export interface TokenHolder {
  tokenId: string;
  expiresAt: number | null;
  principal: PrincipalRecord;
}

/** A token used at `at` (epoch ms). */
export interface TokenUse {
  tokenId: string;
  at: number;
}

/** What an OpenID sign-in flow remembers between the redirect to the provider and its callback. */
export interface OidcFlow {
  codeVerifier: string;
  nonce: string;
  /** Where the browser goes after sign-in (already checked to be a path of the service). */
  nextPath: string;
}

/** How a browser session began. */
export type SessionOrigin = 'oidc' | 'sign-in-link';

/** A browser session as the store keeps it: the SHA-256 of its id, never the id. */
export interface BrowserSession {
  idHash: string;
  principalId: string;
  via: SessionOrigin;
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
}

/** Requests of a principal in the minute window starting at `windowStart` (epoch ms). */
export interface RequestCount {
  principalId: string;
  windowStart: number;
  count: number;
}

export interface PrincipalRecord extends Principal {
  /** Moves with every change to the principal or its scopes (createJob checks it). */
  version: number;
  createdAt: number;
  label: string | null;
  /** Free requests per UTC day; null means the configured default. */
  freeRequestsPerDay: number | null;
  /** Automatic recharge: off by default, recorded for the operator. */
  autoRecharge: boolean;
}

type Clearable<T> = { [K in keyof T]?: T[K] | null };
export type PrincipalPatch = Clearable<Pick<PrincipalRecord, 'ekyc' | 'aupConsent' | 'amlClearance' | 'trustRoute' | 'label' | 'freeRequestsPerDay'>> &
  Partial<Pick<PrincipalRecord, 'status' | 'rung' | 'autoRecharge'>>;
