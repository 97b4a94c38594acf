// The public surface of the three core packages, as other teams' code sees it: every name each entry point
// ('.' and './testing') exports, with its type signature, written out by the TypeScript checker from the
// sources. The committed copies (packages/<name>/api-report.md) make a change of the surface a visible decision:
// tests/consumers/apiReport.test.ts fails until they are regenerated with
//   npx tsx scripts/pack-core.api-report.ts --write
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const REPORT_COMMAND = 'npx tsx scripts/pack-core.api-report.ts --write';

const repoRoot = path.resolve(__dirname, '..');

interface Entry {
  readonly subpath: '.' | './testing';
  readonly file: string;
}

/** Entry files from each package's own manifest (the source side of its exports map). */
function entriesOf(pkg: string): Entry[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages', pkg, 'package.json'), 'utf8')) as {
    exports: Record<'.' | './testing', string>;
  };
  return (['.', './testing'] as const).map((subpath) => ({ subpath, file: path.join(repoRoot, 'packages', pkg, manifest.exports[subpath]) }));
}

export const REPORTED_PACKAGES = ['core-domain', 'core-api', 'device-ble'] as const;
export type ReportedPackage = (typeof REPORTED_PACKAGES)[number];

export const reportPath = (pkg: ReportedPackage): string => path.join(repoRoot, 'packages', pkg, 'api-report.md');

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** Where the checker names a type by its file (`import("/abs/path").Name`): the name alone for our own code,
 * the package for a dependency, so the report reads the same on every machine. */
export function stablePaths(text: string): string {
  return text.replace(/import\("([^"]+)"\)\./g, (_match, file: string) => {
    const inModules = file.lastIndexOf('/node_modules/');
    if (inModules < 0) return '';
    const rest = file.slice(inModules + '/node_modules/'.length);
    return `import("${rest}").`;
  });
}

/**
 * Prints types as the checker does, except that a value type another export already names is written
 * `typeof Name` (the catalogue holds every feature's endpoint object, an endpoint holds core-domain's schemas):
 * exact, and each type is spelt out once.
 */
class TypePrinter {
  private readonly active = new Set<ts.Type>();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly named: Map<ts.Type, string>,
  ) {}

  print(type: ts.Type, at: ts.Node, self?: string): string {
    const name = this.named.get(type);
    if (name !== undefined && name !== self) return `typeof ${name}`;
    if (this.active.has(type)) return stablePaths(this.checker.typeToString(type, at, FORMAT));
    this.active.add(type);
    try {
      return this.printInner(type, at);
    } finally {
      this.active.delete(type);
    }
  }

  private args(types: readonly ts.Type[] | undefined, at: ts.Node): string {
    return types && types.length > 0 ? `<${types.map((t) => this.print(t, at)).join(', ')}>` : '';
  }

  private printInner(type: ts.Type, at: ts.Node): string {
    const checker = this.checker;
    if (type.aliasSymbol && type.aliasTypeArguments && type.aliasTypeArguments.length > 0) {
      return `${this.qualified(type.aliasSymbol, at)}${this.args(type.aliasTypeArguments, at)}`;
    }
    if (type.isUnion() && !(type.flags & ts.TypeFlags.Boolean) && !(type.flags & ts.TypeFlags.EnumLiteral) && !type.aliasSymbol) {
      const printed = type.types.map((t) => this.print(t, at));
      // The checker orders a union's members by when it first met each type, which differs between machines;
      // unions of string literals are written sorted so that the report is the same everywhere.
      if (type.types.every((t) => t.flags & ts.TypeFlags.StringLiteral)) return [...printed].sort().join(' | ');
      // The checker writes `boolean` for true | false inside a union: keep its spelling.
      return printed.some((p) => p.startsWith('typeof ')) ? printed.join(' | ') : stablePaths(checker.typeToString(type, at, FORMAT));
    }
    if (type.flags & ts.TypeFlags.Object) {
      const object = type as ts.ObjectType;
      if (object.objectFlags & ts.ObjectFlags.Reference && !type.aliasSymbol) {
        const reference = type as ts.TypeReference;
        const target = reference.target;
        const args = checker.getTypeArguments(reference);
        if (target.symbol && !(target.objectFlags & ts.ObjectFlags.Tuple) && args.length > 0 && (target.typeParameters?.length ?? 0) === args.length) {
          return `${this.qualified(target.symbol, at)}${this.args(args, at)}`;
        }
      }
      if (object.objectFlags & ts.ObjectFlags.Anonymous && !type.aliasSymbol && type.getCallSignatures().length === 0 && type.getConstructSignatures().length === 0) {
        const members = membersOf(this, type, at, '');
        if (members.length > 0) return `{ ${members.join(' ')} }`;
      }
    }
    return stablePaths(checker.typeToString(type, at, FORMAT));
  }

  private qualified(symbol: ts.Symbol, at: ts.Node): string {
    return stablePaths(this.checker.symbolToString(symbol, at, undefined, ts.SymbolFormatFlags.UseOnlyExternalAliasing | ts.SymbolFormatFlags.AllowAnyNodeKind));
  }

  signature(signature: ts.Signature, at: ts.Node): string {
    return stablePaths(this.checker.signatureToString(signature, at, FORMAT));
  }

  get typeChecker(): ts.TypeChecker {
    return this.checker;
  }
}

