/**
 * Opens the command line's sign-in page in the system browser, never through a shell. Why rundll32 on Windows and not
 * `cmd /c start` or the `open` package: docs/architecture.md, "A sign-in (OAuth)".
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
