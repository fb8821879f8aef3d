import { useId } from 'react';

type AlertCheckboxProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

/** One of a saved search's two alerts, as a labelled checkbox. */
export function AlertCheckbox({ label, checked, onChange }: AlertCheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-primary"
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
