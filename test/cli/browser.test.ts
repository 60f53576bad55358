// The command that opens the sign-in page on each platform: a program and its arguments, never a shell (a URL's `&`
// ended the command under `cmd /c start`), and only for a page a sign-in may open.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { isLoopbackHost, signInPageRefusal } from '../../common/mcp/auth/signInPage';
import { browserCommand } from '../../cli/src/browser';

const URL_WITH_QUERY =
  'https://auth.example.com/authorize?response_type=code&client_id=abc&state=x%26y&redirect_uri=http%3A%2F%2F127.0.0.1';

describe('the browser command of the command line', () => {
  it('on Windows: rundll32 by its full path, the URL one argument as it is, no cmd', () => {
    assert.deepEqual(browserCommand(URL_WITH_QUERY, 'win32', { SystemRoot: 'D:\\Win' }), {
      command: 'D:\\Win\\System32\\rundll32.exe',
      args: ['url.dll,FileProtocolHandler', URL_WITH_QUERY],
    });
    assert.equal(browserCommand(URL_WITH_QUERY, 'win32', {}).command, 'C:\\Windows\\System32\\rundll32.exe');
  });

  it('on macOS `open`, elsewhere `xdg-open`, with the URL as the only argument', () => {
    assert.deepEqual(browserCommand(URL_WITH_QUERY, 'darwin', {}), { command: 'open', args: [URL_WITH_QUERY] });
    assert.deepEqual(browserCommand(URL_WITH_QUERY, 'linux', {}), { command: 'xdg-open', args: [URL_WITH_QUERY] });
    assert.deepEqual(browserCommand(URL_WITH_QUERY, 'freebsd', {}), { command: 'xdg-open', args: [URL_WITH_QUERY] });
  });

  it('hands over the URL as URL writes it: no space or quote for Windows to split or quote it at', () => {
    const [, url] = browserCommand('http://127.0.0.1:8080/authorize?x=a b"c&d', 'win32', {}).args;
    assert.equal(url, 'http://127.0.0.1:8080/authorize?x=a%20b%22c&d');
  });

  it('refuses what a sign-in may not open, on every platform, naming the scheme', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const calc = 'file:///C:/Windows/System32/calc.exe';
      assert.throws(() => browserCommand(calc, platform, {}), /with the scheme file:, which MCP Lens does not open/);
      assert.throws(() => browserCommand('ms-msdt:/id PCWDiagnostic', platform, {}), /with the scheme ms-msdt:/);
      const plain = 'http://auth.example.com/authorize';
      assert.throws(() => browserCommand(plain, platform, {}), /over plain http: at auth\.example\.com/);
    }
  });
});

describe('the pages a sign-in may open', () => {
  it('https anywhere, http only to this machine (localhost, 127.0.0.0/8, ::1)', () => {
    const allowed = ['https://auth.example.com/a', 'http://localhost:3000/a', 'http://LOCALHOST/a', 'http://127.0.0.1'];
    for (const ok of [...allowed, 'http://127.8.9.10:80/a', 'http://[::1]:9/a', 'http://2130706433/a']) {
      assert.equal(signInPageRefusal(ok), undefined, ok);
    }
    const refused: [string, string][] = [
      ['http://auth.example.com/a', 'over plain http: at auth.example.com'],
      ['http://128.0.0.1/a', 'over plain http: at 128.0.0.1'],
      ['http://localhost.evil.example/a', 'over plain http: at localhost.evil.example'],
      ['http://[::2]/a', 'over plain http: at [::2]'],
      ['file:///etc/passwd', 'with the scheme file:'],
      ['ms-msdt:/id PCWDiagnostic', 'with the scheme ms-msdt:'],
      ['javascript:alert(1)', 'with the scheme javascript:'],
      ['vscode://some.extension/run', 'with the scheme vscode:'],
      ['not a url', 'that is not a URL'],
    ];
    for (const [url, why] of refused) assert.equal(signInPageRefusal(url), why, url);
    assert.equal(isLoopbackHost('127.0.0.1'), true);
    assert.equal(isLoopbackHost('127.0.0.1.nip.io'), false);
  });
});
