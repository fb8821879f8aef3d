import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListSearchBox } from '#web/components/list/list-search-box.tsx';
import { renderWithApp } from '#web/test/render.tsx';

/** A list that renders again every 100 ms, as one does while live updates and pages arrive. */
function BusyList({ commits }: { commits: string[] }) {
  const [q, setQ] = useState('');
  const [, setTick] = useState(0);
  useEffect(() => {
    const interval = window.setInterval(() => setTick((tick) => tick + 1), 100);
    return () => window.clearInterval(interval);
  }, []);
  return (
    <ListSearchBox
      value={q}
      label="Search Users"
      onCommit={(next) => {
        commits.push(next);
        setQ(next);
      }}
    />
  );
}

describe('ListSearchBox', () => {
  it('writes the search a moment after typing stops, however often the list renders meanwhile', async () => {
    const commits: string[] = [];
    const { user } = renderWithApp(<BusyList commits={commits} />, { route: '/list' });
    await user.type(screen.getByRole('searchbox', { name: 'Search Users' }), 'ann');
    await waitFor(() => expect(commits).toEqual(['ann']), { timeout: 2_000 });
  });
});
