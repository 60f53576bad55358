// The VS Code theme as an MCP App gets it: light or dark from the body's classes (high contrast by its kind), the
// spec's style variables from the first VS Code variable with a value, literals where VS Code has none.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { appTheme } from '../../../client/webview/runner/appTheme';

/** A reader of CSS variables from a map (what getComputedStyle gives for an unset one: ''). */
const vars =
  (values: Record<string, string> = {}) =>
  (name: string): string =>
    values[name] ?? '';

/** The fixed sizes and weights, as the module defines them (a sample checked value by value). */
const FIXED_SAMPLE: Record<string, string> = {
  '--font-weight-medium': '500',
  '--font-weight-semibold': '600',
  '--font-weight-bold': '700',
  '--font-text-xs-size': '11px',
  '--font-text-sm-size': '12px',
  '--font-text-lg-size': '15px',
  '--font-heading-md-size': '16px',
  '--font-heading-3xl-size': '32px',
  '--font-heading-lg-line-height': '1.25',
  '--border-radius-md': '4px',
  '--border-radius-full': '9999px',
  '--border-width-regular': '1px',
  '--shadow-hairline': '0 0 0 1px var(--color-border-primary)',
  '--shadow-md': '0 2px 8px rgba(0, 0, 0, 0.24)',
};

describe('appTheme: light or dark', () => {
  const cases: [string[], 'light' | 'dark'][] = [
    [['vscode-light'], 'light'],
    [['vscode-dark'], 'dark'],
    [['vscode-high-contrast'], 'dark'],
    [['vscode-high-contrast-light'], 'light'],
    // VS Code puts vscode-high-contrast on the body of a light high-contrast theme too
    [['vscode-high-contrast', 'vscode-high-contrast-light'], 'light'],
    [['vscode-high-contrast-light', 'vscode-high-contrast'], 'light'],
    [['some-other', 'vscode-light', 'vscode-reduce-motion'], 'light'],
    [[], 'dark'],
    [['light'], 'dark'],
    [['vscode-light-ish'], 'dark'],
  ];
  for (const [classes, theme] of cases) {
    it(`[${classes.join(', ')}] is ${theme}`, () => assert.equal(appTheme(classes, vars()).theme, theme));
  }
});

