/**
 * The effect system: hooks for card effects (Court cards in src/engine/court/, leaders and lore in
 * src/engine/leaders/). Static facts live in data/cards; effects are code, one CardEffect per card
 * id, listed by the module it belongs to (modules.ts), which the game's options switch on.
 *
 * HOW TO ADD AN EFFECT: a CardEffect in its module's list (modules.ts says which); frames it pushes
 * are ordinary frames with handlers (court/frame-types.ts + court/frames.ts, leaders/...); tests.
 *
 * ACTIVE EFFECTS AND THEIR ORDER: activeEffects(s, seat) builds them from the state, by source in
 * SOURCE_ORDER: the seat's Court cards (in the order taken), its leader, its lore. Where one effect
 * answers for all (the first move limit, extra build, Copy/Pivot action, "second for first"), the
 * first in this order wins; triggers that fire together are ordered by a player (simultaneous()).
 * Campaign: the seat's Fate cards in play are a fourth source ('fate'); the rules booklet's cards
 * (Laws, Edicts, Summit cards) are everyone's rules (bookletEffects; permits() asks them).
 *
 * THE RULES HIERARCHY: "cannot" beats "can" unless "ignore" — one hook, `rule`, and one decision,
 * permits() (below): the rulebook's own cannots and every seat's cards are asked.
 *
 * THE HOOKS (base rulebook, Other Actions; ARCHITECTURE.md, The engine):
 * - Passive modifiers, read where the rule is applied:
 *     keepOnOutrage   Provoke Outrage keeps the card (frames/outrage.ts)
 *     rule            the card's "cannot"/"ignore" on an Act (tax, secure, influence, declare, steal,
 *                     prelude-spend): Upstart, Demagogue, Feastbringer, Sworn Guardians, Loyal Guilds
 *     spendAs         "You may spend any resources as X" (frames/turn.ts)
 *     holdsSupply     the general supply of resource X is kept on this card; it counts for the
 *                     holder's ambitions and cannot be spent or stolen (chapter.ts scoring)
 *     firesWith       another card noted fired with this one (a Law whose state another card shows: the Economy side F326A/B for F327)
 *     buryWhenStolen  a stolen card goes to the bottom of the Court deck instead (takeStolenCard)
 *     battleDice      extra dice the attacker may collect in a standard **battle** (frames/battle.ts)
 *     noZeroMarker    **declare**: do not place the zero marker for this ambition (frames/flow.ts)
 * - Actions:
 *     newActions      "Name (Standard):" replaces a standard action paid by a pip or a
 *                     non-Outraged resource; offered in the turn menu next to the standard one.
 *                     Modifiers of the standard action do NOT apply to the new action (they are
 *                     read only in the standard action's frames).
 *     prelude         "Prelude:" abilities: options in the turn menu while the Prelude lasts; never
 *                     for a card secured in this Prelude. Once-per-turn limits: usedThisTurn/markUsed.
 * - Triggers (return frames; when several fire at once they go through an `fx/order` frame and the
 *   player taking their turn, else the initiative holder, picks the order):
 *     whenSecured     runs after the card is taken; Vox cards then leave by `afterSecured`
 *                     (discard, shuffle, or bury: campaign); ctx.returned = the securer's agents just returned from it
 *     onDeclare       after the holder **declares an ambition**
 *     onPlay          after the holder plays a card to Surpass or Pivot, before any action
 *     afterRoll       after the holder rolls in **battle** (Skirmishers, Seeker Torpedoes): the frame
 *                     offering it; it hands the dice back as its result, rerolledDice() (step.ts FrameResult; battle/rolled receive)
 *     afterScoring    after ambitions are scored at the end of a chapter
 * - Leaders & Lore hooks (src/engine/leaders/; added for issue 4):
 *     mustCollectDice extra battle dice the attacker MUST collect (Rebel, Committed); also count
 *                     them in battleDice (frames/battle.ts raises the minimum)
 *     moveLimit       most ships the holder may move at a time (Rebel, Disorganized; act/move)
 *     taxBonus        a resource gained along with the taxed one when the holder Copies or
 *                     Pivots in order to **tax** (Mystic, Fuel-Drinker; act/tax)
 *     secondForFirst  scoring this ambition: no Power for second place, second-place Power for
 *                     first place, no city bonus (Elder/Tyrant, Warrior/Empath; chapter.ts)
 *     battleStart     once at a battle's start, before dice: notes what it needs, gives frames
 *                     to run first (Signal Breaker's check, Railgun Arrays' hit; battle.ts)
 *     intercepts      changes the intercepts of the rolled dice: 'ignore-rolled' (Signal
 *                     Breaker) or 'add' (Mirror Plating)
 *     (Hidden Harbors' "cannot collect raid dice" and "always build ships fresh" are `rule`
 *     verdicts on the acts 'roll-raid' and 'build-fresh')
 *     extraBuild      build outside the printed building slots (act/build; such buildings sit
 *                     after the printed slots in SystemState.slots: board.ts extraSlotLimit)
 *     onRivalMoveIn   a Rival's ships took a move into a system (act/move; Gate Ports)
 *     resourceSlot    one resource slot on the card, raid cost in keys (Ancient Holdings): its
 *                     token is a resource like any other (holdings.ts)
 *     extraMove       fresh ships that moved may move once more, after all Catapult moves
 *                     (Sprinter Drives: an ll/sprint frame under the catapult frames collects
 *                     where the ships stop; sprintFrame/noteArrival below)
 *     copyPivotAction frames replacing a standard action paid with a pip of a Copied or
 *                     Pivoted card (Warrior, Feastbringer; frames/turn.ts); copyPivotEnables: that
 *                     action is offered even with no target now, when the card can make one
 *     noRansack       Rivals cannot Ransack the Court when they battle the holder (city/destroyed)
 *     afterBattle     after a standard battle, for attacker and defender (battle/after; Elder,
 *                     Repair Drones)
 *   afterScoring also receives the ambitions scored this chapter (Fuel-Drinker, Lavish).
 * - Campaign, the Empire (control.ts): ignoresPresenceLaw  the holder Commands the Imperial Fleet in
 *   all systems, even with no Loyal pieces (a held card or a rules-booklet card; The Empire).
 * - Fates (campaign/fates; Steward first):
 *     ambitionsScored after a chapter's ambitions are scored, with chapter.ts scoreAmbitions' results
 *                     (who won, who gained what): Imperial Authority F101B advances per Power won
 *     buryIfOutlaw    "Bury this if you're an Outlaw.": buried when its holder is or becomes one (campaign/empire/titles.ts buryOutlawCards)
 *     taxLikeLoyal    the holder may tax this city like a Loyal one, ignoring the Presence and Truce Laws, no Captives (F102; act/tax)
 *     taxFromBoard    taxing a city of `owner`, the holder may take the resource from that player's board (Tax Collectors F106; act/tax)
 *     noBlightCrisis  a rules-booklet Law: no Blight Crisis in this system (Imperial Protectors F108; the Blight Crises ask it)
 *     afterSecure     after the holder secures any Court card, held before it (Council Insiders F116: Guild cards; court.ts secureCard)
 *     warlordCountsWeapons  a booklet Law: Warlord counts Trophies and Weapons icons (War Profiteering F320; chapter.ts ambitionCount)
 *     buildsAnywhere  build a city/starport with no Loyal piece in the system (Prospectors F322; act/build)
 *     taxAgain        a booklet Law: tax a city again this turn (Open Economy F327; act/tax taxTargets)
 *     cityDestroyed   a rules-booklet card: `destroyer` destroyed a city of seat `owner` (Breaking the Faith F831; frames/outrage.ts, bookletCityDestroyed)
 *     beforeScoring   at a chapter's end, before scoring: choices that grand ambitions read (Caretaker F520B; fates/hooks.ts)
 *     blightCrisisAt  a Blight Crisis happens in a system (Survivalist F1801B; crises.ts blightCrisis, fates/hooks.ts)
 *     afterOutrageProvoked  the holder Provoked Outrage (Sycophants F1102; frames/outrage.ts): its frames go just under the running
 *                     frame, so they run once that frame is finished (provokeOutrage is a plain function called inside frames)
 *     keepsCaptives   Captives kept when they are returned after Tyrant (Vow of Survival F1802, like Happy Hosts F1012; chapter.ts cleanUp)
 *     winsAsSecond    winning any ambition gains only second-place Power, no city bonus (Vow of Survival F1802; chapter.ts)
 *     tokenDestroyed  a building-like token of the holder was destroyed in battle (the "extra hittable piece" hook,
 *                     campaign/loyal-tokens.ts HITTABLE_TOKENS: Bunkers F1803/F1804 scrap a Captive; battle.ts tokenDestroyedTriggers)
 *   A rules-booklet card's onDeclare fires for every player who declares (Imperial Sponsor F123; declareTriggers).
 *   Partisan: the act 'seize-discard' (seize by discarding a second action card; Partisan Seizing F603/F616 forbid it);
 *     seizeWays       other ways to seize when playing a card, offered beside it (seizeWayItems; frames/flow.ts)
 *     gainedInitiative the holder got the initiative marker, any way (initiativeGained; flow.ts: seize, Surpass, pass)
 *     surpassInitiative at a round's end the holder got the initiative from Surpassing: frames (Sower of Division F625)
 *     afterPlayCard   the holder played an action card (lead, Surpass, Pivot, Copy), before anything else (playedCard)
 *   Admiral (F7xx): imperialShipsPlaced (anyone placed Imperial ships on the map; noteImperialShipsPlaced),
 *     battleTrophies (Trophies a seat took in a standard battle; battle/after, battleTrophyNotes), captured
 *     (the holder captured Rival agents; noteCaptured at tax, secure, Abduct, Gate Ports), ignoresMovementLaw /
 *     ignoresTruceLaw (control.ts, frames/actions.ts), deniesFleetCommand (a rules-booklet Law: the seat
 *     cannot Command the Imperial Fleet, has no First Regent scoring control, Empire gates end its Catapult moves).
 *   Advocate (campaign/fates/advocate.ts):
 *     rule 'guild-action'  "To use actions on Guild cards" (Prelude and new actions): Guild Overseers F403 (preludeOptions, newActionsFor)
 *     afterPrelude    after the holder used a held card's Prelude ability (turn.ts): Advocate Act I objective F401B
 *     onCopy          the holder takes a pip action of a card played to Copy (turn.ts): the Liaisons F405-F409
 *     keepGuildsOnOutrage  Provoke Outrage keeps all the holder's Guild cards (Guild Loyalty F424; frames/outrage.ts)
 *     guildsCountTwice     a rules-booklet Law: Guild cards count twice for ambitions when scoring (Guild Supremacy F425; chapter.ts ambitionCount)
 *   Pirate (campaign/fates/pirate.ts):
 *     keepsStolen     the holder may place resources it steals on this card (Pirate Hoard F1202; res/gain, stolenToHoard)
 *     raidsWithoutBuildings  attacking, the holder may collect raid dice with no defending buildings or Flagships; then only
 *                     resources, max 1 per damaged defending ship (Pirate Fleet F1203; battle.ts raidAllowed, raid)
 *     stolenInBattle  a rules-booklet card: `thief` stole from `victim` in a battle's raid (Rumors of the Haven F1211; battle.ts raid)
 *   Pathfinder: grandAmbition   in Act III scoring the holder fulfils one more grand ambition, whatever its Fate (Portal Seekers F906; acts/chapter-end.ts, cardGrandAmbitions)
 *   Gate Wraith: catapultInto  the holder's Catapult move went from `from` into `to`: true when the card
 *                   moved the ships elsewhere and the Catapult ends (Breaking Gates F2203; frames/actions.ts, catapultIntoTriggers);
 *     catapultOverdrive  Catapult with Rival starports one controls, and on through the Twisted Passage (F2202; control.ts hasCatapultOverdrive)
 *     shipsDestroyed / afterAllScoring  rules-booklet or reminder cards (tableEffects): destroyed ships back in a supply (every destruction
 *                   outside Trophies goes through destroyedShipsToSupply), and the moment after all scoring, before cleanup (The Dead Live F2204)
 *     whenDrawn     "When Drawn:" a Court card drawn from the Court deck (court-slots.ts refill → drawnTriggers; Passage Storms F2206)
 *   Hegemon (campaign/fates/hegemon.ts): bookletAmbitionsScored (a rules-booklet card after a chapter's ambitions are scored:
 *     Banners of Hegemony F1003; fates/hooks.ts), keepsCaptives (Captives the holder may keep when Tyrant returns them: Happy Hosts F1012; chapter.ts cleanUp)
 *   Conspirator (campaign/fates/conspirator.ts): declareInstead (the declarer places no ambition marker; its frames instead:
 *     Conspiracies F2303; frames/flow.ts declareAmbition), bookletSecured (a rules-booklet card after `securer` secured a card,
 *     with the agents that were on it: Foiling Conspiracies F2305; court.ts secureCard)
 *   Blight Speaker (fates/blight-speaker.ts): catapultThroughBlight (Blight does not end the holder's Catapult move, Spore Ships F1302; control.ts endsCatapult),
 *     blightOneHit (attacking, 1 hit damages/destroys Blight, Blight Hunters F1305; battle.ts hitOutcomes), repairsBlight (repair Blight
 *     the holder controls, Blight Fury F1304 / Blight Society F2102; frames/actions.ts repair), blightCrisisDestroyed (ships a Blight Crisis
 *     destroyed, back in their supply: Blight Hunger F1313; events/crises.ts), blightHarmed (the holder damaged or destroyed Blight, Blight Society F2102; battle.ts)
 *   Naturalist (fates/naturalist.ts): preventBlightCrises (systems whose Blight Crises the holder prevents now, Blight Society F2102; events/crises.ts)
 *   Pacifist (campaign/fates/pacifist.ts): preludeSpent (the holder spent a resource in its Prelude; turn.ts preludeSpentTriggers: F1401B),
 *     afterBattleHits (a rules-booklet Law, after a battle's hits and before its raid, for the attacker; battle.ts battleHitsTriggers: Empathy for All F1409),
 *     tokenMoveFrom / tokenMove (tokens the holder moves with the Move action: Witnesses F1402; frames/actions.ts act/move, tokenMoveSources)
 *     catapultRiders  campaign tokens the holder may carry along a Catapult move of its ships out of a system (Witnesses F1402;
 *                     frames/actions.ts act/move and act/catapult `ride:<n>`, catapultRiderTokens / carryRiders)
 *   Guardian (campaign/fates/guardian.ts): noDeclare / noScoringPower (the holder cannot declare / gain Power from scoring an
 *     ambition: Ire of the Tycoons F2003; flow.ts, court/frames.ts fx/declare, chapter.ts), vaults (the holder may place a
 *     gained resource in its Captives, frozen: Green Vault F2002; frames/resources.ts res/gain), ambitionInstead (a
 *     rules-booklet Law: an ambition declared instead of another, Edenguard F2004; declareAlternatives), scoreExtra (a
 *     rules-booklet Law scores its own ambition after the declared ones; chapter.ts scoreExtraAmbitions)
 *   Warden (campaign/fates/warden.ts): taxIgnoresControl (the holder may tax this city ignoring control, Captives still taken:
 *     Lord titles F1603-F1608; act/tax), a rules-booklet card's afterHarm (Feudal Law F1610; harmTriggers, and effectHarm: a card's hit/damage/destroy), cityOutrageExcused
 *     (a booklet Law: no Outrage for this destroyed city; city/destroyed), afterInfluence / aroundSecure / ransackAllowed (a booklet
 *     Law on influencing and securing: Feudal Courts F1618; act/influence, court.ts secureCard, ransack), absorbsSelfHits (the
 *     attacker's own hits taken first elsewhere: Warden's Levy F1612; battle.ts).
 *   Overlord (campaign/fates/overlord.ts): Sycophants F1702 uses afterOutrageProvoked too (one "after Outrage" trigger for every
 *     Outrage, however provoked: a destroyed city, a Crisis, a card, a seizure…; city/destroyed runs its frames before Ransack).
 * - Peacekeeper (campaign/fates/peacekeeper.ts): the act 'declare' may name its ambition, the act 'policy' (Oath of Peace F1502);
 *     gainInstead/placeInstead  "When you take X, you may place it here instead" (Arsenal Keepers F1503; res/gain, gainInsteadCard;
 *                     also Well of Empathy F1403, "You may hold any number of Psionic here", not for the Imperial Trust);
 *     a rules-booklet card's afterHarm runs too (Ceasefires F1508; harmTriggers).
 *     raidItems/raidTake  more things a raid of the holder may steal (Arsenal Keepers F1503; Judge: Vow of Fairness F2402; battle.ts raid, raidExtras)
 *   Judge: battleAlly  the seat whose Loyal ships the holder may battle with, added to its attacking ships, except against that seat (Judge's Chosen F2404; battle.ts)
 * - Flagships (campaign/flagship): a seat with a Flagship board holds the Flagship Upgrades aid card
 *   (FLAGSHIP_CARD) among its Fate cards; its `rule` forbids the act 'build-on-map' (p.22).
 * Every effect that does something calls fired(s, id): tests and the driver observe it (fired.ts);
 * the state keeps no count.
 */
