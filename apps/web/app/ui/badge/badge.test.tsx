import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('defaults to small standard', () => {
    render(<Badge>Новинка</Badge>);
    expect(screen.getByText('Новинка').className).toBe('ui-badge ui-badge--small ui-badge--standard ui-badge--neutral');
  });

  it('large kubx ignores the tone', () => {
    render(
      <Badge size="large" variant="kubx" tone="danger">
        −15%
      </Badge>,
    );
    expect(screen.getByText('−15%').className).toBe('ui-badge ui-badge--large ui-badge--kubx');
  });
});