describe('appTheme: the style variables', () => {
  it('with no VS Code variable set, holds only the fixed values and the two fallbacks', () => {
    const { variables } = appTheme(['vscode-dark'], vars());
    for (const [name, value] of Object.entries(FIXED_SAMPLE)) assert.equal(variables[name], value, name);
    assert.equal(variables['--color-background-ghost'], 'transparent');
    assert.equal(variables['--font-weight-normal'], 'normal');
    assert.equal(variables['--color-background-primary'], undefined);
    assert.equal(variables['--color-text-primary'], undefined);
    assert.equal(variables['--font-sans'], undefined);
    assert.equal(Object.keys(variables).length, 37);
  });

  it('reads each spec variable from its VS Code variable', () => {
    const { variables } = appTheme(
      ['vscode-dark'],
      vars({
        '--vscode-editor-background': '#1e1e1e',
        '--vscode-editor-foreground': '#d4d4d4',
        '--vscode-foreground': '#cccccc',
        '--vscode-errorForeground': '#f48771',
        '--vscode-focusBorder': '#007fd4',
        '--vscode-font-family': '-apple-system, "Segoe UI", sans-serif',
        '--vscode-editor-font-family': 'Menlo, monospace',
        '--vscode-font-size': '13px',
      }),
    );
    assert.equal(variables['--color-background-primary'], '#1e1e1e');
    assert.equal(variables['--color-text-inverse'], '#1e1e1e');
    assert.equal(variables['--color-background-inverse'], '#d4d4d4');
    assert.equal(variables['--color-border-inverse'], '#d4d4d4');
    assert.equal(variables['--color-ring-inverse'], '#d4d4d4');
    assert.equal(variables['--color-text-primary'], '#cccccc');
    assert.equal(variables['--color-text-danger'], '#f48771');
    assert.equal(variables['--color-ring-primary'], '#007fd4');
    assert.equal(variables['--color-ring-secondary'], '#007fd4');
    assert.equal(variables['--color-ring-info'], '#007fd4');
    assert.equal(variables['--font-sans'], '-apple-system, "Segoe UI", sans-serif');
    assert.equal(variables['--font-mono'], 'Menlo, monospace');
    assert.equal(variables['--font-text-md-size'], '13px');
  });

  it('takes the first VS Code variable that has a value', () => {
    const both = appTheme(
      [],
      vars({ '--vscode-sideBar-background': '#252526', '--vscode-editorWidget-background': '#333333' }),
    ).variables;
    assert.equal(both['--color-background-secondary'], '#252526');
    // editorWidget is the first source of tertiary
    assert.equal(both['--color-background-tertiary'], '#333333');
    const second = appTheme([], vars({ '--vscode-editorWidget-background': '#333333' })).variables;
    assert.equal(second['--color-background-secondary'], '#333333');
    const text = appTheme([], vars({ '--vscode-editor-foreground': '#d4d4d4' })).variables;
    assert.equal(text['--color-text-primary'], '#d4d4d4');
    const borders = appTheme(
      [],
      vars({ '--vscode-panel-border': '#80808059', '--vscode-widget-border': '#303031' }),
    ).variables;
    assert.equal(borders['--color-border-primary'], '#303031');
    assert.equal(borders['--color-border-secondary'], '#80808059');
    assert.equal(borders['--color-border-tertiary'], '#80808059');
    assert.equal(borders['--color-border-ghost'], '#303031');
  });

  it("puts a high-contrast theme's contrastBorder first for the primary border", () => {
    const { theme, variables } = appTheme(
      ['vscode-high-contrast'],
      vars({ '--vscode-contrastBorder': '#6fc3df', '--vscode-widget-border': '#303031' }),
    );
    assert.equal(theme, 'dark');
    assert.equal(variables['--color-border-primary'], '#6fc3df');
  });

  it('skips empty and white-space values, and trims the value taken', () => {
    const { variables } = appTheme(
      [],
      vars({
        '--vscode-sideBar-background': '   ',
        '--vscode-editorWidget-background': '  #333333 ',
        '--vscode-editor-background': '',
      }),
    );
    assert.equal(variables['--color-background-secondary'], '#333333');
    assert.equal(variables['--color-background-tertiary'], '#333333');
    assert.equal('--color-background-primary' in variables, false);
  });

  it('replaces a fallback with the VS Code value when there is one, and keeps it when the value is empty', () => {
    const set = appTheme(
      [],
      vars({ '--vscode-toolbar-hoverBackground': 'rgba(90, 93, 94, 0.31)', '--vscode-font-weight': 'bold' }),
    ).variables;
    assert.equal(set['--color-background-ghost'], 'rgba(90, 93, 94, 0.31)');
    assert.equal(set['--font-weight-normal'], 'bold');
    const blank = appTheme([], vars({ '--vscode-toolbar-hoverBackground': ' ', '--vscode-font-weight': '' })).variables;
    assert.equal(blank['--color-background-ghost'], 'transparent');
    assert.equal(blank['--font-weight-normal'], 'normal');
  });

  it('never overrides a fixed size from VS Code', () => {
    const { variables } = appTheme([], (name) => (name === '--vscode-font-size' ? '20px' : 'x'));
    assert.equal(variables['--font-text-md-size'], '20px');
    assert.equal(variables['--font-text-xs-size'], '11px');
    assert.equal(variables['--border-radius-md'], '4px');
  });

  it('asks only for --vscode- variables, and gives only spec variables (none named --vscode-)', () => {
    const asked = new Set<string>();
    const { variables } = appTheme([], (name) => {
      asked.add(name);
      return 'v';
    });
    for (const name of asked) assert.match(name, /^--vscode-[A-Za-z0-9-]+$/);
    for (const name of Object.keys(variables)) {
      assert.match(name, /^--(color|font|border|shadow)-/);
      assert.equal(name.startsWith('--vscode-'), false, name);
    }
  });

  it('with every VS Code variable set, fills every mapped spec variable', () => {
    const { variables } = appTheme([], () => '#123456');
    for (const name of [
      '--color-background-primary',
      '--color-text-warning',
      '--color-border-disabled',
      '--color-ring-success',
      '--font-sans',
    ]) {
      assert.equal(variables[name], '#123456', name);
    }
    assert.equal(variables['--font-weight-bold'], '700');
    // 41 mapped ones, 37 fixed, two of them in both
    assert.equal(Object.keys(variables).length, 76);
  });

  it('does not depend on the theme for the variables', () => {
    const read = vars({ '--vscode-editor-background': '#fff' });
    assert.deepEqual(appTheme(['vscode-light'], read).variables, appTheme(['vscode-dark'], read).variables);
  });
});
