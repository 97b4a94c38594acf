// The endpoint catalogue as an OpenAPI 3.1 document (issue 38): `npx tsx scripts/openapi.ts --write` writes
// docs/openapi.json; without --write it prints the document. tests/consumers/openapi.test.ts fails while the committed
// file differs from the catalogue. The builder is packages/core-api/src/openapi.ts.
import fs from 'node:fs';
import path from 'node:path';
import * as coreApi from '../packages/core-api/src/index';
import { listEndpoints } from '../packages/core-api/src/catalogue';
import { buildOpenApiDocument, OPENAPI_FILE, renderOpenApiDocument, type ZodSchema } from '../packages/core-api/src/openapi';
import * as coreDomain from '../packages/core-domain/src/index';

const repoRoot = path.resolve(__dirname, '..');
export const openApiPath = path.join(repoRoot, OPENAPI_FILE);

const isZodSchema = (value: unknown): value is ZodSchema => typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

/**
 * The schemas the core packages export as `<Name>Schema` (entities, the catalogue's answers), named `<Name>` in the
 * document so each is written once. A schema exported twice keeps its first name (alphabetical, core-domain first).
 */
export function namedSchemas(): Map<ZodSchema, string> {
  const named = new Map<ZodSchema, string>();
  const taken = new Set<string>();
  for (const [pkg, exports] of [['domain', coreDomain], ['api', coreApi]] as const) {
    for (const exportName of Object.keys(exports).sort()) {
      const value: unknown = (exports as Record<string, unknown>)[exportName];
      if (!exportName.endsWith('Schema') || exportName === 'Schema' || !isZodSchema(value) || named.has(value)) continue;
      const short = exportName.slice(0, -'Schema'.length);
      const name = taken.has(short) ? `${pkg}.${short}` : short;
      taken.add(name);
      named.set(value, name);
    }
  }
  return named;
}

/** The document of the catalogue as it is now, as the committed file should hold it. */
export function buildOpenApiText(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages/core-api/package.json'), 'utf8')) as { version: string };
  return renderOpenApiDocument(buildOpenApiDocument(listEndpoints(), { version: manifest.version, named: namedSchemas() }));
}

if (require.main === module) {
  const text = buildOpenApiText();
  if (process.argv.includes('--write')) {
    fs.mkdirSync(path.dirname(openApiPath), { recursive: true });
    fs.writeFileSync(openApiPath, text);
    console.log(`wrote ${OPENAPI_FILE} (${text.length} characters)`);
  } else {
    process.stdout.write(text);
  }
}
