import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { themeClass } from '../../domain/routing/route-history';
import { DialogHost } from '../components/dialog-host';
import { ToastHost } from '../components/toast-host';
import { RouteHost } from '../routing/route-host';
import { PrivacyConsentDialog } from '../session/privacy-consent-dialog';
import { useStores } from './stores-context';

/** The root element of every route: page, toasts, dialogs, and the document-level state. */
export const AppShell = observer(function AppShell() {
  const { user, layout, requests, notifications, connection, titles } = useStores();
  const theme = themeClass(user.user?.theme ?? 1);

  useEffect(() => {
    document.body.className = `theme-${theme}`;
  }, [theme]);

  useEffect(() => {
    const resized = () => layout.resized(window.innerWidth);
    resized();
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, [layout]);

  useEffect(() => {
    // "free of requests": tests and tools wait on this marker instead of guessing delays.
    document.body.dataset.requests = requests.freeOfRequests ? 'free' : 'busy';
  }, [requests.freeOfRequests]);

  useEffect(() => {
    document.body.dataset.hub = connection.hubState;
  }, [connection.hubState]);

  useEffect(() => {
    document.title = titles.documentTitle;
  }, [titles.documentTitle]);

  useEffect(
    () =>
      reaction(
        // A site account (type 3) has no bell, and the notification calls are not its site's (issue 33).
        () => (user.user && user.user.accountType !== 3 ? user.user.userId : null),
        (userId) => {
          if (userId !== null) void notifications.loadCount();
        },
        { fireImmediately: true },
      ),
    [user, notifications],
  );

  return (
    <>
      <RouteHost />
      <ToastHost />
      <DialogHost />
      <PrivacyConsentDialog />
    </>
  );
});
