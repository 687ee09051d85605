// The one Node API the calculators touch, declared as narrowly as it is used: respond loads
// date-holidays lazily and synchronously through createRequire (about 0.1 s that govern and
// recover never pay). The package compiles with no Node types, so nothing else of Node type-checks;
// tsconfig.json maps `node:module` here. The root compile sees @types/node instead.
export function createRequire(path: string): (id: string) => unknown;

declare global {
  interface ImportMeta {
    /** The module's own file: URL, which createRequire resolves from. */
    url: string;
  }
}
