import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRestAfterPaint } from './rest-after-paint';

const numbers = (from: number) => Array.from({ length: 20 }, (_, i) => from + i);
const first = numbers(0);
const second = numbers(100);

function Rows({ items }: { items: number[] }) {
  const held = useRestAfterPaint(items, items.length > 8);
  return (
    <ul>
      {(held ? items.slice(0, 8) : items).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const rows = () => screen.queryAllByRole('listitem').length;

describe('useRestAfterPaint', () => {
  it('holds rows back on the first listing reached from a page without one (the catalogue index); first in this file, as nothing has rendered before it', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>index</p> },
        { path: '/a/', element: <Rows items={first} /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    await act(() => router.navigate('/a/'));
    expect(rows()).toBe(8);
    await waitFor(() => expect(rows()).toBe(20));
  });

  it('renders every row at first (the server’s page), the first screen on a navigation and the rest after its paint, all at once going back', async () => {
    const router = createMemoryRouter(
      [
        { path: '/a/', element: <Rows items={first} /> },
        { path: '/b/', element: <Rows items={second} /> },
      ],
      { initialEntries: ['/a/'] },
    );
    render(<RouterProvider router={router} />);
    expect(rows()).toBe(20);

    await act(() => router.navigate('/b/'));
    expect(screen.getByText('100')).toBeTruthy();
    expect(rows()).toBe(8);
    await waitFor(() => expect(rows()).toBe(20));

    // Back (or forward): the restored scroll position needs the whole list in the same commit.
    await act(() => router.navigate(-1));
    expect(screen.getByText('0')).toBeTruthy();
    expect(rows()).toBe(20);
  });

  it('shows new items on the same page at once (a filter or the sort: the visitor may be scrolled down)', async () => {
    function Filtered() {
      const [params] = useSearchParams();
      return <Rows items={params.get('f') ? second : first} />;
    }
    const router = createMemoryRouter([{ path: '/a/', element: <Filtered /> }], { initialEntries: ['/a/'] });
    render(<RouterProvider router={router} />);

    await act(() => router.navigate('/a/?f=1'));
    expect(screen.getByText('100')).toBeTruthy();
    expect(rows()).toBe(20);
  });
});
