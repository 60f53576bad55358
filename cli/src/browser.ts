/**
 * The system browser for the command line's sign-in, started without a shell on every platform: `cmd /c start`
 * would read the URL as a command line (each `&` of a query ends a command there), so it is never used.
 *
 * On Windows, rundll32 hands the URL to url.dll's FileProtocolHandler (ShellExecute of the default browser), as
 * Go's pkg/browser and the GitHub CLI do. It is named by its full path under %SystemRoot%, since Windows looks for a
 * bare name in the current folder first. The `open` package was weighed and not taken: on Windows it writes the URL
 * into a PowerShell command, where `$(…)` inside a double-quoted string would run; explorer.exe splits its
 * arguments at commas. A URL as `URL` writes it has no spaces or quotes, so Node passes it to rundll32 unquoted.
 */
import { spawn } from 'node:child_process';
import { win32 } from 'node:path';
import { assertSignInPage } from '../../common/mcp/auth/signInPage';

export interface BrowserCommand {
  readonly command: string;
  readonly args: readonly string[];
}

/** The program and arguments that open `url` in the browser on `platform`; throws for a URL no sign-in may open. */
export function browserCommand(url: string, platform: NodeJS.Platform, env: NodeJS.ProcessEnv): BrowserCommand {
  assertSignInPage(url);
  const href = new URL(url).href;
  if (platform === 'darwin') return { command: 'open', args: [href] };
  if (platform === 'win32') {
    const root = env.SystemRoot ?? env.SYSTEMROOT ?? 'C:\\Windows';
    return { command: win32.join(root, 'System32', 'rundll32.exe'), args: ['url.dll,FileProtocolHandler', href] };
  }
  return { command: 'xdg-open', args: [href] };
}

/** Opens `url` in the browser and does not wait for it; a browser that cannot be started is left unsaid. */
export function openInBrowser(url: string): void {
  const { command, args } = browserCommand(url, process.platform, process.env);
  try {
    const child = spawn(command, [...args], { stdio: 'ignore', detached: true, shell: false, windowsHide: true });
    child.on('error', () => undefined).unref();
  } catch {
    // the URL is printed already
  }
}
