import { findCard } from './src/data/cards.ts';
for (const id of process.argv.slice(2)) console.log(id, JSON.stringify(findCard(id), null, 1));
