import { toast as sonnerToast } from 'sonner';
import { timings } from '#shared/constants.ts';

// The one way the app raises toasts. Success messages are confirmations the user already expects, so they leave
// sooner than the 4 s default that the <Toaster> applies to everything else (spec: 4 s, 2 s for success).
export const toast = {
  success: (message: string) => sonnerToast.success(message, { duration: timings.toastSuccessMs }),
  error: (message: string) => sonnerToast.error(message),
  info: (message: string) => sonnerToast.info(message),
  // A live notification names what happened and says more beneath (a summary of several has nothing more to say);
  // spec: alert and toast last 5 s.
  notification: (title: string, message?: string) =>
    sonnerToast(title, { description: message, duration: timings.notificationToastMs }),
};
