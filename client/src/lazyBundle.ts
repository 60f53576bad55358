import type * as vscode from 'vscode';
import type * as FeaturesBundle from './features';
import type * as LanguageClientBundle from './languageClient';

/**
 * The bundles that the activation bundle loads on first use, by name (dist/NAME.js). Each has its own copy of the
 * modules they share, so only types are imported here and nothing that crosses over may rely on `instanceof`.
 */
export interface LazyBundles {
  features: typeof FeaturesBundle;
  languageClient: typeof LanguageClientBundle;
}

export type LazyBundleName = keyof LazyBundles;

export function requireBundle<K extends LazyBundleName>(extension: vscode.ExtensionContext, name: K): LazyBundles[K] {
  // a computed path, which esbuild leaves alone: the bundle stays its own file, and Node loads it once
  return require(extension.asAbsolutePath(`dist/${name}.js`)) as LazyBundles[K];
}
