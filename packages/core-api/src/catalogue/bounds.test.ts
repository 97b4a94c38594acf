import { z } from 'zod';
import { listEndpoints } from './index';

type JsonSchema = Record<string, unknown>;

/**
 * Where a request schema lets a client send unbounded work: a string without maxLength, an array without
 * maxItems, an object open to any number of fields (no maxProperties) or to values of any shape. Read from the
 * JSON schema of the request as the client sends it, so every endpoint added to the catalogue is checked too.
 */
function unboundedParts(schema: z.ZodType): string[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defs = (root.$defs ?? {}) as Record<string, JsonSchema>;
  const found: string[] = [];
  const visit = (node: JsonSchema, where: string, seen: readonly string[]): void => {
    if (typeof node.$ref === 'string') {
      const name = node.$ref.replace('#/$defs/', '');
      const target = defs[name];
      if (target !== undefined && !seen.includes(name)) visit(target, where, [...seen, name]);
      return;
    }
    const label = where === '' ? '(request)' : where;
    const types = [node.type].flat();
    const fixed = node.enum !== undefined || node.const !== undefined;
    const combined = ['anyOf', 'oneOf', 'allOf'].some((key) => Array.isArray(node[key]));
    if (node.type === undefined && !fixed && !combined && node.not === undefined) found.push(`${label}: any value`);
    if (types.includes('string') && !fixed && node.maxLength === undefined) found.push(`${label}: string without maxLength`);
    if (types.includes('array') && node.maxItems === undefined) found.push(`${label}: array without maxItems`);
    if (types.includes('object')) {
      const extra = node.additionalProperties;
      const open = extra === undefined || extra === true || (typeof extra === 'object' && extra !== null);
      // A closed object (additionalProperties false) or one whose extra fields are stripped is bounded by its shape.
      if (open && node.properties === undefined && node.maxProperties === undefined) found.push(`${label}: object without maxProperties`);
      if (typeof extra === 'object' && extra !== null) visit(extra as JsonSchema, `${where}.*`, seen);
    }
    for (const [key, value] of Object.entries((node.properties ?? {}) as Record<string, JsonSchema>)) visit(value, `${where}.${key}`, seen);
    if (typeof node.items === 'object' && node.items !== null) visit(node.items as JsonSchema, `${where}[]`, seen);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
      const parts = node[key];
      if (Array.isArray(parts)) for (const part of parts as JsonSchema[]) visit(part, where, seen);
    }
  };
  visit(root, '', []);
  return found;
}

describe('request schemas bound every string, array and object (issue 16 item 2)', () => {
  it('has a maximum on every string and array of every request of the catalogue', () => {
    const unbounded = listEndpoints().flatMap(({ feature, name, def }) =>
      unboundedParts(def.request).map((part) => `${feature}.${name} ${part}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('finds an unbounded string, array, record and any value (so the check above can fail)', () => {
    const schema = z.object({
      text: z.string().min(1),
      list: z.array(z.number().max(3)).min(1),
      map: z.record(z.string().max(5), z.string().max(5)),
      anything: z.unknown(),
      fine: z.string().max(10),
      kind: z.enum(['a', 'b']),
    });
    expect(unboundedParts(schema)).toEqual([
      '.text: string without maxLength',
      '.list: array without maxItems',
      '.map: object without maxProperties',
      '.anything: any value',
    ]);
  });
});
