// Tests call the engine as the docgen command runs it: with source maps on (packages/cli/src/bin.ts), so errors of
// bundled page modules and configurations name their own file and line.
process.setSourceMapsEnabled(true);
