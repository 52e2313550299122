#!/usr/bin/env node
import { main } from './main.js';
import { ignoreClosedPipe } from './pipe.js';

ignoreClosedPipe(process.stdout);
ignoreClosedPipe(process.stderr);
// Not process.exit(): `serve` keeps the process alive with its open server.
process.exitCode = await main(process.argv);
