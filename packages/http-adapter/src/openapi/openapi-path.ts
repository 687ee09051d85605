/** Where the OpenAPI document is served (public, CORS-open); its own module so the agent files can name it without loading the declarations. */
export const OPENAPI_PATH = '/openapi.json';
