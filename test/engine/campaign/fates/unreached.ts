/**
 * Fate cards the unsteered random campaigns do not reach (random-a-fates, random-bc-fates): each
 * list is exact there (a card that starts firing leaves it). Every card listed here fires instead in
 * a seeded campaign arranged to reach it (reach-*.test.ts, reach.ts), as the Court cards do in
 * test/engine/court/rules.test.ts.
 */

/** "A" Fate Sets (Fates 1-8) not reached by random-a-fates. */
export const A_NOT_REACHED: readonly string[] = [
  'ARCS-F105', 'ARCS-F106', 'ARCS-F107', 'ARCS-F108', 'ARCS-F115', 'ARCS-F116', 'ARCS-F117',
  'ARCS-F120', 'ARCS-F204', 'ARCS-F209', 'ARCS-F210', 'ARCS-F211', 'ARCS-F224', 'ARCS-F225B',
  'ARCS-F301B', 'ARCS-F304', 'ARCS-F305', 'ARCS-F306', 'ARCS-F314', 'ARCS-F316', 'ARCS-F319',
  'ARCS-F322', 'ARCS-F405', 'ARCS-F406', 'ARCS-F407', 'ARCS-F408', 'ARCS-F410', 'ARCS-F414',
  'ARCS-F416', 'ARCS-F417', 'ARCS-F418', 'ARCS-F419', 'ARCS-F420', 'ARCS-F421', 'ARCS-F424',
  'ARCS-F501B', 'ARCS-F508', 'ARCS-F509', 'ARCS-F510', 'ARCS-F511', 'ARCS-F520B', 'ARCS-F605',
  'ARCS-F606', 'ARCS-F607', 'ARCS-F608', 'ARCS-F609', 'ARCS-F610', 'ARCS-F619', 'ARCS-F620',
  'ARCS-F621', 'ARCS-F622', 'ARCS-F625', 'ARCS-F705', 'ARCS-F706', 'ARCS-F707', 'ARCS-F717',
  'ARCS-F718', 'ARCS-F805', 'ARCS-F806', 'ARCS-F816', 'ARCS-F817', 'ARCS-F818', 'ARCS-F820B',
  'ARCS-F825', 'ARCS-F826', 'ARCS-F829B', 'ARCS-F831',
];

/** Dealt "B" and "C" Fate Sets (Fates 9-24) not reached by random-bc-fates. */
export const BC_NOT_REACHED: readonly string[] = [
  'ARCS-F901B', 'ARCS-F905', 'ARCS-F906', 'ARCS-F910', 'ARCS-F911', 'ARCS-F1001B', 'ARCS-F1002',
  'ARCS-F1003', 'ARCS-F1004', 'ARCS-F1006', 'ARCS-F1007', 'ARCS-F1104', 'ARCS-F1105', 'ARCS-F1106',
  'ARCS-F1107', 'ARCS-F1108', 'ARCS-F1109', 'ARCS-F1203', 'ARCS-F1205', 'ARCS-F1211', 'ARCS-F1212',
  'ARCS-F1304', 'ARCS-F1305', 'ARCS-F1306', 'ARCS-F1307', 'ARCS-F1308', 'ARCS-F1309', 'ARCS-F1405', 'ARCS-F1505',
  'ARCS-F1506', 'ARCS-F1603', 'ARCS-F1604', 'ARCS-F1605', 'ARCS-F1606', 'ARCS-F1607', 'ARCS-F1608',
  'ARCS-F1610', 'ARCS-F1612', 'ARCS-F1613', 'ARCS-F1614', 'ARCS-F1615', 'ARCS-F1616', 'ARCS-F1617B',
  'ARCS-F1618', 'ARCS-F1804', 'ARCS-F1904', 'ARCS-F2402',
];

/** The Fate number of a Fate Set card: ARCS-F<n><2 digits>[A|B]. */
export function fateOfCard(id: string): number {
  const m = /^ARCS-F(\d+)\d\d[AB]?$/.exec(id);
  if (!m) throw new Error(`not a Fate Set card: ${id}`);
  return Number(m[1]);
}

/** The listed cards of the given Fates (both lists). */
export function notReachedOf(fates: readonly number[]): string[] {
  return [...A_NOT_REACHED, ...BC_NOT_REACHED].filter((id) => fates.includes(fateOfCard(id)));
}
