// An in-memory TableBackend for testing the page on its own: it records what the page sends
// and lets the test post Discord-shaped messages.
import type { ActionOutcome, DiscordMessage, TableBackend, TableChannel, TableUser } from '../../src/sandbox/web/server.ts';
import type { Command, SlashData } from '../../src/sandbox/web/slash.ts';

export interface Sent {
  kind: 'slash' | 'click' | 'select' | 'modal';
  userId: string;
  channelId: string;
  data?: SlashData;
  messageId?: string;
  customId?: string;
  values?: string[];
  fields?: Record<string, string | string[]>;
}

export class FakeBackend implements TableBackend {
  readonly sent: Sent[] = [];
  readonly people: TableUser[] = [];
  readonly chans: (TableChannel & { ownerId?: string })[] = [{ id: '100', name: 'arcs', kind: 'text' }];
  readonly msgs = new Map<string, (DiscordMessage & { visibleTo?: string })[]>();
  cmds: Command[] = [];
  private listeners = new Set<() => void>();
  private nextId = 1000;

  guildName(): string { return 'Local server'; }
  users(): TableUser[] { return this.people; }
  addUser(name: string): TableUser {
    const u = { id: String(this.nextId++), name };
    this.people.push(u);
    this.chans.push({ id: `dm-${u.id}`, name: 'Arcs', kind: 'dm', ownerId: u.id });
    this.changed();
    return u;
  }
  channelsFor(userId: string): TableChannel[] {
    return this.chans.filter((c) => c.kind !== 'dm' || c.ownerId === userId)
      .map(({ ownerId: _o, ...c }) => c);
  }
  messages(channelId: string, userId: string): DiscordMessage[] {
    const ch = this.chans.find((c) => c.id === channelId);
    if (ch?.kind === 'dm' && ch.ownerId !== userId) return [];
    return (this.msgs.get(channelId) ?? []).filter((m) => !m.visibleTo || m.visibleTo === userId)
      .map(({ visibleTo: _v, ...m }) => m as DiscordMessage);
  }
  commands(): Command[] { return this.cmds; }
  /** When set, the next action answers with this modal. */
  nextModal: Record<string, unknown> | undefined;
  private outcome(): ActionOutcome {
    const modal = this.nextModal;
    this.nextModal = undefined;
    return modal ? { interactionId: `i${this.nextId++}`, modal } : {};
  }
  async slash(userId: string, channelId: string, data: SlashData): Promise<ActionOutcome> {
    this.sent.push({ kind: 'slash', userId, channelId, data });
    this.changed();
    return this.outcome();
  }
  async submitModal(userId: string, openerId: string, fields: Record<string, string | string[]>): Promise<ActionOutcome> {
    this.sent.push({ kind: 'modal', userId, channelId: '', customId: openerId, fields });
    this.changed();
    return {};
  }
  async click(userId: string, channelId: string, messageId: string, customId: string): Promise<ActionOutcome> {
    this.sent.push({ kind: 'click', userId, channelId, messageId, customId });
    this.changed();
    return this.outcome();
  }
  async select(userId: string, channelId: string, messageId: string, customId: string, values: string[]): Promise<ActionOutcome> {
    this.sent.push({ kind: 'select', userId, channelId, messageId, customId, values });
    this.changed();
    return this.outcome();
  }
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  post(channelId: string, m: Partial<DiscordMessage> & { visibleTo?: string }): DiscordMessage {
    const msg = {
      id: String(this.nextId++),
      channel_id: channelId,
      author: { id: '1', username: 'Arcs', bot: true },
      content: '',
      timestamp: new Date(0).toISOString(),
      embeds: [],
      attachments: [],
      components: [],
      ...m,
    } as DiscordMessage & { visibleTo?: string };
    const list = this.msgs.get(channelId) ?? [];
    list.push(msg);
    this.msgs.set(channelId, list);
    this.changed();
    return msg;
  }

  addThread(name: string): TableChannel {
    const c: TableChannel = { id: String(this.nextId++), name, kind: 'thread', parentId: '100' };
    this.chans.push(c);
    this.changed();
    return c;
  }

  dmOf(userId: string): string { return `dm-${userId}`; }

  changed(): void { for (const l of this.listeners) l(); }
}
