// Runs the bot the way the README says (`npm start` with no DISCORD_TOKEN: src/main.ts through
// tsx) in a child process with its own data folder, and waits for the local table's URL and for
// the bot to be connected with its commands registered.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningTable {
  url: string;
  child: ChildProcess;
  /** Everything the process printed (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export async function startTableProcess(opts: { timeoutMs?: number; entry?: string } = {}): Promise<RunningTable> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcs-table-'));
  const env: NodeJS.ProcessEnv = { ...process.env, ARCS_DATA_DIR: dataDir, ARCS_TABLE_PORT: '0', ARCS_TABLE_HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  delete env.DISCORD_TOKEN;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', opts.entry ?? 'src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  try {
    let url: string | undefined;
    while (!url) {
      const m = /Local table: (http:\/\/\S+)/.exec(out);
      if (m) url = m[1];
      else if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${out}`);
      else if (Date.now() > deadline) throw new Error(`no "Local table:" line in time:\n${out}`);
      else await new Promise((r) => setTimeout(r, 50));
    }
    // Ready when the bot is connected and has registered its commands.
    for (;;) {
      const health = await fetch(new URL('/healthz', url)).then((r) => r.ok, () => false);
      if (health) {
        const state = await fetch(new URL('/api/state', url)).then((r) => r.json() as Promise<{ commands?: unknown[] }>);
        if ((state.commands?.length ?? 0) > 0) break;
      }
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${out}`);
      if (Date.now() > deadline) throw new Error(`the bot did not connect and register its commands in time:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { url, child, output: () => out, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
