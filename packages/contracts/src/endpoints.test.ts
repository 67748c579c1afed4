import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from './endpoints.ts';

describe('the endpoint map', () => {
  it('gives every GET a query that refuses unknown keys', () => {
    const gets = Object.entries(endpoints as Record<string, { query?: z.ZodType }>).filter(([key]) => key.startsWith('GET '));
    expect(gets.length).toBeGreaterThan(0);
    for (const [key, { query }] of gets) {
      const issues = query?.safeParse({ unexpected: '1' }).error?.issues ?? [];
      expect(
        issues.map((issue) => issue.code),
        key,
      ).toContain('unrecognized_keys');
    }
  });
});
