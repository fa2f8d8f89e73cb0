/** Summits (campaign rulebook pp.16-17): frame `campaign/summit` (Call to Order, then Negotiations). */
export const SUMMIT_HANDLERS = {} as const;
