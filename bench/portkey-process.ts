// The Portkey AI gateway (npm @portkey-ai/gateway) as the bench's peer: its own published Node
// server (build/start-server.js, the package's bin) in a child process, headless (no web UI),
// on a free loopback port. It reads its port only from `--port=N` (default 8787), so the port is
// picked here. Requests name the provider and the upstream in headers, as Portkey's docs show
// for an OpenAI-compatible custom host.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { Target } from './gateway.js';
import { stopChild, type BenchProcess } from './processes.js';

/** Portkey's server script, found through its package.json `bin` rather than a guessed path. */
function portkeyScript(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@portkey-ai/gateway/package.json');
  const { bin } = require(manifest) as { bin: string | Record<string, string> };
  const script = typeof bin === 'string' ? bin : Object.values(bin)[0];
  if (!script) throw new Error('@portkey-ai/gateway names no bin');
  return join(dirname(manifest), script);
}

/** A loopback port free right now (the OS picks it; Portkey cannot listen on port 0 and tell us). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts Portkey and resolves once it answers HTTP (its banner comes after a 1 s spinner). */
export async function startPortkey(): Promise<BenchProcess> {
  const port = await freePort();
  // Its stdout is only the banner and spinner; stderr (unhandled errors) stays visible.
  const child = spawn(process.execPath, [portkeyScript(), '--headless', `--port=${port}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`Portkey exited with ${code} before answering`))));
  exited.catch(() => undefined); // its later, expected exit (stop) is no error
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answered = await Promise.race([
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (answered) break;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`Portkey did not answer on ${url} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

/** Portkey routing to the bench's upstream as an OpenAI provider at a custom host. */
export function portkeyTarget(portkey: BenchProcess, upstreamURL: string): Target {
  return {
    name: 'portkey',
    baseURL: `${portkey.url}/v1`,
    pid: portkey.pid,
    headers: {
      'x-portkey-provider': 'openai',
      'x-portkey-custom-host': upstreamURL,
      // The upstream's key, passed through to it (the bare upstream accepts any).
      authorization: 'Bearer sk-bench-upstream',
    },
  };
}
