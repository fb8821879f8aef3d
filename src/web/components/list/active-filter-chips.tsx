import { useId } from 'react';
import { X } from 'lucide-react';
import { type Category, findCategoryBySlug } from '#shared/categories.ts';
import { paymentTypeLabels } from '#shared/constants.ts';
import type { ListParams } from '#web/components/list/list-params.ts';

type Chip = { key: 'q' | 'category' | 'payment'; label: string };

function listChips(params: ListParams): Chip[] {
  const chips: Chip[] = [];
  if (params.q) chips.push({ key: 'q', label: `“${params.q}”` });
  const category: Category | undefined = params.category ? findCategoryBySlug(params.category) : undefined;
  if (category) chips.push({ key: 'category', label: category.name });
  if (params.payment) chips.push({ key: 'payment', label: paymentTypeLabels[params.payment] });
  return chips;
}

type ActiveFilterChipsProps = {
  params: ListParams;
  onRemove: (change: Partial<ListParams>) => void;
};

/** One chip per filter in use; each chip's button removes its filter. */
export function ActiveFilterChips({ params, onRemove }: ActiveFilterChipsProps) {
  const labelId = useId();
  const chips = listChips(params);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id={labelId} className="text-muted-foreground">
        Active filters:
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex items-center gap-1 rounded-full bg-accent py-0.5 pr-1 pl-3 text-accent-foreground"
          >
            <span className="font-medium">{chip.label}</span>
            <button
              type="button"
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => onRemove(chip.key === 'q' ? { q: '' } : { [chip.key]: undefined })}
              className="grid size-6 place-items-center rounded-full hover:bg-background/60"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
