import type { TestProject } from 'vitest/node';
import { findChromium } from '../tools/chromium.ts';
import { spawnServer, type RunningServer } from '../tools/spawn-server.ts';

let server: RunningServer | undefined;

/**
 * The operator API's key for browser tests that decide orders as an operator would (issue 9), and
 * a one-second demo auto-approver, so a deposit or withdrawal reaches its final state quickly.
 */
const OPERATOR_API_KEY = process.env.OPERATOR_API_KEY ?? 'operator-key-for-e2e-tests';
// Test files read it from the environment (records-support.ts) or by inject('operatorApiKey').
process.env.OPERATOR_API_KEY = OPERATOR_API_KEY;

// One real server (built web app, embedded database, demo seed) for the whole browser suite.
export async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  // Team figures a second behind the ledger, not ten: the agent flows read them after playing.
  server = await spawnServer({
    OPERATOR_API_KEY,
    DEMO_AUTO_APPROVE_SECONDS: '1',
    TEAM_FOLD_SECONDS: '1',
  });
  project.provide('baseURL', server.url);
  project.provide('operatorApiKey', OPERATOR_API_KEY);
  project.provide('chromiumPath', chromiumPath);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    operatorApiKey: string;
  }
}
