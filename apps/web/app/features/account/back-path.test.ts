import { describe, expect, it } from 'vitest';
import { backPath } from './back-path';

describe('backPath', () => {
  it('takes a path of this site, with its query', () => {
    expect(backPath('/basket/?checkout=true')).toBe('/basket/?checkout=true');
  });

  it('refuses another origin, a protocol-relative or backslash path, and nothing', () => {
    for (const back of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'basket', '', null]) expect(backPath(back)).toBeNull();
  });
});
