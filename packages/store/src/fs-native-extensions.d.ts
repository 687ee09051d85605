// The package ships no types; only what the store-directory lock uses is declared.
declare module 'fs-native-extensions' {
  const fsx: {
    /** An exclusive (or shared) lock on the byte range without waiting: false when another holds it. */
    tryLock(fd: number, offset?: number, length?: number, options?: { shared?: boolean }): boolean;
    unlock(fd: number, offset?: number, length?: number): void;
  };
  export default fsx;
}
