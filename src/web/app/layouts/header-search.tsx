import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { paths } from '#web/app/paths.ts';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

export function HeaderSearch({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    void navigate(paths.browse({ q }));
  }

  return (
    <form role="search" onSubmit={submitSearch} className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        name="q"
        aria-label="Search services"
        placeholder="Search for services..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </form>
  );
}
