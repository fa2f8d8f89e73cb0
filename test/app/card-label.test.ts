// What a hand lists in words (the DM and /arcs hand): action cards by suit and number, a campaign
// Event card by its name, never a raw id such as "EVT2".
import { describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/app/games.ts';
import { EVENT_ACTION_CARD_IDS } from '../../src/data/campaign/components.ts';
import { CARETAKER_EVENT_CARD } from '../../src/engine/campaign/state.ts';
import { actionCard, isActionCardId } from '../../src/data/action-cards.ts';

describe('cardLabel', () => {
  it('names a campaign Event card as such, not by its id', () => {
    for (const id of [...EVENT_ACTION_CARD_IDS, CARETAKER_EVENT_CARD]) {
      expect(cardLabel(id)).toBe('Event card');
      expect(cardLabel(id)).not.toContain(id);
    }
  });
  it('names an action card by suit and number', () => {
    const id = ['AGG4', 'ADM4', 'CON7'].find(isActionCardId)!;
    expect(cardLabel(id)).toMatch(new RegExp(`^[A-Z][a-z]+ ${actionCard(id).number}$`));
  });
});
