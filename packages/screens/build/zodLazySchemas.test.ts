import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { lazySchema } from './lazySchema';

// The plugin runs inside Remax's babel: its babel, presets and plugins are what the build uses.
const remaxRequire = createRequire(createRequire(require.resolve('remax/package.json')).resolve('@remax/cli/package.json'));
interface Babel {
  transformSync(code: string, options: Record<string, unknown>): { code?: string | null } | null;
}
const babel = remaxRequire('@babel/core') as Babel;
const typescript = remaxRequire.resolve('@babel/preset-typescript');
const commonjs = remaxRequire.resolve('@babel/plugin-transform-modules-commonjs');
const zodLazySchemas = path.join(__dirname, 'zodLazySchemas.js');

const MODULE = `
import { z } from 'zod';
import { EntityIdSchema } from './entities';
import { openFields, queryNumber, textField } from './validation';

const idText = EntityIdSchema.transform(String);
export const PriceSchema = z.number().int().nonnegative();
export const HouseSchema = z.object({ id: idText, price: PriceSchema, title: z.string().trim().min(1) });
export type House = z.infer<typeof HouseSchema>;
export const HouseListSchema = z.array(HouseSchema);
export const KindSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flat'), rooms: z.number() }),
  z.object({ kind: z.literal('bed'), bunk: z.string() }),
]);
export const houseDetail = { path: 'house/{id}', response: HouseSchema.extend({ photos: z.array(z.string()) }) };
export const NicknameSchema = textField(3);
function contact(max: number) {
  return z.object({ name: z.string().max(max) });
}
export const ContactSchema = contact(2);
export const saveDialog = { path: 'dialog/save', request: openFields().optional() };
const cityId = queryNumber();
export const cityQuery = { path: 'home/base', request: z.object({ cityId }) };
export const FREE = PriceSchema.parse(0);
const motto = 'aster';
export const shout = motto.toUpperCase();
export const label = ' 房源 '.trim();
export function titleSchema(max: number) {
  return z.string().max(max);
}
`;

function transform(filename: string): string {
  const result = babel.transformSync(MODULE, { filename, babelrc: false, configFile: false, presets: [typescript], plugins: [zodLazySchemas, commonjs] });
  if (result?.code == null) throw new Error('babel returned no code');
  return result.code;
}

/** Runs the transformed module with a zod that records which builders it was asked for. */
function load(code: string) {
  const zodCalls: string[] = [];
  const helperCalls: string[] = [];
  const countedZod = new Proxy(z, {
    get: (target, key) => {
      if (typeof key === 'string') zodCalls.push(key);
      return Reflect.get(target, key) as unknown;
    },
  });
  const modules: Record<string, unknown> = {
    zod: { z: countedZod },
    './entities': { EntityIdSchema: z.union([z.string(), z.number()]) },
    './validation': {
      textField: (max: number) => (helperCalls.push('textField'), z.string().max(max)),
      openFields: () => (helperCalls.push('openFields'), z.record(z.string(), z.string())),
      queryNumber: () => (helperCalls.push('queryNumber'), z.coerce.number()),
    },
    [path.join(__dirname, 'lazySchema.ts')]: { lazySchema },
  };
  const exports: Record<string, unknown> = {};
  const requireModule = (id: string) => {
    if (!(id in modules)) throw new Error(`unexpected import ${id}`);
    return modules[id];
  };
  new Function('require', 'exports', code)(requireModule, exports);
  return { exports: exports as unknown as Loaded, zodCalls, helperCalls };
}

interface Loaded {
  PriceSchema: z.ZodNumber;
  HouseSchema: z.ZodObject<{ id: z.ZodType<string>; price: z.ZodNumber; title: z.ZodString }>;
  HouseListSchema: z.ZodArray<z.ZodType>;
  KindSchema: z.ZodType;
  houseDetail: { path: string; response: z.ZodType };
  NicknameSchema: z.ZodString;
  ContactSchema: z.ZodObject<{ name: z.ZodString }>;
  saveDialog: { path: string; request: z.ZodType };
  cityQuery: { path: string; request: z.ZodType };
  FREE: number;
  shout: string;
  label: string;
  titleSchema: (max: number) => z.ZodString;
}

