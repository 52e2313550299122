#!/usr/bin/env node
import { main } from './main.js';
import { ignoreClosedPipe } from './pipe.js';

ignoreClosedPipe(process.stdout);
ignoreClosedPipe(process.stderr);
// Page modules, site components and imported configurations are bundled with inline source maps: their errors then
// name the user's own file and line.
process.setSourceMapsEnabled(true);

// Not process.exit(): `serve` keeps the process alive with its open server.
process.exitCode = await main(process.argv);
