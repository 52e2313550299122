#!/usr/bin/env node
// The `docgen` command of the installed package.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`docgen: needs Node.js 20.19 or newer; this is ${process.version}.\n`);
  process.exit(1);
}
// React's production build renders several times faster; set before React is loaded.
process.env.NODE_ENV ??= 'production';

const { main } = await import('@docgen/cli');
// Not process.exit(): `serve` keeps the process alive with its open server.
process.exitCode = await main(process.argv);
