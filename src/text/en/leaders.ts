/** English: ll.*: leaders and lore (engine/leaders/). */
import type { Catalogue } from '../say.ts';

export const LEADERS: Catalogue = {
  /* Leaders (leaders.ts). */
  'll.may-influence.prompt': '{card}: you may influence (place an agent on a Court card).',
  'll.no-influence': 'Do not influence',
  'll.gain-any.prompt': '{card}: you may gain any resource.',
  'll.gain-any.option': 'Gain {resource}',
  'll.gain-any.none': 'Gain nothing',
  'll.bold.prompt': '{card}: you may influence each card in the Court once.',
  'll.bold.no-more': 'Influence no more cards',
  'll.give-guild.prompt': '{card}: give 1 Guild card to your Rival with the least Power.',
  'll.give-guild.option': 'Give {card} to {rival}',

  /* Warrior, Tactical: move before or after a battle of a Copied or Pivoted card. */
  'll.around.move-battle.prompt': '{card}: you may move before or after you battle.',
  'll.around.move-battle.before': 'Move first, then battle',
  'll.around.move-battle.main': 'Battle now (you may move after)',
  'll.around.move-battle.skip': 'Do not battle (the action is lost)',
  'll.around.move-battle.after-prompt': '{card}: move now?',
  'll.around.move-battle.extra': 'Move',
  'll.around.move-battle.no': 'Do not move',
  /* Feastbringer, Charismatic: influence before or after securing. */
  'll.around.influence-secure.prompt': '{card}: you may influence before or after you secure.',
  'll.around.influence-secure.before': 'Influence first, then secure',
  'll.around.influence-secure.main': 'Secure now (you may influence after)',
  'll.around.influence-secure.skip': 'Do not secure (the action is lost)',
  'll.around.influence-secure.after-prompt': '{card}: influence now?',
  'll.around.influence-secure.extra': 'Influence',
  'll.around.influence-secure.no': 'Do not influence',

  /* Lore (lore.ts). */
  'll.rifles.from': 'Fire Rifles from which system (fresh ships there roll skirmish dice)?',
  'll.rifles.at': 'Fire Rifles at which defender in an adjacent system?',
  'll.rifles.target': '{defender} in {system}',
  'll.sprint.prompt': 'Sprinter Drives: move fresh ships that moved one more time?',
  'll.sprint.from': 'Move fresh ships in {system} once more',
  'll.sprint.stop': 'No more Sprinter Drives moves',
  'll.sprint.to': 'Sprinter Drives: from {system} to which adjacent system?',
  'll.sprint.how-many': 'Sprinter Drives: how many fresh ships move?',
  'll.sprint.count': '{n} fresh',
  'll.summon.prompt': 'Summon: build 1 ship at which city you control?',
  'll.prune.prompt': 'Prune: replace which building?',
  'll.prune.to-city': 'Replace your starport on {system} with a city',
  'll.prune.to-starport': 'Replace your city on {system} with a starport',
  'll.torpedoes.prompt': 'Seeker Torpedoes: pick up to {n} assault {n|die|dice} to reroll (once).',
  'll.torpedoes.pick': 'Pick an assault die showing {face}',
  'll.torpedoes.roll': 'Reroll the {n} picked {n|die|dice}',
  'll.torpedoes.none': 'Do not reroll',
  /** An assault die face from its counts (`hits`, `self`, `intercept`): "2 hits + self-hit", "blank". */
  'll.assault-face': (_a, raw) => {
    const parts: string[] = [];
    const hits = Number(raw.hits);
    if (hits) parts.push(`${hits} ${hits === 1 ? 'hit' : 'hits'}`);
    if (Number(raw.self)) parts.push('self-hit');
    if (Number(raw.intercept)) parts.push('intercept');
    return parts.length ? parts.join(' + ') : 'blank';
  },
};
