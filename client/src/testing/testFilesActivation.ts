// Part of the activation bundle: the Test Explorer's controller lives in the features bundle, which loads only when
// the workspace has a test file (found at activation, created or opened later), or when a command needs it.
import * as vscode from 'vscode';
import { TEST_FILE_SUFFIX } from '../../../common/savedTests/fileName';

export function loadFeaturesForTestFiles(load: () => unknown): vscode.Disposable {
  let loaded = false;
  const loadOnce = () => {
    if (loaded) return;
    loaded = true;
    subscriptions.dispose();
    load();
  };
  const watcher = vscode.workspace.createFileSystemWatcher(`**/*${TEST_FILE_SUFFIX}`, false, true, true);
  const subscriptions = vscode.Disposable.from(
    watcher,
    watcher.onDidCreate(loadOnce),
    vscode.workspace.onDidOpenTextDocument((d) => {
      if (d.uri.path.endsWith(TEST_FILE_SUFFIX)) loadOnce();
    }),
  );
  void vscode.workspace.findFiles(`**/*${TEST_FILE_SUFFIX}`, '**/node_modules/**', 1).then((found) => {
    if (found.length) loadOnce();
  });
  return { dispose: () => subscriptions.dispose() };
}
