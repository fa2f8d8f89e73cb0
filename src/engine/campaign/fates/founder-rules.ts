/**
 * Fate 2, the Founder (ARCS-FATE02; Fate Set ARCS-F201…F227): its Acts as FateRules and the facts
 * its cards read (the Commonwealth's Members, the Commonwealth Ambition marker, Free cities and who
 * controls them). Kept apart from the cards' effects (founder.ts) so the Fate registry never
 * imports the effect system (an import cycle), as steward-rules.ts is.
 *
 * State: the Member titles are Fate Set cards in the Members' play areas (F212A's "Give a Member
 * of the Commonwealth title card (18–21) to each player, including you": fate-steps.ts
 * `each-player`); Disgrace scraps one. The Commonwealth Ambition marker is a CampaignToken of kind
 * `commonwealth-ambition` (owner: the Founder, `where`: the Founder's Fate card); while it lies on
 * a declared ambition box, `campaign.commonwealthOn` names the box (a token's `where` is a system
 * or a card). `campaign.commonwealthWon` records the last Commonwealth win (Act, chapter).
 */
import type { Ambition } from '../../../data/action-cards.ts';
import type { Act } from '../../../data/campaign/components.ts';
import { SYSTEMS, type SystemId } from '../../../data/map.ts';
import { log, sys } from '../../board.ts';
import { controller } from '../../control.ts';
import type { GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';

export const FOUNDER = 'ARCS-FATE02';
export const MEMBER_TITLES = ['ARCS-F218', 'ARCS-F219', 'ARCS-F220', 'ARCS-F221'] as const;
export const COMMONWEALTH_TOKEN = 'commonwealth-ambition';
/** The two Armistice Vox cards (F216, F217) and the Edict 25 cards they are tucked under. */
export const ARMISTICES = ['ARCS-F216', 'ARCS-F217'] as const;
export const CALL_FOR_ARMISTICE = 'ARCS-F215';
export const MASS_CALL_FOR_ARMISTICE = 'ARCS-F226';
export const ARMISTICE_EDICTS = [CALL_FOR_ARMISTICE, MASS_CALL_FOR_ARMISTICE] as const;

/** The Member title card a seat holds (in its play area), or undefined. */
export function memberTitle(s: GameState, seat: Seat): string | undefined {
  return s.campaign?.seats[seat]?.playArea.find((id) => (MEMBER_TITLES as readonly string[]).includes(id));
}

export function isMember(s: GameState, seat: Seat): boolean {
  return memberTitle(s, seat) !== undefined;
}

/** The Members of the Commonwealth, in seat order. */
export function members(s: GameState): Seat[] {
  return s.players.map((p) => p.seat).filter((seat) => isMember(s, seat));
}

/** The Commonwealth Ambition marker, if in play. */
export function commonwealthToken(s: GameState) {
  return s.campaign?.tokens?.find((t) => t.kind === COMMONWEALTH_TOKEN);
}

/** The ambition box the Commonwealth Ambition marker is on, or null. */
export function commonwealthAmbition(s: GameState): Ambition | null {
  return commonwealthToken(s) ? (s.campaign?.commonwealthOn ?? null) : null;
}

const onMap = (s: GameState): SystemId[] => SYSTEMS.filter((d) => s.map[d.id] !== undefined).map((d) => d.id);

/** Free cities on the map, one entry per city, with the system they are in. */
export function freeCities(s: GameState): SystemId[] {
  return onMap(s).flatMap((id) => sys(s, id).slots.filter((b) => b?.type === 'city' && b.owner === 'free').map(() => id));
}

/** F212B "Protect Freedom in the Reach": Free cities on the map not controlled by the Empire. */
export function freeCitiesNotImperial(s: GameState): number {
  return freeCities(s).filter((id) => controller(s, id) !== 'empire').length;
}

/** F225B: Free cities "neither controlled by the Empire nor a player who is not a Commonwealth Member". */
export function freeCitiesOfTheCommonwealth(s: GameState): number {
  return freeCities(s).filter((id) => {
    const c = controller(s, id);
    if (c === null) return true;
    if (c === 'empire') return false;
    return typeof c === 'number' && isMember(s, c);
  }).length;
}

/** F201B "Defy the Empire's Grip": systems the seat controls (an Outlaw controls no Imperial system). */
export function systemsControlled(s: GameState, seat: Seat): number {
  return onMap(s).filter((id) => controller(s, id) === seat).length;
}

/** Whether the Commonwealth won the Commonwealth ambition at this chapter's scoring. */
export function commonwealthWonThisChapter(s: GameState): boolean {
  const w = s.campaign?.commonwealthWon;
  return w !== undefined && w.act === s.campaign!.act && w.chapter === s.chapter;
}

/**
 * Act III grand ambitions (ARCS-F225B "Secure Freedom for All"): "The Commonwealth won the
 * Commonwealth ambition and… 3 Free cities are neither controlled by the Empire nor a player who is
 * not a Commonwealth Member. / 7 Free cities …". Read at the chapter's scoring, after the declared
 * ambitions (acts/chapter-end.ts scoreGrandAmbitions runs after scoreAmbitions): both need this
 * chapter's Commonwealth win; 7 such cities fulfil both.
 */
export function founderGrandAmbitions(s: GameState): number {
  if (!commonwealthWonThisChapter(s)) return 0;
  const n = freeCitiesOfTheCommonwealth(s);
  return (n >= 3 ? 1 : 0) + (n >= 7 ? 1 : 0);
}

export const FOUNDER_RULES: FateRules = {
  cardId: FOUNDER,
  acts: [1, 2, 3],
  dealt: true,
  setup(s, seat, act: Act) {
    const c = s.campaign!;
    if (act === 2) {
      // F212A 2. "Place the Commonwealth Ambition marker on your Fate card." (The card moves are data.)
      c.tokens = (c.tokens ?? []).filter((t) => t.kind !== COMMONWEALTH_TOKEN);
      c.tokens.push({ id: `${COMMONWEALTH_TOKEN}-1`, kind: COMMONWEALTH_TOKEN, owner: seat, where: FOUNDER });
      // "Explain it to everyone."
      log(s, 'Commonwealth Membership: every player is a Member of the Commonwealth until they harm a Free city. Members may tax, build at and repair Free buildings not controlled by the Empire like Loyal ones, may call Armistices, and score the Commonwealth ambition together.');
    }
    if (act === 3) {
      // F225A 1. "Scrap the Call for Armistice edict (15) and add the Mass Call for Armistice edict (26)": the Armistices still
      // tucked under Call for Armistice go under Mass Call for Armistice (our reading: the same Edict 25, "the same as before").
      const under = c.tucked?.[CALL_FOR_ARMISTICE];
      if (under && under.length > 0) {
        ((c.tucked ??= {})[MASS_CALL_FOR_ARMISTICE] ??= []).push(...under);
        delete c.tucked[CALL_FOR_ARMISTICE];
      }
      log(s, 'Mass Call for Armistice: the same as Call for Armistice, but the Founder may also attach an Armistice.');
    }
    return [];
  },
  resolve(s, _seat, act, completed) {
    const c = s.campaign!;
    // F223 failed 2: "Scrap your Founder of the Commonwealth card (13) and the Commonwealth Ambition marker."
    if (act === 2 && !completed && c.tokens?.some((t) => t.kind === COMMONWEALTH_TOKEN)) {
      c.tokens = c.tokens.filter((t) => t.kind !== COMMONWEALTH_TOKEN);
      if (c.tokens.length === 0) delete c.tokens;
      delete c.commonwealthOn;
      log(s, 'The Commonwealth Ambition marker is scrapped.');
    }
    return [];
  },
  grandAmbitions: founderGrandAmbitions,
};
