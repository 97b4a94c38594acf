// Issue 38: the app speaks the operator's API. Each call of spec section 7 is made by code the apps ship, or its
// catalogue entry says why not (`notCalled`); scripts/spec-calls.ts prints the same table.
import { specCallUses } from '../../scripts/spec-calls';

test('every call of spec section 7 is made by a page or names why it is not', () => {
  const uses = specCallUses();
  const silent = uses.filter((use) => use.usedIn.length === 0 && !use.entry?.def.notCalled?.trim());
  expect(silent.map((use) => use.label)).toEqual([]);
});

test('a call the app makes does not also say it is not called', () => {
  const contradictions = specCallUses().filter((use) => use.usedIn.length > 0 && use.entry?.def.notCalled !== undefined);
  expect(contradictions.map((use) => `${use.label}: ${use.usedIn.join(', ')}`)).toEqual([]);
});
