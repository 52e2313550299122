/**
 * Casts through unknown: `x as unknown as T` (or `<T><unknown>x`), which tell the compiler nothing about `x`. The rule
 * `docgen/double-cast` marks each as a warning (editors show them); `bin/lint.mjs` counts them against a budget for
 * the code it lints instead of failing on each, and fails past the budget. A precise type, a generic or a type guard
 * does better than a new one.
 */
import path from 'node:path';

/** Casts through unknown the workspace's code may hold, its tests aside. */
export const DOUBLE_CAST_BUDGET = 12;

const RULE_ID = 'docgen/double-cast';

const isCast = (node) => node?.type === 'TSAsExpression' || node?.type === 'TSTypeAssertion';

/** The rule, as the configuration's plugin `docgen` holds it. */
export const doubleCastRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Report casts through unknown, which check nothing' },
    schema: [],
    messages: { doubleCast: 'A cast through unknown (as unknown as {{type}}) checks nothing: type the value, or narrow it with a type guard.' },
  },
  create(context) {
    return {
      'TSAsExpression, TSTypeAssertion'(node) {
        if (node.typeAnnotation.type !== 'TSUnknownKeyword' || !isCast(node.parent) || node.parent.expression !== node) return;
        context.report({ node: node.parent, messageId: 'doubleCast', data: { type: context.sourceCode.getText(node.parent.typeAnnotation) } });
      },
    };
  },
};

/** Takes the double casts out of ESLint's results (they are counted, not reported one by one), as `file:line:column`. */
export function takeDoubleCasts(results, cwd = process.cwd()) {
  const casts = [];
  for (const result of results) {
    const found = result.messages.filter((m) => m.ruleId === RULE_ID);
    if (found.length === 0) continue;
    for (const m of found) casts.push(`${path.relative(cwd, result.filePath)}:${m.line}:${m.column}`);
    result.messages = result.messages.filter((m) => m.ruleId !== RULE_ID);
    result.warningCount -= found.length;
  }
  return casts;
}

/** The report when the casts pass the budget (undefined within it). */
export function overBudget(casts) {
  if (casts.length <= DOUBLE_CAST_BUDGET) return undefined;
  const list = casts.map((c) => `  ${c}\n`).join('');
  return `${casts.length} casts through unknown (as unknown as …) outside tests; at most ${DOUBLE_CAST_BUDGET} are allowed. Type the values instead (a precise type, a generic, a type guard):\n${list}`;
}
