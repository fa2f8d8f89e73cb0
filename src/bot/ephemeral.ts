/**
 * Ephemeral private panels ("My turn") can only be edited through the interaction that made or
 * last updated them, for 15 minutes. To strip a user's panels when their seat changes hands, the
 * bot remembers, per game and user, the last few panels with the freshest interaction token, in
 * the store (any process can strip them). Stripping is a courtesy: every component handler checks
 * the seat's holder anyway, so a panel that could not be stripped only answers refusals.
 */
import { Routes, type Client } from 'discord.js';
import type { ArcsApp } from '../app/games.ts';

/** Interaction tokens live 15 minutes; keep a margin. */
const TOKEN_LIFE_MS = 14 * 60_000;
const KEEP = 5;

export class EphemeralPanels {
  constructor(readonly client: Client, readonly app: ArcsApp) {}

  /** `messageId` is an ephemeral panel of `userId` in `gameId`, editable with `token` from now on. */
  async remember(gameId: string, userId: string, token: string, messageId: string): Promise<void> {
    if (!/^[\w.-]+$/.test(token) || !/^\d+$/.test(messageId)) return;
    await this.app.store.rememberPanel(gameId, userId, messageId, token, KEEP);
  }

  /** Strip the buttons of every remembered panel of `userId` in `gameId`, and forget them. */
  async strip(gameId: string, userId: string): Promise<void> {
    const entries = await this.app.store.listPanels(gameId, userId, new Date(Date.now() - TOKEN_LIFE_MS));
    const appId = this.client.application?.id ?? this.client.user?.id;
    if (appId) {
      for (const e of entries) {
        await this.client.rest.patch(Routes.webhookMessage(appId, e.token, e.messageId), { body: { components: [] }, auth: false }).catch(() => undefined);
      }
    }
    await this.app.store.forgetPanels(gameId, userId);
  }
}
