import * as vscode from 'vscode';
import { isApprovalFromWebview, type ApprovalToWebview } from '../webviewProtocol';
import { renderWebviewHtml, webviewOptions } from '../webviews/html';
import { approvalView } from './approvalView';
import { descriptionFindings } from './descriptionFindings';
import type { ApprovalPrompt, UserAnswer } from './gate';

const EXPIRED: Record<string, string> = {
  'timed out': 'No answer in time: the call was denied and nothing was sent. You can close this panel.',
  cancelled: 'The call was cancelled: nothing was sent. You can close this panel.',
};

/** Approval panels still open: a new one joins their column instead of splitting the editor again. */
const openPanels = new Set<vscode.WebviewPanel>();

function columnForNewPanel(): vscode.ViewColumn {
  for (const panel of [...openPanels].reverse()) if (panel.viewColumn !== undefined) return panel.viewColumn;
  return vscode.ViewColumn.Beside;
}

/**
 * Opens one approval panel beside the editor for one pending call and resolves with the user's answer.
 * Only Approve approves; Deny, Escape, closing the panel and a failure of the page deny. Each pending
 * call gets its own panel, and none of them blocks anything else.
 */
export function askInPanel(extensionUri: vscode.Uri, prompt: ApprovalPrompt, signal: AbortSignal): Promise<UserAnswer> {
  const view = approvalView(prompt, descriptionFindings(prompt.request.tool));
  const destructive = view.level === 'destructive';
  const panel = vscode.window.createWebviewPanel(
    'mcpLens.approval',
    `${destructive ? 'Destructive: ' : ''}Approve ${view.tool.displayName}?`,
    { viewColumn: columnForNewPanel(), preserveFocus: false },
    { ...webviewOptions(extensionUri), retainContextWhenHidden: true },
  );
  openPanels.add(panel);
  panel.webview.html = renderWebviewHtml(panel.webview, extensionUri, { title: 'Approve a tool call', script: 'approval', styles: ['approval.css'] });

  return new Promise<UserAnswer>((resolve) => {
    let settled = false;
    const subscriptions: vscode.Disposable[] = [];
    const post = (message: ApprovalToWebview) => void panel.webview.postMessage(message);
    const settle = (answer: UserAnswer, close: boolean) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      resolve(answer);
      if (close) panel.dispose();
    };
    const onAbort = () => {
      if (settled) return;
      const reason = typeof signal.reason === 'string' ? signal.reason : 'cancelled';
      // the gate has already denied; leave the panel up saying so, with its buttons disabled
      post({ type: 'expired', reason: EXPIRED[reason] ?? EXPIRED.cancelled! });
      settle({ approved: false, source: reason === 'timed out' ? 'timed out' : 'cancelled' }, false);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });

    subscriptions.push(
      panel.webview.onDidReceiveMessage((message: unknown) => {
        if (!isApprovalFromWebview(message)) return settle({ approved: false, source: 'panel error' }, true);
        switch (message.type) {
          case 'ready':
            if (!settled) post({ type: 'show', view });
            return;
          case 'decide':
            return settle(
              message.approve
                ? { approved: true, source: 'Approve', allowForSession: message.allowForSession, trustServer: message.trustServer }
                : { approved: false, source: message.source === 'escape' ? 'Escape' : 'Deny' },
              true,
            );
          case 'error':
            return settle({ approved: false, source: 'panel error' }, true);
        }
      }),
      panel.onDidDispose(() => {
        openPanels.delete(panel);
        settle({ approved: false, source: 'panel closed' }, false);
        for (const s of subscriptions.splice(0)) s.dispose();
      }),
    );
  });
}
