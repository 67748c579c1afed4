import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrganizationOrders } from './organization-orders';

function renderCount({ ordersCount = 3, isAnyManager = true, ordersEnabled = true } = {}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ settings: { orders: { enabled: ordersEnabled } } }),
      Component: () => <OrganizationOrders organization={{ id: 7, ordersCount }} isAnyManager={isAnyManager} />,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('OrganizationOrders', () => {
  it('leads a manager to the orders list filtered to the organisation', async () => {
    renderCount();
    const link = await screen.findByRole('link', { name: 'Заказов: 3' });
    expect(link.getAttribute('href')).toBe('/profile/orders/?organization_id=7');
  });

  it.each([
    ['an employee who manages nothing', { isAnyManager: false }, 'Заказов: 3'],
    ['an organisation without orders', { ordersCount: 0 }, 'Заказов: 0'],
    ['a store with orders switched off', { ordersEnabled: false }, 'Заказов: 3'],
  ])('is plain text for %s', async (_, options, text) => {
    renderCount(options);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
