import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const docs = ['README.md', 'docs/architecture.md', ...fs.readdirSync(path.join(root, 'docs/decisions')).map((name) => `docs/decisions/${name}`)];

/** Markdown link and image targets that are not web addresses or in-page anchors. */
function localTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^(https?:|mailto:|#)/.test(target));
}

describe('the repository documents itself', () => {
  it.each(docs)('%s links only files that exist inside the repository', (file) => {
    for (const target of localTargets(read(file))) {
      const resolved = path.resolve(path.dirname(path.join(root, file)), target.split('#')[0]!);
      expect(resolved.startsWith(root + path.sep), `${target} leaves the repository`).toBe(true);
      expect(fs.existsSync(resolved), `${target} does not exist`).toBe(true);
    }
  });

  it('README lists every environment variable the server reads', () => {
    const variables = [...read('apps/api/src/config.ts').matchAll(/^\s{2}([A-Z_]+): /gm)].map((match) => match[1]!);
    expect(variables.length).toBeGreaterThan(5);
    const readme = read('README.md');
    for (const variable of variables) expect(readme, variable).toContain(`\`${variable}\``);
  });

  it('docs/architecture.md describes every app and package of the workspace', () => {
    const architecture = read('docs/architecture.md');
    for (const folder of ['apps', 'packages']) {
      for (const name of fs.readdirSync(path.join(root, folder))) expect(architecture, `${folder}/${name}`).toContain(`${folder}/${name}`);
    }
  });
});