import type { ActionKind, Ambition } from '../data/action-cards.ts';
import { findCard } from '../data/cards.ts';
import type { Resource, SystemId } from '../data/map.ts';
import type { RolledFaces } from './court/frame-types.ts';
import { log, returnPieces } from './board.ts';
import { controlledByOther, isSeat } from './control.ts';
import { noteFired } from './fired.ts';
import { EFFECT_MODULES, type EffectModule } from './modules.ts';
import { heldTokens } from './holdings.ts';
import { card, msg, type Text } from './messages.ts';
import type { CampaignToken, EventRoll } from './campaign/types.ts';
import { councilVerdict } from './campaign/court/council.ts';
import { isBrokenWorld } from './campaign/broken-worlds.ts';
import { FLAGSHIP_CARD } from './campaign/flagship/board.ts';
import type { AmbitionResult } from './frames/chapter.ts';
import type { BuildingOwner, BuildingType, DecisionOption, DicePool, EffectState, Frame, FrameOf, GameState, Owner, Play, Seat, ShipOwner, SprintArrival } from './types.ts';

/** The sides of a standard battle, as battle hooks see them. */
export interface BattleSides { attacker: Seat; defender: Owner; system: SystemId }
/** What battle-start effects note for the rest of the battle (EffectState.battleStart). */
export type BattleStartRecord = NonNullable<EffectState['battleStart']>;

export interface NewAction {
  /** Stable key, part of option ids, e.g. 'manufacture'. */
  key: string;
  name: string;
  replaces: ActionKind;
  /** The new action has something to do now. */
  can(s: GameState, seat: Seat): boolean;
  start(s: GameState, seat: Seat): Frame[];
}

export interface PreludeAbility {
  /** Options (ids are local keys) the holder may pick now; `menu` is their turn/actions frame. */
  options(s: GameState, seat: Seat, menu: FrameOf<'turn/actions'>): DecisionOption[];
  /** Resolve a picked option: mutate and/or return frames to run next. */
  take(s: GameState, seat: Seat, key: string, menu: FrameOf<'turn/actions'>): Frame[];
}

/**
 * Acts a rule may forbid ("cannot") or a card may let its holder do anyway ("ignore"): the Rules
 * Hierarchy, decided by permits() below. `actor` is who would act; the card's holder may be another
 * seat (Sworn Guardians forbids Rivals).
 */
export type Act =
  | { t: 'tax'; city: { id: SystemId; slot: number; owner: BuildingOwner } }
  | { t: 'secure'; card: string }
  /** Place an agent on a Court card (Influence; campaign: the Decided Imperial Council cannot be influenced). */
  | { t: 'influence'; card: string }
  /** Peacekeeper (ARCS-F1502 Oath of Peace): `ambition`, when the rule asks which (frames/flow.ts canDeclare). */
  | { t: 'declare'; ambition?: Ambition }
  | { t: 'steal'; victim: Seat; thing: { resource: true } | { guild: string } }
  /** Spend a resource for its own Prelude action (Resources; Outrage). */
  | { t: 'prelude-spend'; resource: Resource }
  /** Collect raid dice against `defender` in a battle in `system` (Raid Dice Limit; Hidden Harbors). */
  | { t: 'roll-raid'; defender: Owner; system: SystemId }
  /**
   * Build a piece fresh in `system`: the rules say a piece built where anyone other than you
   * controls is placed damaged (Build), which a card may ignore (Hidden Harbors: ships).
   */
  | { t: 'build-fresh'; piece: 'ship' | BuildingType; system: SystemId }
  /** Build a Loyal building in a printed building slot of the map (campaign: a Flagship cannot, p.22; lore outside the slots may). */
  | { t: 'build-on-map'; piece: BuildingType; system: SystemId }
  /** Partisan: seize the initiative by discarding a second action card (Partisan Seizing F603/F616: cannot). */
  | { t: 'seize-discard' }
  /** Founder: harm (battle, hit, damage, destroy) `owner`'s pieces in `system` (control.ts mayHarm; Book of Liberation, Armistice). */
  | { t: 'harm'; owner: Owner; system: SystemId }
  /** Advocate: use an action (a Prelude ability or a new action) of a held Guild card (Guild Overseers F403). */
  | { t: 'guild-action'; card: string }
  /** Peacekeeper: change the Imperial Policy to, or enforce, `policy` (Oath of Peace F1502: cannot War; campaign/events/edicts.ts govern). */
  | { t: 'policy'; policy: 'war' | 'peace' | 'escalation' };

/** A rule's word on an act: "cannot", "ignore" (a "cannot" naming it), or nothing. */
export type Verdict = 'cannot' | 'ignore' | null;

