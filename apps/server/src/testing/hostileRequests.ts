import { REQUEST_HEADERS, endpointLabel, pathParamNames, type AnyEndpointDef } from '@aster/core-api';
import { z } from 'zod';

/**
 * Hostile requests for one catalogue endpoint, derived from its request schema (issue 16): wrong types, huge and odd
 * strings, deep and malformed JSON, wrong content types, over the body limit, bad path parameters. The hostile-input
 * suite (src/hostile.test.ts) and the bench (bench.ts) send them to every endpoint the features serve.
 */
const ODD = ['\u0000', '\ud800', '\u202egnp.exe', '👩‍👩‍👧‍👦🇨🇳', "1' OR '1'='1", '<script>alert(1)</script>', '%25ZZ', '-1', '1e309'];
const BAD_PATH_VALUES = ['%25ZZ', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(3000), "1'--", '-1', '1.5'];

function fieldsOf(def: AnyEndpointDef): string[] {
  const schema = z.toJSONSchema(def.request, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(schema.properties ?? {});
}

export interface Probe {
  what: string;
  path: string;
  query?: Record<string, string>;
  body?: string;
  contentType?: string;
}

export function probesOf(def: AnyEndpointDef): Probe[] {
  const names = pathParamNames(def.path);
  const pathWith = (value: string) => `${def.prefix}/${def.path.replace(/\{[^}]+\}/g, () => value)}`;
  const fields = fieldsOf(def);
  const fill = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  const path = pathWith('1');
  const probes: Probe[] = [];
  for (const value of names.length > 0 ? BAD_PATH_VALUES : []) probes.push({ what: `path ${value.slice(0, 20)}`, path: pathWith(value) });
  if (def.method === 'GET') {
    probes.push({ what: 'huge strings', path, query: fill('x'.repeat(6000)) as Record<string, string> });
    for (const odd of ODD) probes.push({ what: `odd ${JSON.stringify(odd)}`, path, query: fill(odd) as Record<string, string> });
    return probes;
  }
  const json = (value: unknown) => JSON.stringify(value);
  probes.push(
    { what: 'wrong types (objects)', path, body: json(fill({ a: [1, { b: null }] })) },
    { what: 'wrong types (numbers)', path, body: json(fill(1e308)) },
    { what: 'wrong types (arrays)', path, body: json(fill(Array.from({ length: 1000 }, () => 'x'))) },
    { what: 'huge strings', path, body: json(fill('x'.repeat(200_000 / Math.max(1, fields.length)))) },
    { what: 'odd strings', path, body: json(fill(ODD.join(''))) },
    { what: 'deep JSON', path, body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { what: 'deep JSON in a field', path, body: json(fill(JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) as unknown)) },
    { what: 'malformed JSON', path, body: '{"a": ' },
    { what: 'a JSON array', path, body: '[1,2,3]' },
    { what: 'a JSON string', path, body: '"text"' },
    { what: 'over the body limit', path, body: json({ pad: 'x'.repeat(300 * 1024) }) },
    { what: 'wrong content type', path, body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { what: 'text content type', path, body: '{"a":1}', contentType: 'text/plain' },
  );
  for (const odd of ODD.slice(0, 4)) probes.push({ what: `odd ${JSON.stringify(odd)}`, path, body: json(fill(odd)) });
  return probes;
}

/**
 * How long a probe waits before it calls the endpoint hung. A hang is an answer that never comes: 5 s was crossed
 * once by a captcha picture on 2 cores shared with the accessibility sweep's browser, so the bound is wide.
 */
const HANG_MS = 20_000;

export interface ProbeOutcome {
  /** Null when no answer came (a hang past HANG_MS or a dropped connection). */
  status: number | null;
  /** What is wrong with the answer: a 5xx, a hang, a stack trace, a success whose data breaks the response schema. */
  problems: string[];
}

/** Sends one probe (as the tenant of `token`, if given) and judges the answer. */
export async function sendProbe(baseUrl: string, def: AnyEndpointDef, probe: Probe, token: string | null): Promise<ProbeOutcome> {
  const url = new URL(probe.path, baseUrl);
  for (const [key, value] of Object.entries(probe.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { 'content-type': probe.contentType ?? 'application/json' };
  if (token !== null) headers[REQUEST_HEADERS.token] = token;
  const where = `${endpointLabel(def)} (${probe.what})`;
  try {
    const response = await fetch(url, { method: def.method, headers, body: def.method === 'POST' ? probe.body : undefined, signal: AbortSignal.timeout(HANG_MS) });
    const text = await response.text();
    const problems: string[] = [];
    if (response.status >= 500) problems.push(`${where}: ${response.status}`);
    if (/\n\s+at .+:\d+:\d+/.test(text)) problems.push(`${where}: stack trace in the body`);
    if (response.status === 200) {
      const envelope = JSON.parse(text) as { errorCode?: unknown; data?: unknown };
      if (envelope.errorCode === '0' && !def.response.safeParse(envelope.data).success) problems.push(`${where}: answer breaks the response schema`);
    }
    return { status: response.status, problems };
  } catch (error) {
    return { status: null, problems: [`${where}: ${error instanceof Error ? error.name : String(error)}`] };
  }
}
