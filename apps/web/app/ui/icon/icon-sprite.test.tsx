import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconNames } from './icon-paths';
import { IconSprite } from './icon-sprite';

describe('IconSprite', () => {
  it('fetches the symbols when the browser renders it without the server’s (a page rendered after a hydration error)', async () => {
    const { container } = render(<IconSprite />);
    const sprite = container.querySelector('svg.ui-icon-sprite')!;
    await waitFor(() => expect(sprite.querySelectorAll('symbol')).toHaveLength(iconNames.length));
    expect(sprite.querySelector('symbol#icon-cart path')?.getAttribute('d')).toMatch(/^M3 4h2/);
  });
});
