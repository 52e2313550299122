#!/usr/bin/env node
import { main } from './main.js';

// Not process.exit(): `serve` keeps the process alive with its open server.
process.exitCode = await main(process.argv);
