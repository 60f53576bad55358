// The client-config rule of vscodeFields.ts (MCP728), the values of VS Code 1.140's fields: its case tables
// (vscodeFields.cases.ts). Its first cases, beside MCP726 and MCP727, are in vscodeSurfaces.test.ts.
import { describeFindings } from '../../ruleCases';
import { vscodeFieldValues, vscodeInputValues } from './vscodeFields.cases';

describeFindings(vscodeFieldValues);

describeFindings(vscodeInputValues);
