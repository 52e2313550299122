// The workspace's lint configuration (tools/lint) keeps functions short and casts through unknown few: checked on
// texts linted as if they were files of the workspace, so no file is written.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOUBLE_CAST_BUDGET, overBudget, takeDoubleCasts } from '../tools/lint/double-cast.js';

const root = fileURLToPath(new URL('..', import.meta.url));

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}
interface LintResult {
  filePath: string;
  messages: LintMessage[];
  warningCount: number;
}
interface Linter {
  lintText(code: string, options: { filePath: string }): Promise<LintResult[]>;
}

let eslint: Linter;
beforeAll(async () => {
  // ESLint is @docgen/lint's dependency, resolved from there as lint.mjs resolves it.
  const entry = createRequire(path.join(root, 'tools/lint/package.json')).resolve('eslint');
  const { ESLint } = (await import(pathToFileURL(entry).href)) as { ESLint: new (options: { cwd: string }) => Linter };
  eslint = new ESLint({ cwd: root });
});

const lint = async (code: string, file: string) => (await eslint.lintText(code, { filePath: path.join(root, file) }))[0];
const rules = (result: LintResult) => result.messages.map((m) => m.ruleId);

/** A function of `lines` lines (its first and last included). */
function longFunction(lines: number, name = 'long'): string {
  const body = Array.from({ length: lines - 4 }, (_, i) => `  total += ${i};`);
  return [`export function ${name}(): number {`, '  let total = 0;', ...body, '  return total;', '}', ''].join('\n');
}

describe('lint: functions', () => {
  it('fails on a function of the code over 120 lines, not at 120', async () => {
    expect(longFunction(121).split('\n').length - 1).toBe(121);
    const over = await lint(longFunction(121), 'packages/core/src/probe.ts');
    expect(over.messages).toEqual([expect.objectContaining({ ruleId: 'max-lines-per-function', line: 1 })]);
    expect(rules(await lint(longFunction(120), 'packages/core/src/probe.ts'))).toEqual([]);
  });

  it('counts a closure for itself, and within the function around it', async () => {
    const inner = longFunction(121, 'inner').replace('export ', '  ');
    const code = `export function outer(): () => number {\n${inner}  return inner;\n}\n`;
    const result = await lint(code, 'packages/core/src/probe.ts');
    expect(result.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['max-lines-per-function', 1],
      ['max-lines-per-function', 2],
    ]);
  });

  it('leaves tests alone', async () => {
    expect(rules(await lint(longFunction(200), 'packages/core/src/probe.test.ts'))).toEqual([]);
    expect(rules(await lint(longFunction(200), 'tests/probe.test.ts'))).toEqual([]);
  });
});

describe('lint: casts through unknown', () => {
  const casts = (n: number) => Array.from({ length: n }, (_, i) => `export const c${i} = ('x' as unknown as number) + 1;\n`).join('');

  it('marks `as unknown as` and `<T><unknown>`, not a plain cast', async () => {
    const code =
      "const a = 1 as unknown as string;\nconst b = <string>(<unknown>2);\nconst c = 3 as unknown;\nconst d = 'x' as string;\nexport { a, b, c, d };\n";
    const result = await lint(code, 'packages/core/src/probe.ts');
    expect(result.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['docgen/double-cast', 1],
      ['docgen/double-cast', 2],
    ]);
    expect(rules(await lint(code, 'packages/core/src/probe.test.ts'))).toEqual([]);
  });

  it(`counts them against a budget of ${DOUBLE_CAST_BUDGET}, failing past it with their places`, async () => {
    const within = [await lint(casts(DOUBLE_CAST_BUDGET), 'packages/core/src/probe.ts')];
    const taken = takeDoubleCasts(within, root);
    expect(taken).toHaveLength(DOUBLE_CAST_BUDGET);
    expect(within[0]).toMatchObject({ messages: [], warningCount: 0 });
    expect(overBudget(taken)).toBeUndefined();

    const over = takeDoubleCasts([await lint(casts(DOUBLE_CAST_BUDGET - 1), 'packages/core/src/a.ts'), await lint(casts(2), 'packages/theme/src/b.tsx')], root);
    expect(over.at(-1)).toBe('packages/theme/src/b.tsx:2:20');
    expect(overBudget(over)).toContain(`${DOUBLE_CAST_BUDGET + 1} casts through unknown`);
    expect(overBudget(over)).toContain('  packages/core/src/a.ts:1:20\n');
  });
});
