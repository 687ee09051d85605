/** The V8 flags `secgate serve`'s node is started with (see node-flags.js). */
export declare const NODE_FLAGS: readonly string[];