export interface CardEffect {
  id: string;
  /** The card's word on an act by `actor` (the Rules Hierarchy: permits()). */
  rule?(s: GameState, holder: Seat, actor: Seat, act: Act): Verdict;
  keepOnOutrage?: boolean;
  spendAs?: Resource;
  holdsSupply?: Resource;
  /** Magnate (ARCS-F327): the card noted fired along with this one (the Economy card's side in effect, F326A/F326B). */
  firesWith?(s: GameState): string | null;
  buryWhenStolen?: boolean;
  battleDice?(s: GameState, seat: Seat, system: SystemId): number;
  noZeroMarker?(ambition: Ambition): boolean;
  newActions?: NewAction[];
  prelude?: PreludeAbility;
  /** `ctx.returned`: the securer's own agents just returned from the card (Council Intrigue moves them). */
  whenSecured?(s: GameState, seat: Seat, ctx?: { returned: number; /** Planet Breaker (F1111): the Court spot and its agents per seat before securing */ index?: number; agents?: number[]; refilled?: boolean; /** Gate Wraith (F2206): secured as the card attached above the one secured */ attached?: boolean }): Frame[];
  /** Vox: where the card goes once resolved (default discard; campaign cards may bury themselves). */
  afterSecured?: 'discard' | 'shuffle' | 'bury' | 'keep';
  /** `ambition` null: an ambition other than the five boxes (the Guardian's Edenguard F2004, declared instead of Tycoon): only "when you declare an ambition" effects act. */
  onDeclare?(s: GameState, seat: Seat, ambition: Ambition | null): Frame[];
  onPlay?(s: GameState, seat: Seat, play: Play): Frame[];
  afterRoll?(s: GameState, seat: Seat, ctx: { defender: Owner; system: SystemId; faces: RolledFaces }): Frame | null;
  afterScoring?(s: GameState, seat: Seat, scored: readonly Ambition[]): Frame[];
  /* Leaders & Lore (see the header). */
  mustCollectDice?: number;
  moveLimit?: number;
  taxBonus?: Resource;
  secondForFirst?: Ambition;
  /*
   * Battle hooks (frames/battle.ts), asked of the attacker's effects, then the defender's:
   * - battleStart: once, when the system and the defender are known, before dice are collected;
   *   null when the effect has nothing to do in this battle, else the frames to run first (Railgun
   *   Arrays' hit) after it noted what it needs in `record` (Signal Breaker's check);
   * - intercepts: a change to the intercepts of the rolled dice, by kind ('ignore-rolled': that
   *   many rolled intercepts are ignored; 'add': intercepts that were not rolled).
   * "Cannot collect raid dice" and "build fresh" are acts of the Rules Hierarchy (rule, permits).
   */
  battleStart?(s: GameState, holder: Owner, b: BattleSides, record: BattleStartRecord): Frame[] | null;
  intercepts?: { kind: 'ignore-rolled' | 'add'; n(s: GameState, holder: Owner, b: BattleSides & { pool: DicePool }): number };
  /** **build** a building outside the printed slots (Gate Ports, Gate Stations, Cloud Cities; max 1 of the type there):
   * `where` says if the holder may build it there now; `cost` is a resource type to spend. */
  extraBuild?: { piece: BuildingType; where(s: GameState, seat: Seat, id: SystemId): boolean; cost?(id: SystemId): Resource | null };
  /** A Rival's ships moved into a gate (after the move; `controlled` = who controlled it before): Gate Ports. */
  onRivalMoveIn?(s: GameState, holder: Seat, mover: Seat, to: SystemId, controlled: Owner | null): void;
  /** A resource slot on the card with this raid cost in keys (Ancient Holdings; player.loreTokens). */
  resourceSlot?: number;
  /** After a **move** of fresh ships, they may move one more time (Sprinter Drives; act/move, act/catapult). */
  extraMove?: boolean;
  /** A standard action paid with a pip of a card played to Copy or Pivot: frames that run instead
   * of the action's own frame (Warrior, Tactical; Feastbringer, Charismatic; frames/turn.ts). */
  copyPivotAction?(s: GameState, seat: Seat, action: ActionKind): Frame[] | null;
  /** With copyPivotAction: the action is worth offering although it has no legal target now (Warrior
   * may move first, Feastbringer influence first, to make one). */
  copyPivotEnables?(s: GameState, seat: Seat, action: ActionKind): boolean;
  /** Rivals cannot Ransack the Court when they battle the holder (Elder, Beloved; frames/outrage.ts). */
  noRansack?: boolean;
  /** After a standard battle, for the attacker and the defender (battle/after): frames to run. */
  afterBattle?(s: GameState, seat: Seat, ctx: { attacker: Seat; defender: Owner; system: SystemId; attackerTookTrophies: boolean }): Frame[];
  /*
   * Campaign hooks (issue 14; campaign rulebook, Crises and Edicts):
   * - crisis: the card's **Crisis:** text, resolved in the Crises (Court Crises: Vox cards in the
   *   Court left to right, attached card first, `holder` null; Fate Crises: cards held by players
   *   in turn order, `holder` their seat); `roll` is this event's event and number dice.
   * - edict: an Edict card in the rules booklet, resolved in the Edicts in number order
   *   (data/campaign/edicts.ts); `skipsEdict`: the Edict numbers this card resolves instead
   *   (Imperial Quorum ARCS-F113 skips Edict 03).
   */
  crisis?(s: GameState, holder: Seat | null, roll: EventRoll): Frame[];
  edict?(s: GameState): Frame[];
  skipsEdict?: readonly number[];
  /** The holder (a Regent) ignores the Presence Law: it Commands the Imperial Fleet in every system (The Empire, Control & Command; control.ts commandsFleet). */
  ignoresPresenceLaw?(s: GameState, holder: Seat): boolean;
  /* Fates (campaign/fates; see the header, "Fates"). */
  ambitionsScored?(s: GameState, holder: Seat, results: readonly AmbitionResult[]): void;
  buryIfOutlaw?: boolean;
  taxLikeLoyal?(s: GameState, holder: Seat, id: SystemId, owner: BuildingOwner): boolean;
  taxFromBoard?(s: GameState, holder: Seat, owner: BuildingOwner): boolean;
  noBlightCrisis?(s: GameState, id: SystemId): boolean;
  // Magnate
  /** A rules-booklet Law: the Warlord ambition also counts Weapons icons (War Profiteering F320; chapter.ts). */
  warlordCountsWeapons?: boolean;
  /** The holder may build this piece in the system with no Loyal piece there (Prospectors F322; act/build). */
  buildsAnywhere?(s: GameState, holder: Seat, piece: BuildingType, id: SystemId): boolean;
  /** A rules-booklet Law: `actor` may tax a city of `owner` again this turn (Open Economy F327; act/tax). */
  taxAgain?(s: GameState, actor: Seat, owner: BuildingOwner): boolean;
  /* Partisan (see the header). */
  seizeWays?(s: GameState, holder: Seat): { label: Text; frames: Frame[] } | null;
  gainedInitiative?(s: GameState, holder: Seat, how: InitiativeHow): void;
  surpassInitiative?(s: GameState, holder: Seat): Frame[];
  afterPlayCard?(s: GameState, holder: Seat, play: Play): void;
  /* Admiral (campaign/fates/admiral.ts; see the header). */
  imperialShipsPlaced?(s: GameState, holder: Seat, n: number): void;
  battleTrophies?(s: GameState, holder: Seat, ctx: BattleTrophies): void;
  captured?(s: GameState, holder: Seat, victim: Seat, n: number): void;
  ignoresMovementLaw?(s: GameState, holder: Seat): boolean;
  ignoresTruceLaw?(s: GameState, holder: Seat): boolean;
  deniesFleetCommand?(s: GameState, seat: Seat): boolean;
  // Believer
  cityDestroyed?(s: GameState, destroyer: Seat, owner: Seat): Frame[];
  // Founder
  /** A rules-booklet Law scoring this ambition its own way instead (Commonwealth Ambition F214; chapter.ts scoreAmbitions); null: the usual way. */
  scoreAmbition?(s: GameState, ambition: Ambition, power: { first: number; second: number }): AmbitionResult | null;
  /** After the holder harmed `target`'s pieces (Member of the Commonwealth's Disgrace F218-F221; battle.ts, on choosing the defender). */
  afterHarm?(s: GameState, holder: Seat, target: HarmTarget): void;
  // Peacekeeper
  /** "When you take a Weapon, you may place it here instead" (Arsenal Keepers F1503; frames/resources.ts res/gain). */
  gainInstead?(s: GameState, holder: Seat, r: Resource, /** taken for the Imperial Trust (the Demand) */ trust: boolean): boolean;
  /** Place the taken resource on the card instead (after gainInstead was chosen; the token has left the supply). */
  placeInstead?(s: GameState, holder: Seat, r: Resource): void;
  /** More things a raid of the holder may steal (Arsenal Keepers' Weapons, Vow of Fairness' Trophies and Captives): `key` local, `keys` the raid cost. */
  raidItems?(s: GameState, holder: Seat, raider: Seat): { key: string; label: Text; keys: number }[];
  /** Judge's Chosen (F2404): the seat whose Loyal ships the holder may battle with and add to its attacking ships, except when attacking that seat (battle.ts); null: none. */
  battleAlly?(s: GameState, holder: Seat): Seat | null;
  /** The raider steals the item `key` (raidItems): move it; frames to run (a resource gained). */
  raidTake?(s: GameState, holder: Seat, raider: Seat, key: string): Frame[];
  /** The holder may secure a Court card where it is tied for the most agents (Spirit of Freedom F224; court.ts securableSlots). */
  secureOnTie?(s: GameState, holder: Seat, agents: readonly number[]): boolean;
  /** The holder acts with Free buildings in this system like Loyal ones: build ships at and Catapult from Free starports, build at and repair Free buildings (Commonwealth privileges F218-F222; control.ts, frames/actions.ts). */
  freeAsLoyal?(s: GameState, holder: Seat, id: SystemId): boolean;
  /** The holder may **build** Free buildings in this system (Book of Liberation F204; frames/actions.ts build, option `free:<system>`). */
  buildFree?(s: GameState, holder: Seat, id: SystemId): boolean;
  /* Advocate (see the header). */
  afterPrelude?(s: GameState, holder: Seat, card: string): void;
  onCopy?(s: GameState, holder: Seat, action: ActionKind): Frame[];
  keepGuildsOnOutrage?: boolean;
  guildsCountTwice?: boolean;
  /** `ctx.refilled`: the card that refilled the Court (Librarians F513), absent when none did. */
  afterSecure?(s: GameState, holder: Seat, card: string, ctx?: { refilled: string }): Frame[];
  /** Caretaker (F520B): at a chapter's end, before scoring (chapter.ts; fates/hooks.ts fateBeforeScoring). */
  beforeScoring?(s: GameState, holder: Seat): Frame[];
  // Survivalist
  /** A Blight Crisis happens in this system (Survivalist F1801B; campaign/events/crises.ts, fates/hooks.ts fateBlightCrisisAt). */
  blightCrisisAt?(s: GameState, holder: Seat, id: SystemId): void;
  /** "In scoring, when you win any ambition, you only gain Power for second place" (Vow of Survival F1802; chapter.ts scoreAmbitions; no city bonus). */
  winsAsSecond?: boolean;
  /**
   * THE "after Outrage" trigger (Sycophants F1102 / F1702): after the holder Provoked Outrage of `r`, any way: frames run once
   * the running frame is finished (frames/outrage.ts provokeOutrage, outrageTriggers). `pending`: trigger frames already
   * waiting to run (this Outrage's siblings: a gate city's types, two Outrages in one frame), which the card may extend instead.
   */
  afterOutrageProvoked?(s: GameState, holder: Seat, r: Resource, pending: readonly Frame[]): Frame[];
  // keepsCaptives (Vow of Survival F1802: 1 per Bunker on the map) is the Hegemon's hook below (Happy Hosts F1012).
  /** A building-like Fate token of the holder (campaign/loyal-tokens.ts HITTABLE_TOKENS) was destroyed by `destroyer` in battle: frames (Building Bunkers F1803; battle.ts). */
  tokenDestroyed?(s: GameState, holder: Seat, token: CampaignToken, destroyer: Seat): Frame[];
  // Warden
  /** The holder may tax this city of `owner` ignoring control; a Rival's city still gives a Captive (Lord titles F1603-F1608; act/tax). */
  taxIgnoresControl?(s: GameState, holder: Seat, id: SystemId, owner: BuildingOwner): boolean;
  /** A rules-booklet Law: `destroyer` Provokes no Outrage for destroying this city of `owner` in `id` (Feudal Law F1610; city/destroyed). */
  cityOutrageExcused?(s: GameState, destroyer: Seat, owner: BuildingOwner, id: SystemId): boolean;
  /** A rules-booklet Law: `actor` placed an agent on the Court card at `index` (`wasEmpty`: it had no agents before): frames (Feudal Courts F1618). */
  afterInfluence?(s: GameState, actor: Seat, index: number, wasEmpty: boolean): Frame[];
  /** A rules-booklet Law: `seat` is about to secure the Court card at `index`; may change it first, and return what to do once it is taken (Feudal Courts F1618; court.ts). */
  aroundSecure?(s: GameState, seat: Seat, index: number): (() => void) | null;
  /** A rules-booklet Law: whether `seat` may take this card by Ransacking after destroying a city in `id` (Feudal Courts F1618; ransack). */
  ransackAllowed?(s: GameState, seat: Seat, card: string, id: SystemId | undefined): boolean;
  /** The holder attacking in battle: of its own `hits` (self-hits and intercepts), those that remain for its ships after the card took some (Warden's Levy F1612; battle.ts). */
  absorbsSelfHits?(s: GameState, holder: Seat, hits: number): number;
  // Pacifist
  /** The holder spent a resource in its Prelude (Pacifist Act II objective F1401B; turn.ts). */
  preludeSpent?(s: GameState, holder: Seat, r: Resource): void;
  /** A rules-booklet Law: after a battle's hits, before its raid, for the attacker (Empathy for All F1409; battle.ts). */
  afterBattleHits?(s: GameState, attacker: Seat, system: SystemId): void;
  /** Tokens the holder may **move** with the Move action: the systems it may move them from (Witnesses F1402; frames/actions.ts act/move, option `token:<card>:<system>`). */
  tokenMoveFrom?(s: GameState, holder: Seat): SystemId[];
  /** The frames moving those tokens out of `from` (asked where to and how many). */
  tokenMove?(s: GameState, holder: Seat, from: SystemId): Frame[];
  /** Campaign tokens (ids) the holder may carry along when it Catapult moves ships out of `from` (Witnesses F1402; act/move, act/catapult `ride:<n>`). */
  catapultRiders?(s: GameState, holder: Seat, from: SystemId): string[];
  // Guardian
  /** The holder cannot declare this ambition (Ire of the Tycoons F2003). */
  noDeclare?: Ambition;
  /** The holder gains no Power from scoring this ambition (Ire of the Tycoons F2003; chapter.ts). */
  noScoringPower?: Ambition;
  /** The holder may place a gained resource of this type in its Captives (Green Vault F2002; res/gain). */
  vaults?(s: GameState, holder: Seat, r: Resource): boolean;
  /** A rules-booklet Law: an ambition a player may declare instead of `instead` (Edenguard F2004): option `alt:<key>`. */
  ambitionInstead?: { key: string; instead: Ambition; label: Text; declare(s: GameState, seat: Seat, zero: boolean): Frame[] };
  /** A rules-booklet Law: score its own ambition at the chapter's end, after the declared ones (Edenguard F2004). */
  scoreExtra?(s: GameState): void;
  // Blight Speaker
  catapultThroughBlight?: boolean;
  blightOneHit?: boolean;
  repairsBlight?: boolean;
  blightCrisisDestroyed?(s: GameState, holder: Seat, owner: ShipOwner, n: number): void;
  blightHarmed?(s: GameState, holder: Seat): void;
  // Naturalist
  preventBlightCrises?(s: GameState, holder: Seat, systems: readonly SystemId[]): SystemId[];
  // Hegemon
  /** A rules-booklet card, after a chapter's ambitions are scored (Banners of Hegemony F1003; fates/hooks.ts fateAmbitionsScored). */
  bookletAmbitionsScored?(s: GameState, results: readonly AmbitionResult[]): void;
  /** How many Captives the holder may keep when scoring returns them (Happy Hosts F1012; chapter.ts cleanUp). */
  keepsCaptives?(s: GameState, holder: Seat): number;
  /** Systems the holder may **move** to from `from` as if they were adjacent (Song of the Banner F1004; frames/actions.ts act/move). */
  moveDestinations?(s: GameState, holder: Seat, from: SystemId): SystemId[];
  // Conspirator
  /** Declaring, the holder places no ambition marker: these frames instead (Conspiracies F2303; frames/flow.ts declareAmbition). */
  declareInstead?(s: GameState, holder: Seat, ambition: Ambition): Frame[];
  /** A rules-booklet card: `securer` secured `card`, which had `agents` (per seat) on it (Foiling Conspiracies F2305; court.ts secureCard). */
  bookletSecured?(s: GameState, securer: Seat, card: string, agents: readonly number[]): Frame[];
  // Pathfinder
  /** Act III scoring: the holder fulfils a grand ambition now (Portal Seekers F906; cardGrandAmbitions). */
  grandAmbition?(s: GameState, holder: Seat): boolean;
  // Gate Wraith
  /** The holder's Catapult move went from `from` into `to`; true: the card placed the ships elsewhere and the Catapult ends (Breaking Gates F2203). */
  catapultInto?(s: GameState, holder: Seat, from: SystemId, to: SystemId, via: 'starport' | 'slipstream'): boolean;
  /** Catapult with Rival starports the holder controls; a Catapult into the Twisted Passage goes on, ignoring control and Blight (Catapult Overdrive F2202; control.ts). */
  catapultOverdrive?: boolean;
  /** A rules-booklet or reminder card: `n` destroyed ships of `owner` just went back to its supply (The Dead Live F2204; destroyedShipsToSupply). */
  shipsDestroyed?(s: GameState, owner: ShipOwner, n: number): void;
  /** A rules-booklet or reminder card, after all scoring (grand ambitions included), before Trophies and Captives return (The Dead Live F2204; chapter.ts). */
  afterAllScoring?(s: GameState): void;
  /** The card's "When Drawn:" when it is drawn into the Court: frames run once the running frame is finished (Passage Storms F2206; court-slots.ts refill, drawnTriggers). */
  whenDrawn?(s: GameState): Frame[];
  // Pirate (see the header)
  keepsStolen?: boolean;
  raidsWithoutBuildings?: boolean;
  stolenInBattle?(s: GameState, thief: Seat, victim: Seat): Frame[];
}

