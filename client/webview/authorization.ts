// The authorization view: a server's last sign-in step by step, from the page data, with each later step as a message.
// The page says when it is up, so that no step is missed; its buttons ask the extension to run a command.
import type {
  AuthorizationFromWebview,
  AuthorizationPageData,
  AuthorizationToWebview,
} from '../src/protocol/authorizationPage';
import { assertNever } from '../src/protocol/check';
import { authorizationPage } from './authorization/page';
import { connectHost, pageData, reportErrors } from './shared/host';

const host = connectHost<AuthorizationFromWebview, AuthorizationToWebview>();
reportErrors(host, (message): AuthorizationFromWebview => ({ type: 'error', message }));
const root = document.getElementById('root');

function show(data: AuthorizationPageData | undefined): void {
  if (root && data) root.replaceChildren(authorizationPage(data, (command) => host.post({ type: 'command', command })));
}

show(pageData() as AuthorizationPageData | undefined);
host.onMessage((m) => {
  switch (m.type) {
    case 'show':
      return show(m.data);
    default:
      assertNever(m.type, 'A message from the extension');
  }
});
host.post({ type: 'ready' });
