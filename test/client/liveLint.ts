// The live lint in tests: the real worker bundle (built by the test script), and a wait for a catalog's findings.
import { join } from 'node:path';
import { once } from '../../common/mcp/emitter';
import type { CatalogDocument } from '../../client/src/model/catalogDocument';
import type { ServersModel } from '../../client/src/model/serversModel';
import { REPO_ROOT } from '../helpers/paths';

/** dist/catalogLintWorker.js: the models of the tests start it from here (the extension, beside dist/features.js). */
export const CATALOG_LINT_WORKER = join(REPO_ROOT, 'dist', 'catalogLintWorker.js');

const answered = (model: ServersModel, serverId: string): CatalogDocument | undefined => {
  const doc = model.catalogDocument(serverId);
  return doc && doc.lint.status !== 'pending' ? doc : undefined;
};

/** The server's catalog document once its lint has answered (at once when it has already). */
export async function lintedCatalog(model: ServersModel, serverId: string): Promise<CatalogDocument> {
  const now = answered(model, serverId);
  if (now) return now;
  await once(model.onDidChange, (c) => c.kind === 'findings' && c.serverId === serverId && !!answered(model, serverId));
  return answered(model, serverId)!;
}
