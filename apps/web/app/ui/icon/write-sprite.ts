/** Regenerates sprite.svg after icon-paths.ts changes: `npx node apps/web/app/ui/icon/write-sprite.ts`. */
import { writeFileSync } from 'node:fs';
import { spriteSource } from './sprite-source.ts';

writeFileSync(new URL('./sprite.svg', import.meta.url), spriteSource());
