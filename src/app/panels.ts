/**
 * The bodies of prompt panels, as plain data (issue 19: the app decides what to post, the bot
 * carries it out): the thread's panel, the private panel of a secret decision (DM or ephemeral),
 * and the ephemeral My turn panel. Buttons are RowSpec rows (app/components.ts); images are
 * descriptors the bot draws (a battle's dice strip).
 */
import { say } from '../text/say.ts';
import type { Decision } from '../engine/index.ts';
import type { LoadedGame } from '../store/index.ts';
import { choiceProgress, fateCardsText, isSimultaneous } from './campaign.ts';
import { draftGuide } from './cards.ts';
import { decisionRows, type RowSpec } from './components.ts';
import { encodeId } from './custom-id.ts';
import { battleRoll, cardLabel, colourName, type ArcsApp, type ReadBook } from './games.ts';
import { clip, t } from './messages.ts';
import { endRows, onOwnPanel, summitPanelText } from './summit.ts';
import type { ImageSpec, PlanBody } from './publish-plan.ts';
import type { Undoable } from './settings.ts';

/** At most five action rows per message. */
export function fit(rows: RowSpec[]): RowSpec[] {
  return rows.length <= 5 ? rows : [...rows.slice(0, 4), rows[rows.length - 1]!];
}

/** A Back button when the player to act made the last input and it revealed nothing. */
export function backRow(game: LoadedGame, d: Decision, undoable: Undoable): RowSpec[] {
  const userId = game.seats[d.seat]?.userId;
  if (!userId || !undoable || undoable.seq !== game.state.seq || undoable.by !== userId) return [];
  return [{ type: 'buttons', buttons: [{ type: 'button', customId: encodeId({ k: 'b', game: game.id, seq: game.state.seq }), label: t('game.back'), style: 'secondary' }] }];
}

/**
 * The thread panel's last row: Back, and My turn for the other seats deciding at the same time.
 * The panel shows one seat's decision; the others reach theirs ephemerally. (A Summit's panel is
 * its own: summitPanelText and endRows in app/summit.ts.)
 */
export function footRow(game: LoadedGame, d: Decision, undoable: Undoable): RowSpec[] {
  const buttons = backRow(game, d, undoable).flatMap((r) => (r.type === 'buttons' ? r.buttons : []));
  if (game.state.decisions.some((x) => x.seat !== d.seat)) buttons.push({ type: 'button', customId: encodeId({ k: 't', game: game.id }), label: t('game.my-turn'), style: 'secondary' });
  return buttons.length ? [{ type: 'buttons', buttons }] : [];
}

/** The dice strip of a resolving battle, as an image to draw (none when no battle resolves). */
function diceImages(game: LoadedGame, read: ReadBook): { roll: ReturnType<typeof battleRoll>; images: ImageSpec[] } {
  const roll = battleRoll(game.state, read);
  return { roll, images: roll?.faces ? [{ kind: 'dice', faces: roll.faces, title: roll.title, name: `dice-${game.state.seq}.png` }] : [] };
}

/**
 * The thread's prompt panel for `d`: a secret decision shows only who is deciding (with My turn
 * and My hand), a simultaneous choice how many have chosen; a public one its buttons, the draft's
 * guide and a battle's dice.
 */
export async function panelBody(app: ArcsApp, game: LoadedGame, d: Decision, undoable: Undoable = null, read?: ReadBook): Promise<PlanBody> {
  if (onOwnPanel(d)) {
    // A Summit: answered from each player's own panel; the thread says where it stands (app/summit.ts).
    const text = summitPanelText(game.state, d, (seat) => app.who(game, seat), (seat) => colourName(game.state.players[seat]!.colour));
    const myTurn = { type: 'button' as const, customId: encodeId({ k: 't', game: game.id }), label: t('game.my-turn'), style: 'primary' as const };
    const back = backRow(game, d, undoable).flatMap((r) => (r.type === 'buttons' ? r.buttons : []));
    const end = endRows(game.id, game.state).flatMap((r) => (r.type === 'buttons' ? r.buttons : []));
    return { content: clip(text, 2000), images: [], rows: [{ type: 'buttons', buttons: [myTurn, ...end, ...back] }] };
  }
  read ??= await app.readBook(game.id);
  const progress = isSimultaneous(game.state, d) ? choiceProgress(game.state) : null;
  const content = clip(progress
    ? t('campaign.choosing', { prompt: say(d.prompt, game.state).split('\n')[0]!.slice(0, 200), chosen: progress.chosen, total: progress.total, who: progress.waiting.map((seat) => app.who(game, seat)).join(', ') })
    : app.panelText(game, d, read), 2000);
  if (d.secret) {
    return {
      content, images: [],
      rows: [{ type: 'buttons', buttons: [
        { type: 'button', customId: encodeId({ k: 't', game: game.id }), label: t('game.my-turn'), style: 'primary' },
        { type: 'button', customId: encodeId({ k: 'h', game: game.id }), label: t('game.my-hand'), style: 'secondary' },
      ] }],
    };
  }
  // The draft: what each offered card does, so the pick can be made from the panel.
  const embeds = d.kind === 'draft/pick' && game.state.draft ? [draftGuide(game.state.draft)] : [];
  // While a battle resolves: its dice, drawn (the text has them too).
  const { images } = diceImages(game, read);
  return { content, embeds, images, rows: fit([...decisionRows(game.id, d, game.state), ...footRow(game, d, undoable)]) };
}

/** The private panel for a secret decision, or a Summit's Call to Order (DM or ephemeral). */
export function privateBody(game: LoadedGame, d: Decision, page = 0, undoable: Undoable = null): PlanBody {
  const hand = game.state.players[d.seat]?.hand ?? [];
  const rows = fit([...decisionRows(game.id, d, game.state, page), ...backRow(game, d, undoable)]);
  // The Call to Order is public: its question, no hand (app/summit.ts onOwnPanel).
  if (!d.secret) return { content: clip(`**${say(d.prompt, game.state)}**`, 2000), rows };
  // A Fate choice: both Fate cards with their text (only its owner sees this panel).
  const fates = fateCardsText(d);
  if (fates) return { content: clip(t('campaign.private-choice', { prompt: say(d.prompt, game.state), cards: fates }), 2000), rows };
  const content = clip(`**${say(d.prompt, game.state)}**\n${t('game.hand', { colour: colourName(game.state.players[d.seat]!.colour), cards: hand.map(cardLabel).join(', ') || '—' })}`, 2000);
  return { content, rows };
}

/**
 * The panel only its player sees (ephemeral My turn): the private panel, or a public decision's
 * prompt and buttons, Back included; while a battle resolves, its roll in words and the dice strip,
 * as the thread's prompt has them (issue 21 item 5: hits are never assigned blind).
 */
export async function ownPanelBody(app: ArcsApp, game: LoadedGame, d: Decision, page = 0, undoable: Undoable = null): Promise<PlanBody> {
  if (d.secret) return { ...privateBody(game, d, page, undoable), images: [] };
  const { roll, images } = diceImages(game, await app.readBook(game.id));
  const content = clip([say(d.prompt, game.state), ...(roll ? [roll.text] : [])].join('\n'), 2000);
  return { content, images, rows: fit([...decisionRows(game.id, d, game.state, page), ...backRow(game, d, undoable)]) };
}
