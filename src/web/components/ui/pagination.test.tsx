import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('is links to each page where pages have an address, and a plain click pages in place', async () => {
    const onPageChange = vi.fn();
    const { user, location } = renderWithApp(
      <Pagination page={1} pageCount={3} onPageChange={onPageChange} hrefFor={(page) => `?page=${page}`} />,
      { route: '/browse' },
    );
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/browse?page=2');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/browse?page=2');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // No page before the first: shown, not a link.
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(pager).toHaveTextContent('Previous');

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    // The list's own handler moves the address; the link itself did not.
    expect(location()).toBe('/browse');
  });

  it('is buttons where pages have no address', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithApp(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
