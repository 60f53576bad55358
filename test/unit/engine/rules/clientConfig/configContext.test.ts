// envName: the name of the environment variable a secret moves to, from the name of the field it was in.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { envName } from '../../../../../server/src/engine/rules/clientConfig/configContext';

describe('environment names for a value', () => {
  const cases: [string, string][] = [
    ['GITHUB_PERSONAL_ACCESS_TOKEN', 'GITHUB_PERSONAL_ACCESS_TOKEN'],
    ['figma-api-key', 'FIGMA_API_KEY'],
    ['--access-token', 'ACCESS_TOKEN'],
    ['apiKey', 'API_KEY'],
    ['a--b', 'A_B'],
    ['9lives', 'MCP_9LIVES'],
    ['_x_', 'X'],
    ['x.y z', 'X_Y_Z'],
  ];
  for (const [name, env] of cases) it(name, () => assert.equal(envName(name), env));
});
