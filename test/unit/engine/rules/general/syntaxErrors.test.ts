// The JSON syntax rule (MCP001): where a finding starts and ends when the parser names a bad token or a place.
import { describeFindings } from '../../ruleCases';
import { syntaxErrorEdges } from './syntaxErrors.cases';

describeFindings(syntaxErrorEdges);
