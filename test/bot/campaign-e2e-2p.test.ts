import { campaignE2e } from './campaign-e2e.ts';

campaignE2e({ players: 2, seed: 'camp-e2e-2', pick: 202, maxSteps: 3000 });
