// The authorization view: a server's last sign-in, step by step. Its content is in the page from the start (the page
// data); the extension renders the page again when a step comes in. Its buttons ask the extension to run a command.
import type { AuthorizationFromWebview, AuthorizationPageData } from '../src/webviewProtocol';
import { authorizationPage } from './authorization/page';
import { connectHost, pageData, reportErrors } from './shared/host';

const host = connectHost<AuthorizationFromWebview, never>();
reportErrors(host, (message): AuthorizationFromWebview => ({ type: 'error', message }));
const data = pageData() as AuthorizationPageData | undefined;
const root = document.getElementById('root');
if (root && data) root.replaceChildren(authorizationPage(data, (command) => host.post({ type: 'command', command })));