/* ------------------------------------------------------ Warden / Overlord hooks */

/** act/tax: the card letting the seat tax this city ignoring control (Lord titles F1603-F1608), or null. */
export function taxIgnoringControlCard(s: GameState, seat: Seat, id: SystemId, owner: BuildingOwner): string | null {
  if (!s.campaign) return null;
  return heldEffects(s, seat).find((e) => e.taxIgnoresControl?.(s, seat, id, owner) === true)?.id ?? null;
}

/** city/destroyed: a rules-booklet Law excuses the destroyer's Outrage for this city (Feudal Law F1610). */
export function cityOutrageExcused(s: GameState, destroyer: Seat, owner: BuildingOwner, id: SystemId | undefined): boolean {
  if (!s.campaign || id === undefined) return false;
  return bookletEffects(s).some(({ effect }) => effect.cityOutrageExcused?.(s, destroyer, owner, id) === true);
}

/** act/influence: the rules-booklet cards' frames after an agent is placed (Feudal Courts F1618). */
export function afterInfluenceFrames(s: GameState, actor: Seat, index: number, wasEmpty: boolean): Frame[] {
  if (!s.campaign) return [];
  return bookletEffects(s).flatMap(({ effect }) => effect.afterInfluence?.(s, actor, index, wasEmpty) ?? []);
}

/** court.ts secureCard: the rules-booklet cards' changes before a card is secured; returns what to run after (Feudal Courts F1618). */
export function aroundSecure(s: GameState, seat: Seat, index: number): (() => void)[] {
  if (!s.campaign) return [];
  return bookletEffects(s).flatMap(({ effect }) => {
    const after = effect.aroundSecure?.(s, seat, index);
    return after ? [after] : [];
  });
}

/** ransack: whether the card may be taken (Feudal Courts F1618: a Court token's card only after destroying a city in its Fief). */
export function ransackAllowed(s: GameState, seat: Seat, card: string, id: SystemId | undefined): boolean {
  if (!s.campaign) return true;
  return bookletEffects(s).every(({ effect }) => effect.ransackAllowed?.(s, seat, card, id) ?? true);
}

/** battle.ts: the attacker's own hits left for its ships after its cards took some (Warden's Levy F1612). */
export function selfHitsLeft(s: GameState, attacker: Seat, hits: number): number {
  if (!s.campaign) return hits;
  let left = hits;
  for (const e of heldEffects(s, attacker)) if (e.absorbsSelfHits) left = e.absorbsSelfHits(s, attacker, left);
  return left;
}


/* ------------------------------------------------------ Guardian hooks */

/** The ambitions the seat may declare among `list`, without those a held card forbids (Ire of the Tycoons F2003). */
export function notForbidden(s: GameState, seat: Seat, list: readonly Ambition[]): Ambition[] {
  if (!s.campaign) return [...list];
  const no = activeEffects(s, seat).filter(({ effect }) => effect.noDeclare !== undefined);
  return list.filter((a) => !no.some(({ effect }) => effect.noDeclare === a));
}

/** The rules-booklet ambitions the seat may declare instead of one of `list` (Edenguard F2004), with their card. */
export function declareAlternatives(s: GameState, list: readonly Ambition[]): { card: string; alt: NonNullable<CardEffect['ambitionInstead']> }[] {
  if (!s.campaign) return [];
  return bookletEffects(s).flatMap(({ card, effect }) => (effect.ambitionInstead && list.includes(effect.ambitionInstead.instead) ? [{ card, alt: effect.ambitionInstead }] : []));
}

/** chapter.ts scoring: the held card denying the seat Power from scoring this ambition (Ire of the Tycoons F2003), or null. */
export function scoringPowerDenied(s: GameState, seat: Seat, a: Ambition): string | null {
  if (!s.campaign) return null;
  return activeEffects(s, seat).find(({ effect }) => effect.noScoringPower === a)?.card ?? null;
}

/** res/gain: the held card letting the seat place this resource in its Captives (Green Vault F2002), or null. */
export function vaultCard(s: GameState, seat: Seat, r: Resource): string | null {
  if (!s.campaign) return null;
  return activeEffects(s, seat).find(({ effect }) => effect.vaults?.(s, seat, r) === true)?.card ?? null;
}

/** chapter.ts, after scoreAmbitions: the rules-booklet ambitions of their own (Edenguard F2004). */
export function scoreExtraAmbitions(s: GameState): void {
  for (const { effect } of bookletEffects(s)) effect.scoreExtra?.(s);
}

/* ------------------------------------------------------ Pacifist hooks */

/** turn.ts: the seat spent a resource in its Prelude: its `preludeSpent` effects (Pacifist F1401B). */
export function preludeSpentTriggers(s: GameState, seat: Seat, r: Resource): void {
  if (!s.campaign) return;
  for (const { effect } of activeEffects(s, seat)) effect.preludeSpent?.(s, seat, r);
}

/** battle.ts, before the raid: whether a rules-booklet card acts after the hits (Empathy for All F1409). */
export function hasBattleHitsRules(s: GameState): boolean {
  return s.campaign !== undefined && bookletEffects(s).some(({ effect }) => effect.afterBattleHits !== undefined);
}

/** battle.ts, after the hits and before the raid: the rules-booklet cards' `afterBattleHits` (Empathy for All F1409). */
export function battleHitsTriggers(s: GameState, attacker: Seat, system: SystemId): void {
  for (const { effect } of bookletEffects(s)) effect.afterBattleHits?.(s, attacker, system);
}

/* ------------------------------------------------------ Blight Speaker / Naturalist hooks */

/** control.ts endsCatapult: Blight does not end the seat's Catapult move (Spore Ships F1302). */
export function catapultsThroughBlight(s: GameState, seat: Seat): boolean {
  return s.campaign !== undefined && heldEffects(s, seat).some((e) => e.catapultThroughBlight === true);
}

/** battle.ts hitOutcomes: attacking, the seat damages and destroys Blight with 1 hit (Blight Hunters F1305). */
export function blightTakesOneHit(s: GameState, attacker: Seat): boolean {
  const e = s.campaign ? activeEffects(s, attacker).find((a) => a.effect.blightOneHit === true) : undefined;
  if (e) fired(s, e.card);
  return e !== undefined;
}

/** frames/actions.ts repair: the seat may repair Blight it controls (Blight Fury F1304, Blight Society F2102). */
export function repairsBlightCard(s: GameState, seat: Seat): string | null {
  if (!s.campaign) return null;
  return activeEffects(s, seat).find((a) => a.effect.repairsBlight === true)?.card ?? null;
}

/** events/crises.ts: ships of `owner` a Blight Crisis destroyed (Blight Hunger F1313); true when a card took them. */
export function blightCrisisDestroyedTriggers(s: GameState, owner: ShipOwner, n: number): boolean {
  if (n <= 0) return false;
  let taken = false;
  for (const p of s.players) {
    for (const a of activeEffects(s, p.seat)) {
      if (!a.effect.blightCrisisDestroyed) continue;
      a.effect.blightCrisisDestroyed(s, p.seat, owner, n);
      taken = true;
    }
  }
  return taken;
}

/** battle.ts: a building-like token of `owner` destroyed by `destroyer` (loyal-tokens.ts HITTABLE_TOKENS; Bunkers F1803). */
export function tokenDestroyedTriggers(s: GameState, owner: Seat, token: CampaignToken, destroyer: Seat): Frame[] {
  return activeEffects(s, owner).flatMap((a) => a.effect.tokenDestroyed?.(s, owner, token, destroyer) ?? []);
}

/** The seat damaged or destroyed Blight (Blight Society F2102). */
export function blightHarmedTriggers(s: GameState, seat: Seat): void {
  for (const a of activeEffects(s, seat)) a.effect.blightHarmed?.(s, seat);
}

/** events/crises.ts: the systems (of `systems`) whose Blight Crises some seat's card prevents now (Blight Society F2102). */
export function blightCrisesPreventedBy(s: GameState, systems: readonly SystemId[]): Set<SystemId> {
  const out = new Set<SystemId>();
  if (!s.campaign) return out;
  for (const p of s.players) for (const a of activeEffects(s, p.seat)) for (const id of a.effect.preventBlightCrises?.(s, p.seat, systems) ?? []) out.add(id);
  return out;
}

/** act/move: systems the seat may move to from `from` as if adjacent (Song of the Banner F1004). */
export function extraMoveDestinations(s: GameState, seat: Seat, from: SystemId): SystemId[] {
  if (!s.campaign) return [];
  return activeEffects(s, seat).flatMap(({ effect }) => effect.moveDestinations?.(s, seat, from) ?? []).filter((id) => id !== from);
}

/** act/move: the held cards' token moves (Witnesses F1402): `{ card, system }` per system a token may move from. */
export function tokenMoveSources(s: GameState, seat: Seat): { card: string; system: SystemId }[] {
  if (!s.campaign) return [];
  return activeEffects(s, seat).flatMap(({ card: c, effect }) => (effect.tokenMoveFrom?.(s, seat) ?? []).map((system) => ({ card: c, system })));
}

/**
 * act/move, act/catapult: the campaign tokens the seat may carry along a Catapult move of its ships
 * out of `from` (Witnesses F1402: those it controls there), sorted by id; the first `n` ride when `n` are carried.
 */
export function catapultRiderTokens(s: GameState, seat: Seat, from: SystemId): string[] {
  if (!s.campaign) return [];
  return [...new Set(activeEffects(s, seat).flatMap(({ effect }) => effect.catapultRiders?.(s, seat, from) ?? []))].sort();
}

/** act/move, act/catapult: the riding tokens (ids) arrive with the ships in `to`; the cards whose tokens rode report `fired`. */
export function carryRiders(s: GameState, seat: Seat, ids: readonly string[], to: SystemId): void {
  if (ids.length === 0 || !s.campaign) return;
  for (const t of s.campaign.tokens ?? []) if (ids.includes(t.id)) t.where = to;
  for (const { card: c, effect } of activeEffects(s, seat)) {
    if (!effect.catapultRiders) continue;
    fired(s, c);
    log(s, `${ids.length} ${findCard(c)?.name ?? c} token${ids.length === 1 ? '' : 's'} move along to ${to}.`);
  }
}

/* ------------------------------------------------------ Conspirator hooks */

/** frames/flow.ts declareAmbition: the frames that replace placing the ambition marker (Conspiracies F2303), or null: place it. */
export function declaresInstead(s: GameState, seat: Seat, a: Ambition): Frame[] | null {
  if (!s.campaign) return null;
  for (const { effect, card: id } of activeEffects(s, seat)) {
    const f = effect.declareInstead?.(s, seat, a);
    if (f) {
      fired(s, id);
      return f;
    }
  }
  return null;
}

