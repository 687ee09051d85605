// The V8 flags `secgate serve`'s node is started with (bin/secgate.js). Every other place that
// starts the built server directly (the end-to-end tests' harness, the benchmark) takes them from
// here, so what is measured and tested is what users run.
//
// --no-regexp-tier-up: the guardrails' large word lists otherwise stay in V8's interpreter and
//   checks take up to ten times as long (docs/guardrails.md#speed). Given at start only: switched
//   at run time it crashed about one process in a hundred with SIGSEGV.
// --heap-growing-percent=50: after each full collection the heap may grow to 1.5 times what
//   survived it. Left to itself V8 lets a busy server's heap reach up to four times its live
//   data before collecting: under ten minutes of mixed load RSS swung between 600 and 780 MiB
//   with about 160 MB live; with this it stays near 495 MiB, at the same throughput
//   (docs/operations.md#memory).
export const NODE_FLAGS = ['--no-regexp-tier-up', '--heap-growing-percent=50'];
