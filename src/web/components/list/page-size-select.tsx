import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type PageSize, pageSizes } from '#shared/constants.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

type PageSizeSelectProps = { value: number; onChange: (pageSize: PageSize) => void };

// The options are the page sizes themselves, so the chosen value is always one of them.
const readPageSize = (value: string) => pageSizes.find((size) => String(size) === value) ?? pageSizes[0];

export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="whitespace-nowrap text-muted-foreground">
        <FormattedMessage id="components.pageSize.label" />
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(readPageSize(event.target.value))}
        className="w-20"
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
