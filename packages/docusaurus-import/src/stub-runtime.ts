/**
 * The source of the module that stands in for every package a Docusaurus configuration imports (`@docusaurus/*`,
 * `prism-react-renderer`, remark plugins…), so the file loads without those packages installed and without running
 * their code. A stub is a callable proxy: any property, call or `new` on it gives another stub, named by the path
 * taken (`prism-react-renderer.themes.github`), which the mappers read back with `stubName` to name what was used.
 *
 * esbuild turns `import {themes} from 'x'` of a CommonJS module into a property read on an object whose prototype
 * is the module's; the stub's prototype is therefore another proxy that answers every property.
 */
import { STUB_NAME } from './values.js';

export const STUB_RUNTIME_SOURCE = `
const STUB_NAME = Symbol.for(${JSON.stringify(STUB_NAME.description)});
export function stub(name) {
  const target = function () {};
  let prototype;
  const handler = {
    get(_target, key) {
      if (key === STUB_NAME) return name;
      // Not a promise, not an ES module namespace: awaiting or importing it keeps the stub itself.
      if (key === 'then' || key === '__esModule') return undefined;
      if (key === Symbol.toPrimitive) return () => name;
      if (key === 'toString' || key === 'valueOf') return () => name;
      if (key === 'default') return stub(name);
      if (typeof key === 'symbol') return undefined;
      return stub(name + '.' + key);
    },
    getPrototypeOf() {
      prototype ??= new Proxy({}, { get: (_t, key) => handler.get(target, key) });
      return prototype;
    },
    apply() {
      return stub(name + '()');
    },
    construct() {
      return stub('new ' + name);
    },
  };
  return new Proxy(target, handler);
}
`;