/** court.ts secureCard: the rules booklet's frames after a card is secured (Foiling Conspiracies F2305). */
export function bookletSecuredFrames(s: GameState, seat: Seat, secured: string, agents: readonly number[]): Frame[] {
  if (!s.campaign) return [];
  return bookletEffects(s).flatMap(({ effect }) => effect.bookletSecured?.(s, seat, secured, agents) ?? []);
}

/** control.ts catapultsFrom / endsCatapult: the seat has Catapult Overdrive (F2202). */
export function hasCatapultOverdrive(s: GameState, seat: Seat): boolean {
  return s.campaign !== undefined && activeEffects(s, seat).some(({ effect }) => effect.catapultOverdrive === true);
}

/* ------------------------------------------------------ Gate Wraith hooks */

/** frames/actions.ts: the seat's Catapult move used Catapult Overdrive (F2202; control.ts usedCatapultOverdrive): its card fired. */
export function noteCatapultOverdrive(s: GameState, seat: Seat): void {
  const a = activeEffects(s, seat).find(({ effect }) => effect.catapultOverdrive === true);
  if (a) fired(s, a.card);
}

/** The rules booklet's cards and the reminder cards by the map (campaign): everyone's rules (the Gate Wraith's hooks). */
export function tableEffects(s: GameState): { card: string; effect: CardEffect }[] {
  const c = s.campaign;
  if (!c) return [];
  return [...bookletEffects(s), ...(c.reminders ?? []).flatMap((card) => {
    const effect = effectOf(s, card);
    return effect ? [{ card, effect }] : [];
  })];
}

/**
 * Destroyed ships that are nobody's Trophies go back to their owner's supply, and a rules-booklet or
 * reminder card may take them from there (The Dead Live F2204: "Destroyed ships that would return
 * to a supply are instead placed on this card"). Every destruction of ships outside Trophies calls
 * this (battles with no Trophy taker, Crises, card effects).
 */
export function destroyedShipsToSupply(s: GameState, owner: Owner, n: number): void {
  if (n <= 0) return;
  returnPieces(s, owner, 'ship', n);
  shipsDestroyedTriggers(s, owner as ShipOwner, n);
}

/** `n` destroyed ships of `owner` are back in its supply: the table's `shipsDestroyed` effects (The Dead Live F2204). */
export function shipsDestroyedTriggers(s: GameState, owner: ShipOwner, n: number): void {
  if (n <= 0 || owner === 'blight') return;
  for (const { effect } of tableEffects(s)) effect.shipsDestroyed?.(s, owner, n);
}

/** frames/chapter.ts: after all scoring, before Trophies and Captives return: the table's `afterAllScoring` effects (The Dead Live F2204). */
export function afterAllScoringTriggers(s: GameState): void {
  for (const { effect } of tableEffects(s)) effect.afterAllScoring?.(s);
}

/** frames/actions.ts: after a Catapult move from `from` into `to`, the mover's `catapultInto` effects; true: the Catapult ends. */
export function catapultIntoTriggers(s: GameState, seat: Seat, from: SystemId, to: SystemId, via: 'starport' | 'slipstream' = 'starport'): boolean {
  if (!s.campaign) return false;
  return activeEffects(s, seat).some(({ effect }) => effect.catapultInto?.(s, seat, from, to, via) === true);
}

/* ------------------------------------------------------ Pathfinder hooks */

/** acts/chapter-end.ts: the grand ambitions the seat's cards fulfil now (Portal Seekers F906), noting each card that does. */
export function cardGrandAmbitions(s: GameState, seat: Seat): number {
  if (!s.campaign) return 0;
  let n = 0;
  for (const { card, effect } of activeEffects(s, seat)) {
    if (effect.grandAmbition?.(s, seat) !== true) continue;
    fired(s, card);
    n += 1;
  }
  return n;
}

/* ------------------------------------------------------ Pirate hooks */

/** res/gain: the seat may place a stolen resource on a card of its (Pirate Hoard F1202). */
export function stolenToHoard(s: GameState, seat: Seat): boolean {
  return s.campaign !== undefined && activeEffects(s, seat).some(({ effect }) => effect.keepsStolen === true);
}

/** battle.ts: the card letting the attacker collect raid dice with no defending buildings (Pirate Fleet F1203), or null. */
export function raidsWithoutBuildingsCard(s: GameState, seat: Seat): string | null {
  if (!s.campaign) return null;
  return activeEffects(s, seat).find(({ effect }) => effect.raidsWithoutBuildings === true)?.card ?? null;
}

/** battle.ts raid: `thief` stole from `victim`: the rules booklet's frames (Rumors of the Haven F1211). */
export function stolenInBattleFrames(s: GameState, thief: Seat, victim: Seat): Frame[] {
  return bookletEffects(s).flatMap(({ effect }) => effect.stolenInBattle?.(s, thief, victim) ?? []);
}

/* ------------------------------------------------------ Founder hooks */

/** chapter.ts scoreAmbitions: a rules-booklet card's own scoring of this ambition (Commonwealth Ambition F214), or null. */
export function ambitionScoredInstead(s: GameState, a: Ambition, power: { first: number; second: number }): AmbitionResult | null {
  for (const { effect } of bookletEffects(s)) {
    const r = effect.scoreAmbition?.(s, a, power);
    if (r) return r;
  }
  return null;
}

/** A harmed owner's pieces in a system; `piece`: only pieces of that kind (a card's harm; battle harms every defending piece). */
export interface HarmTarget { owner: Owner; system: SystemId; piece?: 'ship' | 'city' | 'starport'; /** a card's harm (effectHarm), not a battle's */ byCard?: true }

/** battle.ts: the actor harms `target` (chose it as defender): its `afterHarm` effects (Disgrace F218-F221); card effects call effectHarm. */
export function harmTriggers(s: GameState, actor: Seat, target: HarmTarget): void {
  for (const { effect } of activeEffects(s, actor)) effect.afterHarm?.(s, actor, target);
  // Warden (ARCS-F1610 Feudal Law) and Peacekeeper (ARCS-F1508 Ceasefires): a rules-booklet card's afterHarm, for every actor (`holder` is the actor).
  for (const { effect } of bookletEffects(s)) effect.afterHarm?.(s, actor, target);
}

/**
 * A card effect's harm (campaign p.27: "hit, damage, or destroy" by a card, not a battle's choice of defender): the actor's
 * card hits, damages or destroys `target.owner`'s pieces in `target.system` (`piece` when one kind only). The same
 * `afterHarm` triggers as battle (Feudal Law F1610, Ceasefires F1508, Disgrace F218-F221): every card effect that harms
 * another owner's pieces calls this once per owner and system, before removing them. Own pieces and Blight are no such
 * harm here (Blight has blightHarmedTriggers); Crises are nobody's harm and never call it.
 */
export function effectHarm(s: GameState, actor: Seat, target: HarmTarget): void {
  if (s.campaign === undefined || target.owner === actor || target.owner === 'blight') return;
  harmTriggers(s, actor, { ...target, byCard: true });
}

/** battle.ts: the seat whose Loyal ships the attacker may battle with and add to its attacking ships (Judge's Chosen F2404), with the card; null: none. */
export function battleAlly(s: GameState, seat: Seat): { seat: Seat; card: string } | null {
  if (!s.campaign) return null;
  for (const { card: c, effect } of activeEffects(s, seat)) {
    const ally = effect.battleAlly?.(s, seat);
    if (ally != null && ally !== seat) return { seat: ally, card: c };
  }
  return null;
}

/** battle.ts raid: the extra things the defender's cards let a raider steal (Arsenal Keepers F1503, Vow of Fairness F2402). */
export function raidExtras(s: GameState, defender: Seat, raider: Seat): { card: string; key: string; label: Text; keys: number }[] {
  if (!s.campaign) return [];
  return activeEffects(s, defender).flatMap(({ card: c, effect }) => (effect.raidItems?.(s, defender, raider) ?? []).map((x) => ({ card: c, ...x })));
}

/** res/gain: the card the seat may place a gained resource on instead of its slots (Arsenal Keepers F1503), or null. */
export function gainInsteadCard(s: GameState, seat: Seat, r: Resource, trust = false): string | null {
  if (!s.campaign) return null;
  return activeEffects(s, seat).find(({ effect }) => effect.gainInstead?.(s, seat, r, trust) === true)?.card ?? null;
}

/** court.ts securableSlots: the seat may secure a card where it ties for the most agents (Spirit of Freedom F224). */
export function securesOnTie(s: GameState, seat: Seat, agents: readonly number[]): boolean {
  return secureOnTieCard(s, seat, agents) !== null;
}

/** The card letting the seat secure where it ties for the most agents (Spirit of Freedom F224), or null. */
export function secureOnTieCard(s: GameState, seat: Seat, agents: readonly number[]): string | null {
  if (s.campaign === undefined) return null;
  return activeEffects(s, seat).find(({ effect }) => effect.secureOnTie?.(s, seat, agents) === true)?.card ?? null;
}

/** control.ts mayHarm: no card's "cannot harm" stops the seat (Book of Liberation F204, Armistice F216/F217). */
export function harmPermitted(s: GameState, seat: Seat, o: Owner, id: SystemId): boolean {
  return s.campaign === undefined || permits(s, seat, { t: 'harm', owner: o, system: id });
}

/** frames/actions.ts build: the card letting the seat build a Free building in this system (Book of Liberation F204), or null. */
export function buildsFreeCard(s: GameState, seat: Seat, id: SystemId): string | null {
  if (!s.campaign) return null;
  return activeEffects(s, seat).find(({ effect }) => effect.buildFree?.(s, seat, id) === true)?.card ?? null;
}

/** control.ts shipyardsOf / catapultsFrom: the seat uses Free starports here like Loyal ones (Commonwealth privileges F218-F222). */
export function freeAsLoyalFor(s: GameState, seat: Seat, id: SystemId): boolean {
  return s.campaign !== undefined && activeEffects(s, seat).some(({ effect }) => effect.freeAsLoyal?.(s, seat, id) === true);
}

/** How a seat got the initiative marker (Partisan F601B: "in any way"). */
export type InitiativeHow = 'seize' | 'surpass' | 'pass';

/** Admiral: the Trophies `taken` by a seat in one standard battle; `imperial`: the attacker added Imperial ships to its attacking ships. */
export interface BattleTrophies { attacker: Seat; defender: Owner; system: SystemId; imperial: boolean; taken: { owner: Owner; piece: string; count: number }[] }

/* ------------------------------------------------------ the active effects */

const indexes = new Map<string, Map<string, CardEffect>>();

/** Card id -> effect over the given modules (each card in one module only). */
function indexOf(modules: readonly EffectModule[]): Map<string, CardEffect> {
  const key = modules.map((m) => m.name).join('+');
  let index = indexes.get(key);
  if (!index) {
    index = new Map();
    for (const m of modules) {
      for (const e of m.effects) {
        if (index.has(e.id)) throw new Error(`effect ${e.id} defined twice`);
        index.set(e.id, e);
      }
    }
    indexes.set(key, index);
  }
  return index;
}

/** The effect of a card in any module, whatever the game (card registries, tests). */
export function cardEffect(id: string): CardEffect | undefined {
  return indexOf(EFFECT_MODULES).get(id);
}

export function hasEffectModule(id: string): boolean {
  return cardEffect(id) !== undefined;
}

let lastOptions: GameState['options'] | null = null;
let lastIndex: Map<string, CardEffect> | null = null;

/** The effect of a card in this game: only modules switched on by the game's options count (modules.ts). */
export function effectOf(s: GameState, id: string): CardEffect | undefined {
  // A one-entry memo by identity: the many lookups of one input share the state's options object.
  if (s.options !== lastOptions || !lastIndex) {
    lastIndex = indexOf(EFFECT_MODULES.filter((m) => m.on(s.options)));
    lastOptions = s.options;
  }
  return lastIndex.get(id);
}

/** Ids of every card whose effects the seat has: Guild cards held, leader, lore, (campaign) Fate cards in play. Owners that are no player hold none. */
export function heldCards(s: GameState, seat: Owner): string[] {
  if (!isSeat(seat)) return [];
  const p = s.players[seat]!;
  return [...p.court.map((c) => c.id), ...(p.leader ? [p.leader] : []), ...p.lore, ...fateCardsOf(s, seat)];
}

/**
 * Campaign: the seat's Fate cards in play whose effects it has — its Fate card, its objective card
 * and the Fate Set cards in its play area (campaign/types.ts CampaignSeat).
 */
function fateCardsOf(s: GameState, seat: Seat): string[] {
  const cs = s.campaign?.seats[seat];
  if (!cs) return [];
  const out: string[] = [];
  if (cs.fate) out.push(cs.fate);
  if (cs.objective) out.push(cs.objective);
  out.push(...cs.playArea);
  // Flagships (campaign p.22): the Flagship Upgrades aid card comes with the board; its rules are its effects.
  if (cs.flagship) out.push(FLAGSHIP_CARD);
  return out;
}

