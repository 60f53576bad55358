// The client-config rule of envFile.ts (MCP727), an envFile that does not exist: its case table (envFile.cases.ts).
// Its first cases, beside MCP726 and MCP728, are in vscodeSurfaces.test.ts; what the pipeline asks the disk is in
// test/unit/pipeline/neighbourFiles.test.ts.
import { describeFindings } from '../../ruleCases';
import { envFileCases } from './envFile.cases';

describeFindings(envFileCases);
