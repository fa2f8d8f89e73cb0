// The local table — where anyone who reaches the page acts as any seat — listens on loopback
// unless the operator sets ARCS_TABLE_HOST themselves: nothing shipped (Dockerfile, compose.yaml,
// .env.example) opts in for them.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isLoopback, startLocalTable, tableHost } from '../../src/sandbox/local-table.ts';

/** The environment a file sets: Dockerfile `ENV a=b \` lines, compose `KEY: value` lines, .env `KEY=value` lines. */
function dockerfileEnv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  const joined = text.replace(/\\\n/g, ' ');
  for (const line of joined.split('\n')) {
    const m = /^\s*ENV\s+(.*)$/.exec(line);
    if (!m) continue;
    for (const pair of m[1]!.trim().split(/\s+/)) {
      const eq = pair.indexOf('=');
      if (eq > 0) env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  return env;
}

function uncommentedKeyValues(text: string, sep: ':' | '='): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '');
    const m = sep === ':' ? /^\s*([A-Z][A-Z0-9_]*):\s*"?([^"]*)"?\s*$/.exec(line) : /^\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (m) env[m[1]!] = m[2]!.trim();
  }
  return env;
}

describe('where the local table listens', () => {
  it('is loopback unless ARCS_TABLE_HOST is set', () => {
    expect(tableHost({})).toBe('127.0.0.1');
    expect(tableHost({ ARCS_TABLE_HOST: '' })).toBe('127.0.0.1');
    expect(tableHost({ ARCS_TABLE_HOST: '  ' })).toBe('127.0.0.1');
    expect(tableHost({ ARCS_TABLE_HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('[::1]')).toBe(true);
    expect(isLoopback('localhost')).toBe(true);
    expect(isLoopback('0.0.0.0')).toBe(false);
    expect(isLoopback('::')).toBe(false);
    expect(isLoopback('192.168.1.5')).toBe(false);
  });

  it('the Docker image, compose.yaml and .env.example do not open it to other machines', () => {
    const docker = dockerfileEnv(readFileSync('Dockerfile', 'utf8'));
    expect(docker.NODE_ENV, 'the Dockerfile ENV lines were read').toBe('production');
    expect(isLoopback(tableHost(docker))).toBe(true);
    const compose = uncommentedKeyValues(readFileSync('compose.yaml', 'utf8'), ':');
    expect(compose.DATABASE_URL, 'the compose environment was read').toBeDefined();
    expect(isLoopback(tableHost({ ...docker, ...compose }))).toBe(true);
    const example = uncommentedKeyValues(readFileSync('.env.example', 'utf8'), '=');
    expect(isLoopback(tableHost({ ...docker, ...example, ...compose }))).toBe(true);
  });

  it('a table started with that environment cannot be reached on another interface', async () => {
    const saved = process.env.ARCS_TABLE_HOST;
    delete process.env.ARCS_TABLE_HOST;
    const table = await startLocalTable({ port: 0, announce: false });
    try {
      expect(new URL(table.url).hostname).toBe('127.0.0.1');
      // Through this machine's other addresses, nothing answers on that port.
      const port = Number(new URL(table.url).port);
      const others = Object.values(networkInterfaces()).flat().filter((a) => a && a.family === 'IPv4' && !a.internal).map((a) => a!.address);
      for (const address of others) {
        const answered = await new Promise<boolean>((ok) => {
          const s = connect({ host: address, port });
          s.once('connect', () => { s.destroy(); ok(true); });
          s.once('error', () => ok(false));
        });
        expect(answered, `the page answers on ${address}`).toBe(false);
      }
      const res = await fetch(new URL('/healthz', table.url));
      expect(res.status).toBeLessThan(600);
    } finally {
      await table.close();
      if (saved !== undefined) process.env.ARCS_TABLE_HOST = saved;
    }
  });
});