/**
 * Campaign: the rules booklet's cards (Laws, Edicts, Summit cards) with an effect: everyone's rules,
 * held by nobody. permits() asks their `rule` once per act (holder = the actor); the Edicts are
 * resolved by the events (campaign/events).
 */
export function bookletEffects(s: GameState): { card: string; effect: CardEffect }[] {
  const c = s.campaign;
  if (!c) return [];
  const out: { card: string; effect: CardEffect }[] = [];
  for (const slot of c.rulesBooklet) {
    for (const card of slot) {
      const effect = effectOf(s, card);
      if (effect) out.push({ card, effect });
    }
  }
  return out;
}

/** Where an active effect comes from, in priority order (see the header). */
export const SOURCE_ORDER = ['court', 'leader', 'lore', 'fate'] as const;
export type EffectSource = (typeof SOURCE_ORDER)[number];

export interface ActiveEffect { holder: Seat; source: EffectSource; card: string; effect: CardEffect }

/** The seat's active effects, built from the state, in SOURCE_ORDER (only modules on for the game count). */
export function activeEffects(s: GameState, seat: Owner): ActiveEffect[] {
  if (!isSeat(seat)) return [];
  const p = s.players[seat]!;
  const ids: Record<EffectSource, string[]> = { court: p.court.map((c) => c.id), leader: p.leader ? [p.leader] : [], lore: p.lore, fate: fateCardsOf(s, seat) };
  const out: ActiveEffect[] = [];
  for (const source of SOURCE_ORDER) {
    for (const card of ids[source]) {
      const effect = effectOf(s, card);
      if (effect) out.push({ holder: seat, source, card, effect });
    }
  }
  return out;
}

export function heldEffects(s: GameState, seat: Owner): CardEffect[] {
  return activeEffects(s, seat).map((a) => a.effect);
}

/* ------------------------------------------------------------ bookkeeping */

export function fxState(s: GameState): EffectState {
  s.fx ??= { unions: [] };
  return s.fx;
}

/** `s.fx` is absent whenever it holds nothing (one shape per situation: replays equal stored states). */
export function tidyFx(s: GameState): void {
  if (s.fx && s.fx.unions.length === 0 && !s.fx.battle && !s.fx.battleStart) delete s.fx;
}

/** Record that a card's effect did something: observers only (fired.ts), nothing in the state. */
export function fired(s: GameState, id: string): void {
  noteFired(s, id);
  // Magnate (ARCS-F327): a Law whose state another card shows (the Economy card's side, F326A/F326B).
  const also = s.campaign ? effectOf(s, id)?.firesWith?.(s) : null;
  if (also) noteFired(s, also);
}

export function usedThisTurn(s: GameState, key: string): boolean {
  return s.turn?.used?.includes(key) ?? false;
}

export function markUsed(s: GameState, key: string): void {
  if (!s.turn) return;
  (s.turn.used ??= []).push(key);
}

/** Who orders simultaneous effects: the player taking their turn, else the initiative holder. */
export function orderChooser(s: GameState): Seat {
  return s.turn?.seat ?? s.initiative;
}

/** Frames for several effects that fire at once (an fx/order frame when there is a choice). */
export function simultaneous(s: GameState, items: { label: Text; frames: Frame[] }[]): Frame[] {
  const real = items.filter((i) => i.frames.length > 0);
  if (real.length === 0) return [];
  if (real.length === 1) return real[0]!.frames;
  return [{ k: 'fx/order', chooser: orderChooser(s), items: real }];
}

/* --------------------------------------------------------- passive queries */

export function keepsOnOutrage(s: GameState, id: string): boolean {
  return effectOf(s, id)?.keepOnOutrage === true;
}

/** Resource types the seat may spend any resource as (Loyal Guilds). */
export function spendAsTypes(s: GameState, seat: Seat): Resource[] {
  return heldEffects(s, seat).flatMap((e) => (e.spendAs ? [e.spendAs] : []));
}

/* ------------------------------------------------------- Rules Hierarchy */

/**
 * The rulebook's own "cannot"s that cards may ignore: Outraged resources cannot be spent for their
 * Prelude action (Outrage; Loyal Guilds: "You ignore Outrage when spending X for its Prelude action").
 */
function baseRule(s: GameState, actor: Seat, act: Act): Verdict {
  if (act.t === 'prelude-spend' && s.players[actor]!.outrage.some((m) => m.resource === act.resource)) return 'cannot';
  // Build: "If you build in a system controlled by anyone other than you, your piece is placed damaged."
  if (act.t === 'build-fresh' && controlledByOther(s, act.system, actor)) return 'cannot';
  if (act.t === 'steal' && act.victim === actor) return 'cannot';
  // Campaign, Protected Guild Cards (p.27): they "cannot be removed from the holder's play area unless the holder Provokes Outrage of its suit".
  if (act.t === 'steal' && 'guild' in act.thing && isProtectedGuild(act.thing.guild)) return 'cannot';
  // Planet Breaker (ARCS-F1103B): "Planets that are Broken Worlds have no building slots."
  if (act.t === 'build-on-map' && isBrokenWorld(s, act.system)) return 'cannot';
  // Campaign: the Imperial Council on its Decided side cannot be influenced or secured (campaign rulebook p.14).
  if (s.campaign) return councilVerdict(s, act);
  return null;
}

/** A protected Guild card: an "X" in place of its raid cost (campaign rulebook p.27; data keys 0). */
export function isProtectedGuild(id: string): boolean {
  const def = findCard(id);
  return def?.kind === 'guild' && def.keys === 0;
}

/**
 * Whether `actor` may do `act`: "any rule that uses the term cannot is absolute—it cannot be
 * superseded unless explicitly named using the term ignore" (base rulebook, Rules Hierarchy). Every
 * seat's active effects are asked (a card may forbid its holder, or its holder's Rivals); one
 * "ignore" of the act sets aside every "cannot" of it.
 */
export function permits(s: GameState, actor: Seat, act: Act): boolean {
  return forbidders(s, actor, act) === null;
}

/** The cards whose "ignore" sets aside a "cannot" of the act (none when nothing forbids it). */
export function ignoring(s: GameState, actor: Seat, act: Act): string[] {
  const booklet = bookletEffects(s);
  const cannot =
    baseRule(s, actor, act) === 'cannot' ||
    s.players.some((p) => activeEffects(s, p.seat).some(({ effect: e }) => e.rule?.(s, p.seat, actor, act) === 'cannot')) ||
    booklet.some(({ effect: e }) => e.rule?.(s, actor, actor, act) === 'cannot');
  if (!cannot) return [];
  return [
    ...s.players.flatMap((p) => activeEffects(s, p.seat).filter(({ effect: e }) => e.rule?.(s, p.seat, actor, act) === 'ignore').map(({ effect: e }) => e.id)),
    ...booklet.filter(({ effect: e }) => e.rule?.(s, actor, actor, act) === 'ignore').map(({ effect: e }) => e.id),
  ];
}

/** The cards (or 'rules') whose "cannot" stops the act, or null when it is allowed. */
export function forbidders(s: GameState, actor: Seat, act: Act): string[] | null {
  const cannot: string[] = [];
  let ignore = false;
  const base = baseRule(s, actor, act);
  if (base === 'cannot') cannot.push('rules');
  for (const p of s.players) {
    for (const { effect: e } of activeEffects(s, p.seat)) {
      const v = e.rule?.(s, p.seat, actor, act) ?? null;
      if (v === 'cannot') cannot.push(e.id);
      else if (v === 'ignore') ignore = true;
    }
  }
  // Campaign: the rules booklet's Laws are everyone's rules (holder = the actor).
  for (const { effect: e } of bookletEffects(s)) {
    const v = e.rule?.(s, actor, actor, act) ?? null;
    if (v === 'cannot') cannot.push(e.id);
    else if (v === 'ignore') ignore = true;
  }
  return cannot.length > 0 && !ignore ? cannot : null;
}

/** The seat holding the card that keeps resource r's supply, if any (the Cartels). */
export function supplyKeeper(s: GameState, r: Resource): { seat: Seat; card: string } | null {
  for (const p of s.players) {
    for (const c of p.court) if (effectOf(s, c.id)?.holdsSupply === r) return { seat: p.seat, card: c.id };
  }
  return null;
}

/** Resources counted for a seat's ambitions beyond its slots and Guild suits: Cartel supplies. */
export function heldSupplyCount(s: GameState, seat: Seat, kinds: readonly Resource[]): number {
  let n = 0;
  for (const e of heldEffects(s, seat)) if (e.holdsSupply && kinds.includes(e.holdsSupply)) n += s.supply[e.holdsSupply];
  return n;
}

/** The held cards whose kept supply adds to the seat's count of these kinds now (Cartels, Monopolies F313-F317): chapter.ts scoring notes them fired. */
export function heldSupplyCards(s: GameState, seat: Seat, kinds: readonly Resource[]): string[] {
  return heldEffects(s, seat).filter((e) => e.holdsSupply && kinds.includes(e.holdsSupply) && s.supply[e.holdsSupply] > 0).map((e) => e.id);
}

/**
 * Stealing (Glossary, Steal): Sworn Guardians says Rivals *cannot* steal the holder's resources and
 * other Guild cards; "cannot" beats every card that steals (Rules Hierarchy), as none says "ignore".
 */
export function canSteal(s: GameState, thief: Seat, victim: Seat, thing: { resource: true } | { guild: string }): boolean {
  return permits(s, thief, { t: 'steal', victim, thing });
}

/** Cards of the victim that forbid the thief to steal its resources (Sworn Guardians). */
function guardsOf(s: GameState, thief: Seat, victim: Seat): string[] {
  const held = heldCards(s, victim);
  return (forbidders(s, thief, { t: 'steal', victim, thing: { resource: true } }) ?? []).filter((id) => held.includes(id));
}

/** Record that a protecting card (Sworn Guardians) shielded its holder from a raid with keys. */
export function noteProtection(s: GameState, thief: Seat, victim: Owner): void {
  if (!isSeat(victim) || victim === thief) return;
  for (const id of guardsOf(s, thief, victim)) fired(s, id);
}

/** A steal was resolved: Sworn Guardians fired for each Rival it kept something from. */
export function noteBlockedSteal(s: GameState, thief: Seat): void {
  for (const p of s.players) {
    if (p.seat === thief) continue;
    for (const guard of guardsOf(s, thief, p.seat)) {
      if (heldTokens(s, p.seat).length > 0 || p.court.some((c) => c.id !== guard && findCard(c.id)?.kind === 'guild')) fired(s, guard);
    }
  }
}

/** Move a stolen Guild card to the thief (tokens stay on it), or bury it if it says so. */
export function takeStolenCard(s: GameState, thief: Seat, victim: Seat, id: string): 'taken' | 'buried' {
  const v = s.players[victim]!;
  const idx = v.court.findIndex((c) => c.id === id);
  if (idx < 0) throw new Error(`takeStolenCard: ${id} not held`);
  const [card] = v.court.splice(idx, 1);
  if (effectOf(s, id)?.buryWhenStolen) {
    // Bury: place on the bottom of the Court deck (Glossary). Resources on it return to the supply.
    for (const t of card!.tokens) s.supply[t] += 1;
    s.courtDeck.push(id);
    fired(s, id);
    return 'buried';
  }
  s.players[thief]!.court.push(card!);
  return 'taken';
}

/** Weapon icons from resources and cards (Skirmishers, Court Enforcers). */
export function weaponIcons(s: GameState, seat: Seat): number {
  const p = s.players[seat]!;
  // A Weapon token on a lore card's slot is a held resource too (Ancient Holdings, holdings.ts).
  let n = heldTokens(s, seat).filter((t) => t.resource === 'weapon').length;
  for (const c of p.court) {
    if (findCard(c.id)?.suit === 'weapon') n += 1;
    n += c.tokens.filter((t) => t === 'weapon').length;
  }
  return n;
}

export function extraBattleDice(s: GameState, seat: Seat, system: SystemId): number {
  return heldEffects(s, seat).reduce((n, e) => n + (e.battleDice?.(s, seat, system) ?? 0), 0);
}

/** Record that extra battle dice were used (called once the pool is collected). */
export function noteExtraDice(s: GameState, seat: Seat, system: SystemId, dice: number, ships: number): void {
  if (dice <= ships) return;
  for (const e of heldEffects(s, seat)) if ((e.battleDice?.(s, seat, system) ?? 0) > 0) fired(s, e.id);
}

export function skipsZeroMarker(s: GameState, seat: Seat, a: Ambition): boolean {
  return heldEffects(s, seat).some((e) => e.noZeroMarker?.(a) === true);
}

