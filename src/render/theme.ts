/**
 * Colours, type sizes and fonts of every image the bot draws. All drawing is our own; the font is
 * DejaVu (assets/fonts, Bitstream Vera licence), registered under our own family names so that a
 * system copy of a font never changes a pixel.
 */
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';
import type { Suit } from '../data/action-cards.ts';
import type { Resource } from '../data/map.ts';
import type { Colour, NeutralOwner } from '../engine/types.ts';

export const FONT = 'ArcsSans';
export const FONT_BOLD = 'ArcsSansBold';
export const FONT_COND = 'ArcsSansCond';

let registered = false;
export function registerFonts(): void {
  if (registered) return;
  const dir = new URL('../../assets/fonts/', import.meta.url);
  const files: [string, string][] = [
    ['DejaVuSans.ttf', FONT],
    ['DejaVuSans-Bold.ttf', FONT_BOLD],
    ['DejaVuSansCondensed-Bold.ttf', FONT_COND],
  ];
  for (const [file, family] of files) {
    const ok = GlobalFonts.registerFromPath(fileURLToPath(new URL(file, dir)), family);
    if (!ok) throw new Error(`render: cannot load font ${file}`);
  }
  registered = true;
}

/** `font` shorthand for the canvas. */
export function font(size: number, weight: 'regular' | 'bold' | 'cond' = 'bold'): string {
  const family = weight === 'regular' ? FONT : weight === 'bold' ? FONT_BOLD : FONT_COND;
  return `${size}px ${family}`;
}

/**
 * Type sizes in image pixels. The board image is 1000 px wide; a phone shows it about 400 px
 * wide (x0.4), so 28 px here is about 11 px on the phone. Nothing a player must read is smaller
 * than TEXT.min.
 */
export const TEXT = { min: 26, small: 28, body: 30, label: 34, title: 40, huge: 56 } as const;

export const BG = '#0f1320';
export const PANEL = '#1a2033';
export const PANEL_2 = '#232b44';
export const LINE = '#3a4566';
export const INK = '#f3f5fa';
export const INK_DIM = '#aab3c9';
export const DARK = '#0b0d14';
export const ACCENT = '#ffcf4a';

/**
 * Player colours, chosen to stay apart for the common colour-vision deficiencies (after the
 * Okabe-Ito palette): vermilion and yellow differ strongly in lightness for deuteranopes and
 * protanopes; sky blue and white differ for tritanopes. Every piece also carries the letter.
 */
export interface PlayerStyle { fill: string; ink: string; letter: string; name: string }
export const PLAYER: Record<Colour, PlayerStyle> = {
  red: { fill: '#e2632b', ink: '#111111', letter: 'R', name: 'Red' },
  blue: { fill: '#5bb6ee', ink: '#111111', letter: 'B', name: 'Blue' },
  yellow: { fill: '#f0e442', ink: '#111111', letter: 'Y', name: 'Yellow' },
  white: { fill: '#f2f2f2', ink: '#111111', letter: 'W', name: 'White' },
};

/**
 * Campaign pieces that belong to no player (Imperial ships, Free cities and starports, Blight):
 * hues none of the players use, each with its own mark and chip shape, so they read apart from
 * the players' pieces in colour and in form: the Empire a crown on a chamfered violet chip, the
 * Blight a spiked mark on a round-ended magenta chip, the Free States an "F" in teal.
 */
export interface NeutralStyle extends PlayerStyle {
  /** What heads a ship chip: the letter, or a drawn mark. */
  mark: 'letter' | 'crown' | 'spikes';
  /** The ship chip's outline. */
  shape: 'round' | 'chamfer' | 'pill';
}
export const NEUTRAL: Record<NeutralOwner, NeutralStyle> = {
  empire: { fill: '#9170e0', ink: '#ffffff', letter: 'I', name: 'Empire', mark: 'crown', shape: 'chamfer' },
  free: { fill: '#3fae93', ink: '#111111', letter: 'F', name: 'Free', mark: 'letter', shape: 'round' },
  blight: { fill: '#e0559c', ink: '#111111', letter: 'X', name: 'Blight', mark: 'spikes', shape: 'pill' },
};

/** Who a drawn piece belongs to: a player's colour, or a campaign owner that is no player. */
export type PieceKey = Colour | NeutralOwner;

export function pieceStyle(k: PieceKey): PlayerStyle & Partial<Pick<NeutralStyle, 'mark' | 'shape'>> {
  return k in NEUTRAL ? NEUTRAL[k as NeutralOwner] : PLAYER[k as Colour];
}

/** Campaign colours: Event cards, the Empire's tiles and cards, Fate cards. */
export const EVENT_FILL = '#c9a3e6';
export const IMPERIAL_FILL = NEUTRAL.empire.fill;
export const FATE_FILL = '#e8c77a';

export interface ResourceStyle { fill: string; ground: string; name: string }
export const RESOURCE: Record<Resource, ResourceStyle> = {
  material: { fill: '#cfa47a', ground: '#3b2f25', name: 'Material' },
  fuel: { fill: '#9ad66b', ground: '#22351f', name: 'Fuel' },
  weapon: { fill: '#f08a80', ground: '#3d2124', name: 'Weapon' },
  relic: { fill: '#5fd0e0', ground: '#17343c', name: 'Relic' },
  psionic: { fill: '#c9a2f5', ground: '#2f2444', name: 'Psionic' },
};

export const SUIT: Record<Suit, { fill: string; name: string; short: string }> = {
  administration: { fill: '#7fa8e0', name: 'Administration', short: 'Admin' },
  aggression: { fill: '#e9766a', name: 'Aggression', short: 'Aggr' },
  construction: { fill: '#e2ad4e', name: 'Construction', short: 'Constr' },
  mobilization: { fill: '#6cc7a4', name: 'Mobilization', short: 'Mobil' },
};

/** The dashed ring around a building outside the printed slots (Leaders & Lore). */
export const EXTRA_RING = '#e6ebf7';