function modifiersOf(symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.[0];
  const flags = declaration ? ts.getCombinedModifierFlags(declaration) : ts.ModifierFlags.None;
  // A getter without a setter reads like a readonly property to its callers.
  const getterOnly = (symbol.flags & ts.SymbolFlags.GetAccessor) !== 0 && (symbol.flags & ts.SymbolFlags.SetAccessor) === 0;
  return flags & ts.ModifierFlags.Readonly || getterOnly ? 'readonly ' : '';
}

function typeParametersOf(printer: TypePrinter, symbol: ts.Symbol, at: ts.Node): string {
  const checker = printer.typeChecker;
  const alias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
  const list: readonly ts.Type[] = alias
    ? (alias.typeParameters ?? []).map((parameter) => checker.getTypeAtLocation(parameter))
    : ((checker.getDeclaredTypeOfSymbol(symbol) as ts.InterfaceType).typeParameters ?? []);
  const parameter = (type: ts.Type): string => {
    const constraint = type.isTypeParameter() ? checker.getBaseConstraintOfType(type) : undefined;
    const fallback = type.isTypeParameter() ? checker.getDefaultFromTypeParameter(type) : undefined;
    const bound = constraint && !(constraint.flags & ts.TypeFlags.Unknown) ? ` extends ${printer.print(constraint, at)}` : '';
    return `${printer.print(type, at)}${bound}${fallback ? ` = ${printer.print(fallback, at)}` : ''}`;
  };
  return list.length === 0 ? '' : `<${list.map(parameter).join(', ')}>`;
}

