// Optional persistence of the local Discord server (`dataDir`): the whole model (ids, token,
// users, channels, threads, messages, commands) in state.json, attachment bytes in files/.
// The local table uses it so a game started yesterday still has its thread, messages and
// buttons after `npm start` again: the bot's database keeps pointing at ids that exist.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiChannel, ApiCommand, ApiMessage, ApiUser } from './harness.ts';

export interface Snapshot {
  version: 1;
  baseUrl: string;
  applicationId: string;
  botToken: string;
  botUser: ApiUser;
  guildId: string;
  guildName: string;
  adminRoleId: string;
  channelId: string;
  members: { user: ApiUser; joinedAt: string; admin: boolean; dmsClosed: boolean }[];
  humans: string[];
  channels: ApiChannel[];
  threadMembers: [string, [string, string][]][];
  /** Per channel, oldest first. */
  messages: [string, ApiMessage[]][];
  dms: [string, string][];
  files: [string, string][];
  globalCommands: ApiCommand[];
  guildCommands: ApiCommand[];
  /**
   * Every guild (the first is `guildId`) and its members (user id, joined at). Absent in a state
   * saved before the server held several guilds: then one guild, every user a member.
   */
  guilds?: { id: string; name: string; adminRoleId: string; members: [string, string][] }[];
}

export function loadSnapshot(dir: string): Snapshot | undefined {
  const path = join(dir, 'state.json');
  if (!existsSync(path)) return undefined;
  const snap = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
  if (snap.version !== 1) throw new Error(`${path}: unknown local Discord state version ${String(snap.version)}`);
  return snap;
}

export function saveSnapshot(dir: string, snap: Snapshot): void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'state.json');
  writeFileSync(`${path}.tmp`, JSON.stringify(snap));
  renameSync(`${path}.tmp`, path);
}

export function saveFile(dir: string, id: string, body: Uint8Array): void {
  mkdirSync(join(dir, 'files'), { recursive: true });
  writeFileSync(join(dir, 'files', id), body);
}

export function loadFile(dir: string, id: string): Uint8Array | undefined {
  const path = join(dir, 'files', id);
  return existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined;
}
