import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './support/chromium.ts';
import { type RunningStore, root, spawnStore } from './support/spawn-store.ts';

let store: RunningStore | undefined;

/** Builds the app if needed and starts one fresh store for the browser journeys. */
export async function setup(project: TestProject): Promise<void> {
  ensureChromium();
  if (!fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('web build failed');
  }
  store = await spawnStore('apps/server/src/main.ts');
  project.provide('baseUrl', store.baseUrl);
  project.provide('dataDir', store.dataDir);
}

export async function teardown(): Promise<void> {
  await store?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The store's DATA_DIR: journeys read mail from its outbox folder. */
    dataDir: string;
  }
}