/** Properties, call, construct and index signatures of a type (public members only). */
function membersOf(printer: TypePrinter, type: ts.Type, at: ts.Node, indent: string, skip: (name: string) => boolean = () => false): string[] {
  const checker = printer.typeChecker;
  const lines: string[] = [];
  for (const signature of type.getCallSignatures()) lines.push(`${indent}${printer.signature(signature, at)};`);
  for (const signature of type.getConstructSignatures()) lines.push(`${indent}new ${printer.signature(signature, at)};`);
  for (const info of checker.getIndexInfosOfType(type)) {
    lines.push(`${indent}${info.isReadonly ? 'readonly ' : ''}[key: ${printer.print(info.keyType, at)}]: ${printer.print(info.type, at)};`);
  }
  for (const property of checker.getPropertiesOfType(type)) {
    const name = property.getName();
    if (skip(name) || name.startsWith('#') || name.startsWith('__@')) continue;
    const declaration = property.declarations?.[0];
    if (declaration && ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
    if (property.flags & ts.SymbolFlags.Method) {
      for (const signature of propertyType.getCallSignatures()) {
        lines.push(`${indent}${modifiersOf(property)}${name}${optional}${printer.signature(signature, at)};`);
      }
    } else {
      lines.push(`${indent}${modifiersOf(property)}${name}${optional}: ${printer.print(propertyType, at)};`);
    }
  }
  return lines;
}

function heritage(printer: TypePrinter, type: ts.InterfaceType, at: ts.Node): string {
  const bases = printer.typeChecker.getBaseTypes(type).map((base) => printer.print(base, at));
  return bases.length > 0 ? ` extends ${bases.join(', ')}` : '';
}

function describe(printer: TypePrinter, name: string, symbol: ts.Symbol, at: ts.Node): string[] {
  const checker = printer.typeChecker;
  const out: string[] = [];
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) {
    const instance = checker.getDeclaredTypeOfSymbol(symbol) as ts.InterfaceType;
    out.push(`class ${name}${typeParametersOf(printer, symbol, at)}${heritage(printer, instance, at)} {`);
    // Statics declared by the class itself (not Error's captureStackTrace and the like).
    const ownStatics = new Set(symbol.exports ? [...symbol.exports.keys()].map(String) : []);
    const statics = checker.getTypeOfSymbolAtLocation(symbol, at);
    for (const signature of statics.getConstructSignatures()) {
      const printed = printer.signature(signature, at);
      out.push(`  constructor${printed.slice(0, printed.lastIndexOf('): ') + 1)};`);
    }
    const staticMembers = membersOf(printer, statics, at, '  static ', (member) => member === 'prototype' || !ownStatics.has(member));
    out.push(...staticMembers.filter((line) => !line.startsWith('  static new (')));
    out.push(...membersOf(printer, instance, at, '  '));
    out.push('}');
    return out;
  }
  if (flags & ts.SymbolFlags.Enum) {
    out.push(`enum ${name} {`);
    for (const member of checker.getExportsOfModule(symbol)) {
      const value = member.valueDeclaration && ts.isEnumMember(member.valueDeclaration) ? checker.getConstantValue(member.valueDeclaration) : undefined;
      out.push(`  ${member.getName()} = ${JSON.stringify(value)},`);
    }
    out.push('}');
    return out;
  }
  if (flags & ts.SymbolFlags.Function) {
    for (const signature of checker.getTypeOfSymbolAtLocation(symbol, at).getCallSignatures()) {
      out.push(`function ${name}${printer.signature(signature, at)};`);
    }
  } else if (flags & ts.SymbolFlags.Variable) {
    const declaration = symbol.valueDeclaration;
    const isConst = declaration !== undefined && ts.isVariableDeclaration(declaration) && (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0;
    out.push(`${isConst ? 'const' : 'let'} ${name}: ${printer.print(checker.getTypeOfSymbolAtLocation(symbol, at), at, name)};`);
  }
  if (flags & ts.SymbolFlags.Interface) {
    const declared = checker.getDeclaredTypeOfSymbol(symbol) as ts.InterfaceType;
    out.push(`interface ${name}${typeParametersOf(printer, symbol, at)}${heritage(printer, declared, at)} {`);
    out.push(...membersOf(printer, declared, at, '  '));
    out.push('}');
  } else if (flags & ts.SymbolFlags.TypeAlias) {
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    const body = stablePaths(checker.typeToString(declared, at, FORMAT | ts.TypeFormatFlags.InTypeAlias));
    out.push(`type ${name}${typeParametersOf(printer, symbol, at)} = ${body};`);
  }
  return out;
}

const byName = (a: ts.Symbol, b: ts.Symbol): number => (a.getName() < b.getName() ? -1 : a.getName() > b.getName() ? 1 : 0);

function exportsOf(checker: ts.TypeChecker, sourceFile: ts.SourceFile): { name: string; symbol: ts.Symbol }[] {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return [];
  return checker
    .getExportsOfModule(moduleSymbol)
    .sort(byName)
    .map((symbol) => ({ name: symbol.getName(), symbol: symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol }));
}

/** The reports of all three packages from one program (the root tsconfig's options: DOM, Web Bluetooth). */
export function buildApiReports(): Record<ReportedPackage, string> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(repoRoot, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('cannot read tsconfig.json');
  const entries = Object.fromEntries(REPORTED_PACKAGES.map((pkg) => [pkg, entriesOf(pkg)])) as Record<ReportedPackage, Entry[]>;
  const program = ts.createProgram(Object.values(entries).flat().map((entry) => entry.file), config.options);
  const checker = program.getTypeChecker();
  const sourceOf = (entry: Entry): ts.SourceFile => {
    const sourceFile = program.getSourceFile(entry.file);
    if (!sourceFile) throw new Error(`${entry.file} is not in the program`);
    return sourceFile;
  };
  // Object-typed values every entry exports, by type: printed once under their own name, `typeof` elsewhere.
  const named = new Map<ts.Type, string>();
  for (const entry of Object.values(entries).flat()) {
    const sourceFile = sourceOf(entry);
    for (const { name, symbol } of exportsOf(checker, sourceFile)) {
      if (!(symbol.flags & ts.SymbolFlags.Variable)) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, sourceFile);
      // Only types made by one expression (an object literal, a function): an instantiated class or interface
      // (ZodString...) is shared by every value of that type and keeps its own name.
      const madeHere = type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & (ts.ObjectFlags.Anonymous | ts.ObjectFlags.ObjectLiteral);
      if (madeHere && !type.aliasSymbol && !named.has(type)) named.set(type, name);
    }
  }
  const printer = new TypePrinter(checker, named);
  const reports = {} as Record<ReportedPackage, string>;
  for (const pkg of REPORTED_PACKAGES) {
    const lines = [
      `# API report: @aster/${pkg}`,
      '',
      `Every name the package exports, with its type, as the TypeScript checker sees it (\`typeof Name\`: the type of`,
      `another export of the core packages, spelt out under its own name). Generated: do not edit; after a deliberate`,
      `change of the surface run \`${REPORT_COMMAND}\` and add a line to CHANGELOG.md.`,
      '',
    ];
    for (const entry of entries[pkg]) {
      const sourceFile = sourceOf(entry);
      const described = exportsOf(checker, sourceFile).flatMap(({ name, symbol }) => [...describe(printer, name, symbol, sourceFile), '']);
      lines.push(`## \`@aster/${pkg}${entry.subpath === '.' ? '' : entry.subpath.slice(1)}\``, '', '```ts', ...described, '```', '');
    }
    reports[pkg] = `${lines.join('\n').replace(/\n\n```\n/g, '\n```\n').trimEnd()}\n`;
  }
  return reports;
}

if (require.main === module) {
  const reports = buildApiReports();
  for (const pkg of REPORTED_PACKAGES) {
    if (process.argv.includes('--write')) {
      fs.writeFileSync(reportPath(pkg), reports[pkg]);
      console.log(`wrote ${path.relative(repoRoot, reportPath(pkg))} (${reports[pkg].length} characters)`);
    } else {
      process.stdout.write(reports[pkg]);
    }
  }
}