/** New actions the seat may take instead of a standard action (and that have something to do). */
export function newActionsFor(s: GameState, seat: Seat, action: ActionKind): { card: string; action: NewAction }[] {
  const out: { card: string; action: NewAction }[] = [];
  for (const e of heldEffects(s, seat)) {
    if (e.newActions && !guildActionAllowed(s, seat, e.id)) continue;
    for (const a of e.newActions ?? []) if (a.replaces === action && a.can(s, seat)) out.push({ card: e.id, action: a });
  }
  return out;
}

/** Advocate: a Guild card's actions may be used (Guild Overseers F403 forbids them to its holder unless placed for a declared ambition). */
function guildActionAllowed(s: GameState, seat: Seat, id: string): boolean {
  return findCard(id)?.kind !== 'guild' || !s.campaign || permits(s, seat, { t: 'guild-action', card: id });
}

/** Advocate: the seat used a held card's Prelude ability (turn.ts): its `afterPrelude` effects (Advocate Act I objective F401B). */
export function notePreludeUsed(s: GameState, seat: Seat, id: string): void {
  for (const a of activeEffects(s, seat)) a.effect.afterPrelude?.(s, seat, id);
}

/** Advocate: frames of the seat's `onCopy` effects when it takes a pip action of a card played to Copy (the Liaisons F405-F409). */
export function copyTriggers(s: GameState, seat: Seat, action: ActionKind): Frame[] {
  const play = s.round?.plays.find((p) => p.seat === seat);
  if (play?.mode !== 'copy') return [];
  return heldEffects(s, seat).flatMap((e) => e.onCopy?.(s, seat, action) ?? []);
}

/** Advocate: Provoke Outrage keeps all the seat's Guild cards (Guild Loyalty F424), by this card, or null. */
export function guildsKeptOnOutrage(s: GameState, seat: Seat): string | null {
  return heldEffects(s, seat).find((e) => e.keepGuildsOnOutrage)?.id ?? null;
}

/** Advocate: how many times a Guild card counts for ambitions when scoring (Guild Supremacy F425 in the rules booklet: twice). */
export function guildScoringWeight(s: GameState): number {
  return bookletEffects(s).some(({ effect }) => effect.guildsCountTwice) ? 2 : 1;
}

/** Advocate: the rules-booklet Law making Guild cards count twice (Guild Supremacy F425), and its reminder copies by the ambition boxes (F426): the cards that fire when it changes a count. */
export function guildSupremacyCards(s: GameState): string[] {
  const law = bookletEffects(s).find(({ effect }) => effect.guildsCountTwice)?.card;
  if (law === undefined) return [];
  return [law, ...(s.campaign?.reminders ?? []).filter((id) => effectOf(s, id)?.guildsCountTwice)];
}

export function findNewAction(s: GameState, seat: Seat, card: string, key: string): NewAction | undefined {
  if (!heldCards(s, seat).includes(card)) return undefined;
  return effectOf(s, card)?.newActions?.find((a) => a.key === key);
}

/** Prelude options of held cards, with ids `fx:<card>:<key>` (never for cards secured in this Prelude). */
export function preludeOptions(s: GameState, seat: Seat, menu: FrameOf<'turn/actions'>): DecisionOption[] {
  const out: DecisionOption[] = [];
  // Campaign: a rules-booklet Law's Prelude is everyone's (Golem Actions, ARCS-F506).
  for (const id of [...heldCards(s, seat), ...bookletEffects(s).filter((b) => b.effect.prelude).map((b) => b.card)]) {
    const e = effectOf(s, id);
    if (!e?.prelude || s.turn?.work.preludeSecured?.includes(id) || !guildActionAllowed(s, seat, id)) continue;
    for (const o of e.prelude.options(s, seat, menu)) out.push({ id: `fx:${id}:${o.id}`, label: msg('court.prelude', { card: card(id), ability: o.label }) });
  }
  return out;
}

/* ------------------------------------------------------------- triggers */

/** The declarer's cards' onDeclare, then the rules booklet's (every declarer: Imperial Sponsor F123), ordered as simultaneous triggers. */
export function declareTriggers(s: GameState, seat: Seat, a: Ambition | null): Frame[] {
  const held = heldEffects(s, seat).filter((e) => e.onDeclare).map((e) => ({ label: msg('core.card', { card: card(e.id) }), frames: e.onDeclare!(s, seat, a) }));
  return simultaneous(s, [...held, ...bookletDeclareItems(s, seat, a)]);
}

/** Campaign: the rules-booklet cards' onDeclare for this declarer (Imperial Sponsor F123). */
export function bookletDeclareItems(s: GameState, seat: Seat, a: Ambition | null): { label: Text; frames: Frame[] }[] {
  return bookletEffects(s).filter(({ effect }) => effect.onDeclare).map(({ card: id, effect }) => ({ label: msg('core.card', { card: card(id) }), frames: effect.onDeclare!(s, seat, a) }));
}

/**
 * The securer's `afterSecure` effects, read before the card is taken: an effect triggers only from
 * the play area at the start of the trigger (faq.csv Librarians), so securing Council Insiders
 * (F116, a Guild card) does not trigger itself.
 */
export function secureWatchers(s: GameState, seat: Seat): ActiveEffect[] {
  return activeEffects(s, seat).filter((a) => a.effect.afterSecure);
}

/** The watchers' frames for the cards just secured (court.ts secureCard: after their When Secured). */
export function afterSecureTriggers(s: GameState, seat: Seat, watchers: readonly ActiveEffect[], secured: readonly string[], refilled?: string): Frame[] {
  return simultaneous(s, watchers.flatMap((a) => secured.map((id) => ({ label: msg('core.card', { card: card(a.card) }), frames: a.effect.afterSecure!(s, seat, id, refilled === undefined ? undefined : { refilled }) }))));
}

/** Tax: the seat may tax this city like a Loyal one, ignoring the Presence and Truce Laws, no Captives (Imperial Authority F102). */
export function taxesLikeLoyal(s: GameState, seat: Seat, id: SystemId, owner: BuildingOwner): boolean {
  return taxLikeLoyalCard(s, seat, id, owner) !== null;
}

/** The card letting the seat tax this city like a Loyal one (taxesLikeLoyal), or null. */
export function taxLikeLoyalCard(s: GameState, seat: Seat, id: SystemId, owner: BuildingOwner): string | null {
  return heldEffects(s, seat).find((e) => e.taxLikeLoyal?.(s, seat, id, owner) === true)?.id ?? null;
}

/** Tax: the card letting the seat take the taxed resource from the city owner's board instead (Tax Collectors F106), or null. */
export function taxFromBoardCard(s: GameState, seat: Seat, owner: BuildingOwner): string | null {
  return heldEffects(s, seat).find((e) => e.taxFromBoard?.(s, seat, owner) === true)?.id ?? null;
}

export function playTriggers(s: GameState, seat: Seat, play: Play): { label: Text; frames: Frame[] }[] {
  return heldEffects(s, seat).filter((e) => e.onPlay).map((e) => ({ label: msg('core.card', { card: card(e.id) }), frames: e.onPlay!(s, seat, play) }));
}

/** Partisan: the other ways to seize the initiative the seat has now (its effects', then the rules booklet's; one per card name). */
export function seizeWayItems(s: GameState, seat: Seat): { label: Text; frames: Frame[] }[] {
  const out: { label: Text; frames: Frame[] }[] = [];
  const seen = new Set<string>();
  for (const e of [...heldEffects(s, seat), ...bookletEffects(s).map((b) => b.effect)]) {
    const way = e.seizeWays?.(s, seat);
    const key = findCard(e.id)?.name ?? e.id;
    if (way && !seen.has(key)) {
      seen.add(key);
      out.push(way);
    }
  }
  return out;
}

/** The seat got the initiative marker (Partisan objective F601B). */
export function initiativeGained(s: GameState, seat: Seat, how: InitiativeHow): void {
  for (const e of heldEffects(s, seat)) e.gainedInitiative?.(s, seat, how);
}

/** Round end: the seat got the initiative from Surpassing (Sower of Division F625): frames to run then. */
export function surpassInitiativeFrames(s: GameState, seat: Seat): Frame[] {
  return simultaneous(s, heldEffects(s, seat).filter((e) => e.surpassInitiative).map((e) => ({ label: msg('core.card', { card: card(e.id) }), frames: e.surpassInitiative!(s, seat) })));
}

/** The seat played an action card (Partisan Act II objective F615B). */
export function playedCard(s: GameState, seat: Seat, play: Play): void {
  for (const e of heldEffects(s, seat)) e.afterPlayCard?.(s, seat, play);
}

export function afterScoringFrames(s: GameState, scored: readonly Ambition[] = []): Frame[] {
  const items: { label: Text; frames: Frame[] }[] = [];
  for (const p of s.players) {
    for (const e of heldEffects(s, p.seat)) if (e.afterScoring) items.push({ label: msg('core.card', { card: card(e.id) }), frames: e.afterScoring(s, p.seat, scored) });
  }
  return simultaneous(s, items);
}

/** After-roll effects the attacker can use on these dice (Skirmishers, Seeker Torpedoes), each as the frame that offers it. */
export function afterRollOptions(s: GameState, seat: Seat, ctx: { defender: Owner; system: SystemId; faces: RolledFaces }): { card: string; frame: Frame }[] {
  const out: { card: string; frame: Frame }[] = [];
  for (const e of heldEffects(s, seat)) {
    const frame = e.afterRoll?.(s, seat, ctx);
    if (frame) out.push({ card: e.id, frame });
  }
  return out;
}

/* ------------------------------------------------ Leaders & Lore queries */

/** Battle dice the attacker must collect beyond choice (Rebel, Committed). */
export function mandatoryBattleDice(s: GameState, seat: Seat): number {
  return heldEffects(s, seat).reduce((n, e) => n + (e.mustCollectDice ?? 0), 0);
}

/** The most ships the seat may move at a time (Rebel, Disorganized), or null. */
/** The card letting the seat ignore the Presence Law (its own cards, then the rules booklet), or null (control.ts). */
export function presenceLawIgnoredBy(s: GameState, seat: Seat): string | null {
  for (const { card, effect } of activeEffects(s, seat)) if (effect.ignoresPresenceLaw?.(s, seat)) return card;
  for (const { card, effect } of bookletEffects(s)) if (effect.ignoresPresenceLaw?.(s, seat)) return card;
  return null;
}

export function moveLimitFor(s: GameState, seat: Seat): { card: string; limit: number } | null {
  for (const e of heldEffects(s, seat)) if (e.moveLimit !== undefined) return { card: e.id, limit: e.moveLimit };
  return null;
}

/** Resources gained with a tax when the seat Copied or Pivoted in order to tax (Mystic, Fuel-Drinker). */
/** Magnate: War Profiteering (F320) is in force: the Warlord ambition counts Weapons icons too (chapter.ts). */
export function warlordCountsWeapons(s: GameState): boolean {
  return bookletEffects(s).some(({ effect }) => effect.warlordCountsWeapons === true);
}

/** The rules-booklet cards making Warlord count Weapons icons (War Profiteering F320): chapter.ts scoring notes them fired. */
export function warlordWeaponsCards(s: GameState): string[] {
  return bookletEffects(s).filter(({ effect }) => effect.warlordCountsWeapons === true).map(({ card }) => card);
}

/** Magnate: the card letting the seat build this piece here with no Loyal piece (Prospectors F322), or null (act/build). */
export function buildsAnywhereCard(s: GameState, seat: Seat, piece: BuildingType, id: SystemId): string | null {
  return heldEffects(s, seat).find((e) => e.buildsAnywhere?.(s, seat, piece, id) === true)?.id ?? null;
}

/** Magnate: a rules-booklet Law lets the seat tax a city of `owner` again this turn (Open Economy F327; act/tax). */
export function taxesAgain(s: GameState, seat: Seat, owner: BuildingOwner): string | null {
  return bookletEffects(s).find(({ effect }) => effect.taxAgain?.(s, seat, owner) === true)?.card ?? null;
}

export function taxBonuses(s: GameState, seat: Seat): { card: string; resource: Resource }[] {
  return heldEffects(s, seat).flatMap((e) => (e.taxBonus ? [{ card: e.id, resource: e.taxBonus }] : []));
}

export function mayTaxCity(s: GameState, seat: Seat, city: { id: SystemId; slot: number; owner: BuildingOwner }): boolean {
  return permits(s, seat, { t: 'tax', city });
}

export function maySecureCard(s: GameState, seat: Seat, card: string): boolean {
  return permits(s, seat, { t: 'secure', card });
}

/**
 * frames/outrage.ts provokeOutrage: the seat's "after Outrage" frames (`afterOutrageProvoked`: Sycophants F1102/F1702), put just
 * under the running frame (the stack's top) so they run once it is finished, whatever it does next; or, with `collect`, added
 * to it for the caller to run (city/destroyed: before Ransack).
 */
