#!/usr/bin/env node
// Part of the engine's compile step (`npm run setup`): bundles the browser runtime once, so that a site's first build
// reads it as an installed copy reads its prebundled runtime, instead of bundling it per site.
const { compileRuntimeBundle } = await import('../dist/bundle/runtime-bundle.js');
await compileRuntimeBundle();
