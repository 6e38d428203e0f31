#!/usr/bin/env node
// `node scripts/test-suite.mjs <label> <vitest args...>`: one vitest run with its line in the
// CI summary (scripts/run-vitest.mjs).
import { runVitest } from './run-vitest.mjs';

const [label, ...args] = process.argv.slice(2);
process.exit(runVitest({ label, args }) ? 0 : 1);
