/**
 * The configuration (its file, or the environment it reads) cannot be used. The message is already
 * the operator's sentence (loadServiceConfig names the file and line, the field or the variable).
 */
export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';

  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
