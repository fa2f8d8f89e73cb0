import { campaignE2e } from './campaign-e2e.ts';

campaignE2e({ players: 4, seed: 'camp-e2e-4', pick: 404, maxSteps: 6000 });
