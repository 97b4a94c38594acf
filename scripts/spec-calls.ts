// Which of spec section 7's calls the app makes (issue 38). A call is made when code the apps ship (screens,
// core-api's listeners, device-ble, the shells) uses its RTK Query hook or endpoint, or its catalogue definition
// directly. Run `npx tsx scripts/spec-calls.ts` for the table; tests/consumers/specCalls.test.ts holds it.
import fs from 'node:fs';
import path from 'node:path';
import { SECTION_7_CALLS, endpointLabel, listEndpoints, type CatalogueEntry } from '../packages/core-api/src/index';

const root = path.join(__dirname, '..');
const SHIPPED_SOURCES = ['packages/screens/src', 'packages/core-api/src', 'packages/device-ble/src', 'apps/wechat/src', 'apps/alipay/src', 'apps/h5/src'];
const STORE = 'packages/core-api/src/store';
const CATALOGUE = 'packages/core-api/src/catalogue';

// core-api's index and hooks files re-export every hook: passing one on is not making the call.
const isShipped = (file: string) =>
  /\.tsx?$/.test(file) && !/core-api\/src\/(index|hooks)\.ts$/.test(file) && !/\.(test|typetest)\.tsx?$/.test(file) && !file.split(path.sep).includes('testing');

function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name)).filter(isShipped);
}

/** `contractEndpoints` -> `contract`: the catalogue object's own names (catalogue/index.ts). */
function catalogueVariables(): Map<string, string> {
  const index = fs.readFileSync(path.join(root, CATALOGUE, 'index.ts'), 'utf8');
  const body = index.slice(index.indexOf('export const catalogue = {'));
  return new Map([...body.matchAll(/^\s+(\w+): (\w+),$/gm)].map((match) => [match[2] ?? '', match[1] ?? '']));
}

export interface SpecCallUse {
  label: string;
  entry: CatalogueEntry | undefined;
  /** Files of shipped code that make the call. */
  usedIn: string[];
}

export function specCallUses(): SpecCallUse[] {
  const variables = catalogueVariables();
  const byKey = new Map(listEndpoints().map((entry) => [`${entry.feature}.${entry.name}`, entry]));
  const sources = SHIPPED_SOURCES.flatMap(filesUnder).filter((file) => !file.startsWith(CATALOGUE));
  const text = new Map(sources.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]));
  const definitionFiles = sources.filter((file) => file.startsWith(STORE) && /Api\.ts$/.test(file));

  // How code reaches each catalogue entry: its RTK Query endpoint's hooks and name, and the definition itself.
  const ways = new Map<string, RegExp[]>();
  const add = (key: string, pattern: RegExp) => ways.set(key, [...(ways.get(key) ?? []), pattern]);
  for (const file of definitionFiles) {
    for (const match of (text.get(file) ?? '').matchAll(/(\w+): fromCatalogue\(build, (\w+)\.(\w+)\)/g)) {
      const [, endpoint = '', variable = '', name = ''] = match;
      const key = `${variables.get(variable) ?? variable}.${name}`;
      const capital = endpoint.charAt(0).toUpperCase() + endpoint.slice(1);
      // Listening for an answer (endpoints.x.matchFulfilled) is not asking for it.
      add(key, new RegExp(`\\buse(Lazy)?${capital}(Query|Mutation|InfiniteQuery)\\b|\\bendpoints\\.${endpoint}\\b(?!\\.match)`));
    }
  }
  for (const [variable, feature] of variables) {
    for (const key of byKey.keys()) {
      if (key.startsWith(`${feature}.`)) add(key, new RegExp(`\\b(${variable}|catalogue\\.${feature})\\.${key.slice(feature.length + 1)}\\b`));
    }
  }

  const labelled = new Map([...byKey.values()].map((entry) => [endpointLabel(entry.def), entry]));
  return SECTION_7_CALLS.map((label) => {
    const entry = labelled.get(label);
    const patterns = entry ? (ways.get(`${entry.feature}.${entry.name}`) ?? []) : [];
    const usedIn = sources.filter((file) => !definitionFiles.includes(file) && patterns.some((pattern) => pattern.test(text.get(file) ?? '')));
    return { label, entry, usedIn };
  });
}

if (require.main === module) {
  const uses = specCallUses();
  const unused = uses.filter((use) => use.usedIn.length === 0);
  for (const use of unused) {
    const why = use.entry?.def.notCalled;
    console.log(`${use.label}\t${use.entry ? `${use.entry.feature}.${use.entry.name}` : 'NOT IN CATALOGUE'}${why ? `\tnot called: ${why}` : ''}`);
  }
  console.log(`spec calls the app makes: ${uses.length - unused.length} of ${uses.length}`);
}
