/**
 * The Acts (campaign rulebook pp.7-9, 28-29): campaign chapter end, the Intermission, Act II & III
 * setup, the campaign's end.
 */
export const ACTS_HANDLERS = {} as const;
