// Runs the built bundle's CommonJS-style files in a vm context of their own, with the fake platform
// globals as that context's globals. Mini-program `require` paths are relative to the requiring file,
// or to the bundle root when they start with "/" (Remax's require('/__remax_runtime_options__')).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

interface LoadedModule {
  exports: unknown;
}

export class BundleLoader {
  private readonly cache = new Map<string, LoadedModule>();
  readonly context: vm.Context;

  constructor(
    private readonly root: string,
    globals: Record<string, unknown>,
  ) {
    this.context = vm.createContext({ ...globals });
  }

  /** The absolute file for a require from `fromDir`, or undefined when the bundle has none. */
  resolve(request: string, fromDir: string): string | undefined {
    const base = request.startsWith('/') ? path.join(this.root, request) : path.resolve(fromDir, request);
    const relative = path.relative(this.root, base);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
    for (const candidate of [base, `${base}.js`, path.join(base, 'index.js')]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  }

  require(request: string, fromDir: string = this.root): unknown {
    const file = this.resolve(request, fromDir);
    if (!file) throw new Error(`module "${request}" is not defined (from ${path.relative(this.root, fromDir) || '/'})`);
    const cached = this.cache.get(file);
    if (cached) return cached.exports;
    const module: LoadedModule = { exports: {} };
    this.cache.set(file, module);
    if (file.endsWith('.json')) {
      module.exports = JSON.parse(fs.readFileSync(file, 'utf8'));
      return module.exports;
    }
    const source = fs.readFileSync(file, 'utf8');
    const wrapper = new vm.Script(`(function (module, exports, require) {${source}\n})`, { filename: file });
    const run = wrapper.runInContext(this.context) as (m: LoadedModule, e: unknown, r: (id: string) => unknown) => void;
    const dir = path.dirname(file);
    try {
      run.call(module.exports, module, module.exports, (id: string) => this.require(id, dir));
    } catch (error) {
      this.cache.delete(file);
      throw error;
    }
    return module.exports;
  }
}
