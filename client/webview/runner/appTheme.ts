// The VS Code theme as an MCP App gets it: the spec's style variables read from the workbench's CSS variables, and
// light or dark. A high-contrast theme is light or dark by its kind, with its colours in the variables.
import type { AppThemeView } from '../../src/protocol/runnerViews';

/** Each spec variable, from the first VS Code variable that has a value (a literal when none does). */
const FROM_VSCODE: Readonly<Record<string, readonly string[]>> = {
  '--color-background-primary': ['--vscode-editor-background'],
  '--color-background-secondary': ['--vscode-sideBar-background', '--vscode-editorWidget-background'],
  '--color-background-tertiary': ['--vscode-editorWidget-background', '--vscode-input-background'],
  '--color-background-inverse': ['--vscode-editor-foreground'],
  '--color-background-ghost': ['--vscode-toolbar-hoverBackground'],
  '--color-background-info': ['--vscode-inputValidation-infoBackground'],
  '--color-background-danger': ['--vscode-inputValidation-errorBackground'],
  '--color-background-success': ['--vscode-diffEditor-insertedTextBackground'],
  '--color-background-warning': ['--vscode-inputValidation-warningBackground'],
  '--color-background-disabled': ['--vscode-input-background'],
  '--color-text-primary': ['--vscode-foreground', '--vscode-editor-foreground'],
  '--color-text-secondary': ['--vscode-descriptionForeground'],
  '--color-text-tertiary': ['--vscode-disabledForeground', '--vscode-descriptionForeground'],
  '--color-text-inverse': ['--vscode-editor-background'],
  '--color-text-ghost': ['--vscode-descriptionForeground'],
  '--color-text-info': ['--vscode-editorInfo-foreground', '--vscode-textLink-foreground'],
  '--color-text-danger': ['--vscode-errorForeground'],
  '--color-text-success': ['--vscode-testing-iconPassed', '--vscode-charts-green'],
  '--color-text-warning': ['--vscode-editorWarning-foreground'],
  '--color-text-disabled': ['--vscode-disabledForeground'],
  '--color-border-primary': ['--vscode-contrastBorder', '--vscode-widget-border', '--vscode-panel-border'],
  '--color-border-secondary': ['--vscode-panel-border', '--vscode-editorGroup-border'],
  '--color-border-tertiary': ['--vscode-editorGroup-border', '--vscode-panel-border'],
  '--color-border-inverse': ['--vscode-editor-foreground'],
  '--color-border-ghost': ['--vscode-widget-border', '--vscode-panel-border'],
  '--color-border-info': ['--vscode-inputValidation-infoBorder'],
  '--color-border-danger': ['--vscode-inputValidation-errorBorder'],
  '--color-border-success': ['--vscode-testing-iconPassed', '--vscode-charts-green'],
  '--color-border-warning': ['--vscode-inputValidation-warningBorder'],
  '--color-border-disabled': ['--vscode-disabledForeground'],
  '--color-ring-primary': ['--vscode-focusBorder'],
  '--color-ring-secondary': ['--vscode-focusBorder'],
  '--color-ring-inverse': ['--vscode-editor-foreground'],
  '--color-ring-info': ['--vscode-inputValidation-infoBorder', '--vscode-focusBorder'],
  '--color-ring-danger': ['--vscode-inputValidation-errorBorder'],
  '--color-ring-success': ['--vscode-testing-iconPassed'],
  '--color-ring-warning': ['--vscode-inputValidation-warningBorder'],
  '--font-sans': ['--vscode-font-family'],
  '--font-mono': ['--vscode-editor-font-family'],
  '--font-weight-normal': ['--vscode-font-weight'],
  '--font-text-md-size': ['--vscode-font-size'],
};

/** Sizes and weights VS Code has no variable for: the workbench's own (13 px text). */
const FIXED: Readonly<Record<string, string>> = {
  '--font-weight-medium': '500',
  '--font-weight-semibold': '600',
  '--font-weight-bold': '700',
  '--font-text-xs-size': '11px',
  '--font-text-sm-size': '12px',
  '--font-text-lg-size': '15px',
  '--font-heading-xs-size': '13px',
  '--font-heading-sm-size': '14px',
  '--font-heading-md-size': '16px',
  '--font-heading-lg-size': '20px',
  '--font-heading-xl-size': '24px',
  '--font-heading-2xl-size': '28px',
  '--font-heading-3xl-size': '32px',
  '--font-text-xs-line-height': '1.4',
  '--font-text-sm-line-height': '1.4',
  '--font-text-md-line-height': '1.4',
  '--font-text-lg-line-height': '1.4',
  '--font-heading-xs-line-height': '1.3',
  '--font-heading-sm-line-height': '1.3',
  '--font-heading-md-line-height': '1.3',
  '--font-heading-lg-line-height': '1.25',
  '--font-heading-xl-line-height': '1.2',
  '--font-heading-2xl-line-height': '1.2',
  '--font-heading-3xl-line-height': '1.2',
  '--border-radius-xs': '2px',
  '--border-radius-sm': '2px',
  '--border-radius-md': '4px',
  '--border-radius-lg': '6px',
  '--border-radius-xl': '8px',
  '--border-radius-full': '9999px',
  '--border-width-regular': '1px',
  '--shadow-hairline': '0 0 0 1px var(--color-border-primary)',
  '--shadow-sm': '0 1px 2px rgba(0, 0, 0, 0.16)',
  '--shadow-md': '0 2px 8px rgba(0, 0, 0, 0.24)',
  '--shadow-lg': '0 4px 16px rgba(0, 0, 0, 0.32)',
  '--color-background-ghost': 'transparent',
  '--font-weight-normal': 'normal',
};

/**
 * The theme from VS Code's body classes (vscode-light, vscode-dark, vscode-high-contrast, vscode-high-contrast-light)
 * and a reader of its CSS variables.
 */
export function appTheme(bodyClasses: readonly string[], read: (variable: string) => string): AppThemeView {
  const theme =
    bodyClasses.includes('vscode-light') || bodyClasses.includes('vscode-high-contrast-light') ? 'light' : 'dark';
  const variables: Record<string, string> = { ...FIXED };
  for (const [name, sources] of Object.entries(FROM_VSCODE)) {
    const value = sources.map((s) => read(s).trim()).find((v) => v !== '');
    if (value !== undefined) variables[name] = value;
  }
  return { theme, variables };
}

/** The page's theme now. */
export function currentAppTheme(): AppThemeView {
  const style = getComputedStyle(document.body);
  return appTheme(Array.from(document.body.classList), (v) => style.getPropertyValue(v));
}
