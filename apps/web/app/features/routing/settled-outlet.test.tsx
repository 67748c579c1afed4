import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SettledOutlet } from './settled-outlet';

// What the outlet saves (the old page's links not rendered in a click's loading state) shows only in framework mode:
// tests/e2e/prefetch.test.ts counts it. Here: nothing a page must show is held back by it.

function NavigationState() {
  return <p>{`router: ${useNavigation().state}`}</p>;
}

function Revalidate() {
  const revalidator = useRevalidator();
  return (
    <button type="button" onClick={() => revalidator.revalidate()}>
      again
    </button>
  );
}

function Page() {
  const { label } = useLoaderData() as { label: string };
  return (
    <>
      <h1>{label}</h1>
      <NavigationState />
      <Revalidate />
    </>
  );
}

describe('SettledOutlet', () => {
  it('shows a navigation’s loading state to what reads it, then the new page', async () => {
    let arrive: (label: string) => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <SettledOutlet />,
          children: [
            { path: 'a', loader: () => ({ label: 'Болты' }), Component: Page },
            { path: 'b', loader: () => new Promise<{ label: string }>((resolve) => (arrive = (label) => resolve({ label }))), Component: Page },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Болты' });

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/b');
    });
    await screen.findByText('router: loading');
    await act(async () => {
      arrive('Гайки');
      await navigation;
    });
    expect(screen.getByRole('heading', { name: 'Гайки' })).toBeTruthy();
    expect(screen.getByText('router: idle')).toBeTruthy();
  });

  it('shows new data on the same page: a revalidation', async () => {
    let stock = 0;
    const router = createMemoryRouter(
      [{ path: '/', element: <SettledOutlet />, children: [{ path: 'a', loader: () => ({ label: `На складе: ${(stock += 5)}` }), Component: Page }] }],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'На складе: 5' });

    await act(() => screen.getByRole('button', { name: 'again' }).click());
    expect(await screen.findByRole('heading', { name: 'На складе: 10' })).toBeTruthy();
  });
});
