import * as vscode from 'vscode';
import { lensSettings } from '../config';
import { renderWebviewHtml, webviewOptions } from '../webviews/html';
import { approvalDialogText } from './approvalDialog';
import { ApprovalExchange, type ApprovalExchangeDeps, type DialogAnswer } from './approvalExchange';
import { approvalView } from './approvalView';
import { descriptionFindings } from './descriptionFindings';
import type { ApprovalPrompt, UserAnswer } from './gate';
import { PanelTurns } from './panelTurns';

/**
 * The description check waits this long after the panel is asked for, so that its first run (200–500 ms) overlaps the
 * webview's start instead of delaying it: on a timer of 0, the window started the webview only after the check.
 */
const LET_THE_WEBVIEW_START_MS = 25;

/** Approval panels still open: a new one joins their column instead of splitting the editor again. */
const openPanels = new Set<vscode.WebviewPanel>();

function columnForNewPanel(): vscode.ViewColumn {
  for (const panel of [...openPanels].reverse()) if (panel.viewColumn !== undefined) return panel.viewColumn;
  return vscode.ViewColumn.Beside;
}

/** The calls waiting for an approval panel take turns (see panelTurns.ts). */
const turns = new PanelTurns();

interface PanelOptions {
  readonly log: (line: string) => void;
  readonly dialogAfterMs: number;
}

/**
 * Opens an approval panel beside the editor for one pending call and resolves with the user's answer: only Approve
 * approves. Panels take turns (panelTurns.ts), and VS Code's dialog asks if the buttons do not show in time.
 */
export function askInPanel(
  extensionUri: vscode.Uri,
  prompt: ApprovalPrompt,
  signal: AbortSignal,
  options: PanelOptions,
): Promise<UserAnswer> {
  // the gate has already answered a call it stopped waiting for: this answer only ends the wait
  const gaveUp = (): UserAnswer => ({
    approved: false,
    source: signal.reason === 'timed out' ? 'timed out' : 'cancelled',
  });
  return turns.take(signal, () => openPanel(extensionUri, prompt, signal, options), gaveUp);
}

function openPanel(
  extensionUri: vscode.Uri,
  prompt: ApprovalPrompt,
  signal: AbortSignal,
  options: PanelOptions,
): Promise<UserAnswer> {
  // enough for the title; the description check (the rule engine, slow on its first run) waits until the webview starts
  let view = approvalView(prompt, []);
  const panel = vscode.window.createWebviewPanel(
    'mcpLens.approval',
    `${view.level === 'destructive' ? 'Destructive: ' : ''}Approve ${view.tool.displayName}?`,
    { viewColumn: columnForNewPanel(), preserveFocus: false },
    { ...webviewOptions(extensionUri), retainContextWhenHidden: true },
  );
  openPanels.add(panel);
  let disposed = false;
  /** Sets the page once more (approvalExchange.ts decides when); known once the page has been set the first time. */
  let setAgain: (() => void) | undefined;

  const deps: ApprovalExchangeDeps = {
    post: (message) => void panel.webview.postMessage(message),
    closePanel: () => panel.dispose(),
    askInDialog: () => askInDialog(approvalDialogText(view)),
    dialogTooLate: (answer, settled) => {
      if (answer !== 'Approve') return;
      const why = settled.source === 'timed out' ? 'was denied when its time ran out' : 'had been cancelled';
      void vscode.window.showInformationMessage(
        `MCP Lens: ${view.tool.displayName} was not run: the call ${why}. Nothing was sent.`,
      );
    },
    startTimer: (ms, fire) => {
      const timer = setTimeout(fire, ms);
      return () => clearTimeout(timer);
    },
    setPageAgain: () => setAgain?.(),
    log: options.log,
  };
  const exchange = new ApprovalExchange(deps, options.dialogAfterMs);

  const onAbort = () => exchange.abort(signal.reason);
  const subscriptions: vscode.Disposable[] = [
    panel.webview.onDidReceiveMessage((message: unknown) => exchange.fromPage(message)),
    panel.onDidChangeViewState((e) => exchange.setVisible(e.webviewPanel.visible)),
    panel.onDidDispose(() => {
      disposed = true;
      openPanels.delete(panel);
      signal.removeEventListener('abort', onAbort);
      exchange.panelClosed();
      for (const s of subscriptions.splice(0)) s.dispose();
    }),
  ];
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });

  setTimeout(() => {
    if (disposed) return;
    // a call that stopped waiting before its panel was drawn needs no panel
    if (exchange.settled) return panel.dispose();
    try {
      view = approvalView(prompt, descriptionFindings(prompt.request.tool, lensSettings()));
      const page = { title: 'Approve a tool call', script: 'approval', styles: ['approval.css'], data: view };
      panel.webview.html = renderWebviewHtml(panel.webview, extensionUri, page);
      setAgain = () => {
        if (!disposed) panel.webview.html = renderWebviewHtml(panel.webview, extensionUri, page);
      };
    } catch {
      exchange.fail();
    }
  }, LET_THE_WEBVIEW_START_MS);
  return exchange.answer;
}

/** VS Code's modal dialog, Deny first (its default button, taken by Enter); closing it (Escape, Cancel) denies. */
async function askInDialog(text: { message: string; detail: string }): Promise<DialogAnswer> {
  const choice = await vscode.window.showWarningMessage(
    text.message,
    { modal: true, detail: text.detail },
    'Deny',
    'Approve',
  );
  return choice === 'Approve' || choice === 'Deny' ? choice : undefined;
}
