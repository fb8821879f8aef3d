import { cn } from '#web/lib/cn.ts';

type AvatarProps = { name: string; src: string | null; className?: string };

function readInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

/** A member's picture, or their initials when they have none. Decorative: the name is always written nearby. */
export function Avatar({ name, src, className }: AvatarProps) {
  if (src) {
    // Lazy: a list shows dozens of avatars, which would otherwise share the link with the pictures that matter.
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn('size-10 shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-accent text-sm font-semibold text-accent-foreground',
        className,
      )}
    >
      {readInitials(name)}
    </span>
  );
}
