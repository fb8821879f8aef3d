import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '#web/components/ui/button.tsx';

function readPermission(): NotificationPermission | 'unsupported' {
  return typeof window.Notification === 'undefined' ? 'unsupported' : window.Notification.permission;
}

/**
 * Browsers only ask for permission from a click, and a member asked on page load tends to refuse for good; so
 * the question waits here until they choose to ask it. Once answered, there is nothing left to offer.
 */
export function DesktopAlertsButton() {
  const [permission, setPermission] = useState(readPermission);
  if (permission !== 'default') return null;

  return (
    <div className="border-t border-border p-2">
      <Button
        variant="ghost"
        size="sm"
        className="w-full"
        onClick={() => void window.Notification.requestPermission().then(setPermission)}
      >
        <FormattedMessage id="notifications.desktopAlerts.enable" />
      </Button>
    </div>
  );
}
