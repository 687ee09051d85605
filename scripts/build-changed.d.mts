// Types of build-changed.mjs, for the tests that import it.

/** What the decision needs to know of one workspace package. */
export interface PackageState {
  name: string;
  /** The workspace packages it depends on. */
  dependsOn: readonly string[];
  /** Its newest input file (relative to the repository) and that file's mtime, or null if none. */
  newestInput: { path: string; mtimeMs: number } | null;
  /** When its dist output was built (its oldest file's mtime), or null when it is missing. */
  builtAtMs: number | null;
}

export interface PlannedBuild {
  name: string;
  reason: string;
}

/** Which packages need a build, and why, in the order given (the dependency order). Pure. */
export function planBuilds(packages: readonly PackageState[]): PlannedBuild[];

/** The state of each workspace package with a build script, in the root package.json's `workspaces` order. */
export function readPackageStates(root: string): PackageState[];
