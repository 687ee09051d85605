/** The outcome of a pure function that can refuse its input, without throwing. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** A Result that holds a value. */
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
/** A Result that holds the refusal. */
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
