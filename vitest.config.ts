import net from 'node:net';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const postgresUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export default defineConfig(async () => {
  const hasPostgres = await reachable(postgresUrl.hostname, Number(postgresUrl.port || 5432));
  if (!hasPostgres && process.env.REQUIRE_POSTGRES) throw new Error(`PostgreSQL is required but ${postgresUrl.host} is not reachable`);
  if (!hasPostgres) console.log(`PostgreSQL at ${postgresUrl.host} is not reachable: the API suite runs on SQLite only.`);

  const api = (name: string, dialect: string): TestProjectInlineConfiguration => ({
    test: {
      name,
      include: ['apps/api/src/**/*.test.ts'],
      // Tests that compare the two databases run once, in the SQLite project, and only where PostgreSQL is.
      exclude: dialect === 'postgres' || !hasPostgres ? ['apps/api/src/**/*-dialects.test.ts'] : [],
      environment: 'node',
      env: { TEST_DIALECT: dialect },
      // Hang guards, not speed limits: on a busy machine scrypt-hashed sign-ins and seeding take many times longer.
      testTimeout: 120_000,
      hookTimeout: 180_000,
    },
  });

  return {
    test: {
      projects: [
        {
          test: {
            name: 'unit',
            include: [
              'packages/*/src/**/*.test.ts',
              'apps/server/src/**/*.test.ts',
              'apps/web/server/**/*.test.ts',
              'apps/web/bundling/**/*.test.ts',
              'tests/repo/**/*.test.ts',
              'bench/*.test.ts',
            ],
            environment: 'node',
          },
        },
        {
          extends: './apps/web/vite.config.test.ts',
          test: {
            name: 'web',
            root: './apps/web',
            include: ['app/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['./app/testing/setup.ts'],
            // A page test clicks and types through jsdom: on a busy machine one took over the 5 s default.
            testTimeout: 30_000,
            // expect.poll waits like findBy… (app/testing/setup.ts), not the 1 s default a busy machine outlasts.
            expect: { poll: { timeout: 15_000, interval: 50 } },
          },
        },
        api('api', 'sqlite'),
        ...(hasPostgres ? [api('api-pg', 'postgres')] : []),
        {
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/e2e/global-setup.ts'],
            fileParallelism: false,
            // Wait for what a person would see as long as a busy machine needs: never a 1-second poll.
            expect: { poll: { timeout: 30_000, interval: 100 } },
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
