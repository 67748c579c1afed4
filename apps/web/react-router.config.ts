import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Every route's manifest comes with the first page (~2 KB gzip, loaded either way): React Router's lazy discovery
  // asked the server about a listing's links after each navigation and then rendered the whole page again
  // (bench/RESULTS.md, issue 11).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
