/** npm commands rewritten for yarn and pnpm, for `npm2yarn` code blocks shown as three tabs. */

type Manager = 'yarn' | 'pnpm';

/** Each rule replaces the matched start of a command line. Order matters: specific flags first. */
const RULES: Array<[RegExp, Record<Manager, string>]> = [
  [/^npm (?:install|i)\s+(?:--save-dev|-D)\b/, { yarn: 'yarn add --dev', pnpm: 'pnpm add -D' }],
  [/^npm (?:install|i)\s+(?:--global|-g)\b/, { yarn: 'yarn global add', pnpm: 'pnpm add -g' }],
  // --save is npm's default: yarn and pnpm add to dependencies without a flag.
  [/^npm (?:install|i)\s+(?:--save|-S)(?=\s)/, { yarn: 'yarn add', pnpm: 'pnpm add' }],
  [/^npm (?:install|i)(?=\s+[^-\s])/, { yarn: 'yarn add', pnpm: 'pnpm add' }],
  [/^npm (?:install|i|ci)\b/, { yarn: 'yarn install', pnpm: 'pnpm install' }],
  [/^npm (?:uninstall|remove|rm|un)\b/, { yarn: 'yarn remove', pnpm: 'pnpm remove' }],
  [/^npm run\b/, { yarn: 'yarn', pnpm: 'pnpm run' }],
  [/^npm test\b/, { yarn: 'yarn test', pnpm: 'pnpm test' }],
  [/^npm start\b/, { yarn: 'yarn start', pnpm: 'pnpm start' }],
  [/^npm init\b/, { yarn: 'yarn init', pnpm: 'pnpm init' }],
  [/^npx\b/, { yarn: 'yarn dlx', pnpm: 'pnpm dlx' }],
];

/** Converts each line of a shell snippet; lines that are not npm commands are kept. */
export function convertNpmCommand(code: string, manager: Manager): string {
  return code
    .split('\n')
    .map((line) => {
      const indent = /^\s*/.exec(line)![0];
      const command = line.slice(indent.length);
      for (const [pattern, replacement] of RULES) {
        const match = pattern.exec(command);
        if (match) return indent + replacement[manager] + command.slice(match[0].length);
      }
      return line;
    })
    .join('\n');
}