export function outrageTriggers(s: GameState, seat: Seat, r: Resource, collect?: Frame[]): void {
  const pending = [...s.stack, ...(collect ?? [])];
  const frames = activeEffects(s, seat).flatMap(({ effect }) => effect.afterOutrageProvoked?.(s, seat, r, pending) ?? []);
  if (frames.length === 0) return;
  if (collect) collect.push(...frames);
  else s.stack.splice(Math.max(0, s.stack.length - 1), 0, ...[...frames].reverse());
}

/** Survivalist (Vow of Survival F1802): how many Captives the seat keeps when Captives are returned after Tyrant is scored (chapter.ts cleanUp). */
export function captivesKept(s: GameState, seat: Seat): number {
  let n = 0;
  for (const { card, effect } of activeEffects(s, seat)) {
    const k = effect.keepsCaptives?.(s, seat) ?? 0;
    if (k > 0) fired(s, card);
    n += k;
  }
  return n;
}

/** Survivalist (Vow of Survival F1802): the card making the seat gain only second-place Power when it wins any ambition (chapter.ts), if any. */
export function winsAsSecondCard(s: GameState, seat: Seat): string | null {
  return heldEffects(s, seat).find((e) => e.winsAsSecond === true)?.id ?? null;
}

/** The card that makes the seat score this ambition "second for first" (Elder, Warrior), if any. */
export function secondForFirstCard(s: GameState, seat: Seat, a: Ambition): string | null {
  return heldEffects(s, seat).find((e) => e.secondForFirst === a)?.id ?? null;
}

export function blocksRansack(s: GameState, victim: Seat): string | null {
  return heldEffects(s, victim).find((e) => e.noRansack)?.id ?? null;
}

/** "After battle" effects of the attacker and the defender (attacker's first). */
export function afterBattleFrames(s: GameState, ctx: { attacker: Seat; defender: Owner; system: SystemId; attackerTookTrophies: boolean }): Frame[] {
  const items: { label: Text; frames: Frame[] }[] = [];
  for (const seat of [ctx.attacker, ctx.defender]) {
    if (!isSeat(seat)) continue;
    for (const e of heldEffects(s, seat)) if (e.afterBattle) items.push({ label: msg('core.card', { card: card(e.id) }), frames: e.afterBattle(s, seat, ctx) });
  }
  return simultaneous(s, items);
}

export function mayDeclareNow(s: GameState, seat: Seat): boolean {
  return permits(s, seat, { t: 'declare' });
}

/** The first held card (of the seat) with the flag, or null. */
/**
 * Battle-start effects of the attacker's, then the defender's held cards, in that order: each one
 * that acts in this battle notes what it needs in `record` and gives the frames to run first.
 * Null when none acts (then nothing is recorded).
 */
export function battleStartEffects(s: GameState, b: BattleSides): { record: BattleStartRecord; frames: Frame[] } | null {
  const record: BattleStartRecord = { allFresh: false, railgun: false };
  let acted = false;
  const frames: Frame[] = [];
  for (const side of [b.attacker, b.defender]) {
    for (const e of heldEffects(s, side)) {
      const out = e.battleStart?.(s, side, b, record) ?? null;
      if (out === null) continue;
      acted = true;
      frames.push(...out);
    }
  }
  return acted ? { record, frames } : null;
}

/** The intercept changes of a rolled battle: rolled ones ignored (the attacker's effects), ones added (the defender's). */
export function interceptChanges(s: GameState, b: BattleSides & { pool: DicePool }): { ignore: number; add: number } {
  let ignore = 0;
  let add = 0;
  for (const side of [b.attacker, b.defender]) {
    for (const e of heldEffects(s, side)) {
      if (!e.intercepts) continue;
      const n = e.intercepts.n(s, side, b);
      if (e.intercepts.kind === 'add') add += n;
      else ignore += n;
    }
  }
  return { ignore, add };
}

/** The held cards of `seat` that changed the intercepts in this way (fired when the change applies). */
export function interceptCards(s: GameState, seat: Owner, kind: 'ignore-rolled' | 'add'): string[] {
  return heldEffects(s, seat).filter((e) => e.intercepts?.kind === kind).map((e) => e.id);
}

/** The seat played its card this round to Copy or Pivot. */
export function copiedOrPivoted(s: GameState, seat: Seat): boolean {
  const play = s.round?.plays.find((p) => p.seat === seat);
  return play !== undefined && (play.mode === 'copy' || play.mode === 'pivot');
}

/** Frames replacing a pip action of a Copied/Pivoted card (first held card that takes it), or null. */
export function copyPivotActionFrames(s: GameState, seat: Seat, action: ActionKind): Frame[] | null {
  if (!copiedOrPivoted(s, seat)) return null;
  for (const e of heldEffects(s, seat)) {
    const frames = e.copyPivotAction?.(s, seat, action);
    if (frames) return frames;
  }
  return null;
}

/** A pip action of a Copied/Pivoted card that has no target now but a held card can make one (Warrior, Feastbringer). */
export function copyPivotEnables(s: GameState, seat: Seat, action: ActionKind): boolean {
  return copiedOrPivoted(s, seat) && heldEffects(s, seat).some((e) => e.copyPivotEnables?.(s, seat, action) === true);
}

/** A card that lets the seat build this piece outside the printed slots of `id` now, if any. */
export function extraBuildFor(s: GameState, seat: Seat, piece: BuildingType, id: SystemId): { card: string; cost: Resource | null } | null {
  for (const e of heldEffects(s, seat)) {
    if (e.extraBuild?.piece === piece && e.extraBuild.where(s, seat, id)) return { card: e.id, cost: e.extraBuild.cost?.(id) ?? null };
  }
  return null;
}

/** Every seat's "a Rival moved into" effects (Gate Ports). */
export function noteRivalMoveIn(s: GameState, mover: Seat, to: SystemId, controlled: Owner | null): void {
  for (const p of s.players) {
    if (p.seat === mover) continue;
    for (const e of heldEffects(s, p.seat)) e.onRivalMoveIn?.(s, p.seat, mover, to, controlled);
  }
}

/**
 * Sprinter Drives: the frame that offers the extra moves, or null (the card's id is in the frame's
 * handler). Where the move's fresh ships stop is collected in the turn's working area until the
 * frame first steps (TurnWork.sprint; noteArrival).
 */
export function sprintFrame(s: GameState, seat: Seat, arrivals: SprintArrival[]): Frame | null {
  if (!heldEffects(s, seat).some((e) => e.extraMove) || !s.turn) return null;
  s.turn.work.sprint = { seat, arrivals: arrivals.filter((a) => a.fresh > 0), collecting: true };
  return { k: 'll/sprint', seat, from: null, to: null };
}

/** Fresh ships of a move stopped in `system` (catapult drop-offs), the Flagship among them or not: recorded for Sprinter Drives. */
export function noteArrival(s: GameState, seat: Seat, system: SystemId, fresh: number, flagship = false): void {
  const w = s.turn?.work.sprint;
  if (fresh <= 0 || !w || w.seat !== seat || !w.collecting) return;
  let a = w.arrivals.find((x) => x.system === system);
  if (a) a.fresh += fresh;
  else w.arrivals.push((a = { system, fresh }));
  if (flagship) a.flagship = true;
}

/* ------------------------------------------------------------------ Admiral */

/** Imperial ships were placed on the map (by anyone): every seat's `imperialShipsPlaced` (Admiral Act I objective F701B). */
export function noteImperialShipsPlaced(s: GameState, n: number): void {
  if (n <= 0) return;
  for (const p of s.players) for (const { effect } of activeEffects(s, p.seat)) effect.imperialShipsPlaced?.(s, p.seat, n);
}

/** The players' Trophies, to compare after a battle (battleTrophyNotes). */
export function trophySnapshot(s: GameState): { owner: Owner; piece: string; count: number }[][] {
  return s.players.map((p) => p.trophies.map((t) => ({ ...t })));
}

/**
 * Whether any seat has a `battleTrophies` effect (the Admiral's objectives): only then does a
 * battle note the Trophies before its hits (battle/after), so that other games' states keep the
 * shape they had (stored games replay to the same state).
 */
export function watchesBattleTrophies(s: GameState): boolean {
  return s.campaign !== undefined && s.players.some((p) => activeEffects(s, p.seat).some(({ effect }) => effect.battleTrophies !== undefined));
}

/** After a standard battle: each seat that took Trophies in it (now minus `before`) tells its `battleTrophies` effects (Admiral F701B, F712B). */
export function battleTrophyNotes(s: GameState, ctx: Omit<BattleTrophies, 'taken'>, before: readonly { owner: Owner; piece: string; count: number }[][]): void {
  for (const p of s.players) {
    const was = before[p.seat] ?? [];
    const taken = p.trophies.flatMap((t) => {
      const n = t.count - (was.find((x) => x.owner === t.owner && x.piece === t.piece)?.count ?? 0);
      return n > 0 ? [{ owner: t.owner, piece: t.piece as string, count: n }] : [];
    });
    if (taken.length === 0) continue;
    for (const { effect } of activeEffects(s, p.seat)) effect.battleTrophies?.(s, p.seat, { ...ctx, taken });
  }
}

/** `by` captured `n` agents of `victim` (tax, secure, Abduct, Gate Ports; not Summit transfers): by's `captured` effects (Admiral F712B). */
export function noteCaptured(s: GameState, by: Seat, victim: Seat, n: number): void {
  if (n <= 0 || !s.campaign) return;
  for (const { effect } of activeEffects(s, by)) effect.captured?.(s, by, victim, n);
}

/** The card letting the seat ignore the Movement Law (Imperial ships need no Loyal ship to move), or null (frames/actions.ts). */
export function movementLawIgnoredBy(s: GameState, seat: Seat): string | null {
  if (!s.campaign) return null;
  for (const { card, effect } of activeEffects(s, seat)) if (effect.ignoresMovementLaw?.(s, seat)) return card;
  return null;
}

/** The card letting the seat ignore the Truce Law (it may harm Imperial ships and Rival Regents among them), or null (control.ts mayHarm). */
export function truceLawIgnoredBy(s: GameState, seat: Seat): string | null {
  if (!s.campaign) return null;
  for (const { card, effect } of activeEffects(s, seat)) if (effect.ignoresTruceLaw?.(s, seat)) return card;
  return null;
}

/** The rules-booklet Law denying the seat Command of the Imperial Fleet (Martial Law F720), or null (control.ts). */
export function fleetCommandDeniedBy(s: GameState, seat: Seat): string | null {
  if (!s.campaign) return null;
  for (const { card, effect } of bookletEffects(s)) if (effect.deniesFleetCommand?.(s, seat)) return card;
  return null;
}

// Believer
/** The rules booklet's `cityDestroyed` frames: `destroyer` destroyed a city of `owner` (Breaking the Faith F831). */
export function bookletCityDestroyed(s: GameState, destroyer: Seat, owner: Seat): Frame[] {
  return bookletEffects(s).flatMap(({ effect }) => effect.cityDestroyed?.(s, destroyer, owner) ?? []);
}

// Admiral (reach, session 7)
/**
 * Whether the thief may take this Guild card of `victim` (a card may forbid it: Honor Guard F705,
 * Weapon Guild cards while the holder has Weapons; Sworn Guardians). Called while the options are
 * built (raid, steal): nothing fires here, as building options changes nothing (noteWithheldGuilds
 * fires the forbidding cards once the thief's choice is resolved).
 */
export function stealableGuild(s: GameState, thief: Seat, victim: Seat, guild: string): boolean {
  return forbidders(s, thief, { t: 'steal', victim, thing: { guild } }) === null;
}

/**
 * A thief's steal or raid choice from `victim` was resolved (answered, or over for want of
 * options): each card of the victim that kept from it a Guild card it could otherwise have taken
 * (`could`: within the raid's keys) fires, once: that card changed what the thief could do (Honor
 * Guard F705). A Guild card the rules or a guard keep from the thief anyway changes nothing. Cards
 * guarding resources too (Sworn Guardians BC22) fire through noteBlockedSteal and noteProtection.
 */
export function noteWithheldGuilds(s: GameState, thief: Seat, victim: Seat, could: (guild: string) => boolean = () => true): void {
  const held = heldCards(s, victim);
  const guards = guardsOf(s, thief, victim);
  const by = new Set<string>();
  for (const c of s.players[victim]!.court) {
    if (findCard(c.id)?.kind !== 'guild' || !could(c.id)) continue;
    const ids = forbidders(s, thief, { t: 'steal', victim, thing: { guild: c.id } }) ?? [];
    // Kept from the thief anyway (by the rules: a protected Guild card; or by a guard): nothing changed for it.
    if (ids.includes('rules') || ids.some((id) => guards.includes(id))) continue;
    for (const id of ids) if (held.includes(id)) by.add(id);
  }
  for (const id of by) fired(s, id);
}