const workspaceFile = path.join(__dirname, '..', 'src', 'entities', 'house.ts');

describe('zodLazySchemas (the H5 build: schemas built on first use)', () => {
  it('builds at import only what the module reads at import', () => {
    const { exports, zodCalls, helperCalls } = load(transform(workspaceFile));
    // PriceSchema.parse(0) runs at import; nothing else was asked of zod or of core-domain's schema helpers.
    expect(zodCalls).toEqual(['number']);
    expect(helperCalls).toEqual([]);
    expect(exports.FREE).toBe(0);
    expect(exports.shout).toBe('ASTER');
    expect(exports.label).toBe('房源');
  });

  it('leaves code in functions and anything outside the workspace sources as written', () => {
    const code = transform(workspaceFile);
    expect(code).toMatch(/function titleSchema\(max\) \{\s*return _zod\.z\.string\(\)\.max\(max\);/);
    expect(code).toContain('const shout = exports.shout = motto.toUpperCase();');
    expect(transform(path.join(__dirname, '..', 'node_modules', 'some-lib', 'index.ts'))).not.toContain('lazySchema');
    expect(transform(path.join(__dirname, '..', 'src', 'entities', 'house.test.ts'))).not.toContain('lazySchema');
  });

  it('gives schemas that parse, fail, compose and introspect as the eager ones do', () => {
    const { exports } = load(transform(workspaceFile));
    const eager = z.object({ id: z.union([z.string(), z.number()]).transform(String), price: z.number().int().nonnegative(), title: z.string().trim().min(1) });
    expect(exports.HouseSchema.parse({ id: 7, price: 100, title: ' 一室 ' })).toEqual({ id: '7', price: 100, title: '一室' });
    const bad = { id: 7, price: -1, title: ' ' };
    expect(exports.HouseSchema.safeParse(bad).error?.issues).toEqual(eager.safeParse(bad).error?.issues);
    expect(exports.HouseSchema).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(exports.HouseSchema.shape)).toEqual(['id', 'price', 'title']);
    expect(Object.keys({ ...exports.HouseSchema.shape })).toEqual(['id', 'price', 'title']);
    expect(exports.HouseSchema.optional().parse(undefined)).toBeUndefined();
    expect(exports.HouseSchema.pick({ price: true }).parse({ price: 3, other: 1 })).toEqual({ price: 3 });
    expect(exports.HouseListSchema.parse([{ id: 'h1', price: 0, title: 'a' }])).toEqual([{ id: 'h1', price: 0, title: 'a' }]);
    expect(exports.KindSchema.parse({ kind: 'bed', bunk: '上铺' })).toEqual({ kind: 'bed', bunk: '上铺' });
    expect(exports.KindSchema.safeParse({ kind: 'loft' }).success).toBe(false);
    expect(exports.houseDetail.response.parse({ id: 1, price: 2, title: 't', photos: ['1.png'] })).toEqual({ id: '1', price: 2, title: 't', photos: ['1.png'] });
    expect(exports.titleSchema(3).safeParse('四个汉字').success).toBe(false);
    expect(exports.NicknameSchema.safeParse('四个汉字').success).toBe(false);
    expect(exports.ContactSchema.safeParse({ name: '三个字' }).success).toBe(false);
    expect(exports.ContactSchema.parse({ name: '二字' })).toEqual({ name: '二字' });
    expect(exports.saveDialog.request.parse(undefined)).toBeUndefined();
    expect(exports.saveDialog.request.parse({ a: 'b' })).toEqual({ a: 'b' });
    expect(exports.cityQuery.request.parse({ cityId: '107' })).toEqual({ cityId: 107 });
  });

  it('builds a lazy schema once, on first use', () => {
    const build = jest.fn(() => z.object({ a: z.number() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ a: 1 })).toEqual({ a: 1 });
    expect(schema.safeParse({ a: 'x' }).success).toBe(false);
    expect(z.object({ nested: schema }).parse({ nested: { a: 2 } })).toEqual({ nested: { a: 2 } });
    expect(build).toHaveBeenCalledTimes(1);
  });
});
