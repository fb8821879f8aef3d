import { Moon, Sun } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '#web/components/ui/button.tsx';
import { useSavePreferences } from '#web/lib/preferences.ts';
import { useTheme } from '#web/lib/theme.ts';

export function ThemeToggle() {
  const theme = useTheme();
  const savePreferences = useSavePreferences();
  const intl = useIntl();
  const label = intl.formatMessage({ id: theme === 'dark' ? 'components.theme.toLight' : 'components.theme.toDark' });

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={() => savePreferences.mutate({ theme: theme === 'dark' ? 'light' : 'dark' })}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
