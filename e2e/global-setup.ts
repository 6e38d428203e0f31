import type { TestProject } from 'vitest/node';
import { findChromium } from '../tools/chromium.ts';
import { spawnServer, type RunningServer } from '../tools/spawn-server.ts';

let server: RunningServer | undefined;

// One real server (built web app, embedded database, demo seed) for the whole browser suite.
export async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  server = await spawnServer();
  project.provide('baseURL', server.url);
  project.provide('chromiumPath', chromiumPath);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
  }
}
